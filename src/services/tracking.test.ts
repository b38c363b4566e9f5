import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gtagEvent, trackLead, trackTikTok } from './lead-tracking';
import { FUNNEL_PROGRESS, track, trackCustom, trackFunnel } from './tracking';
import type { FunnelStage } from './tracking';

function installTags() {
  const fbq = vi.fn();
  const gtag = vi.fn();
  const ttq = { track: vi.fn() };
  const dataLayer: unknown[] = [];
  vi.stubGlobal('fbq', fbq);
  vi.stubGlobal('gtag', gtag);
  vi.stubGlobal('ttq', ttq);
  vi.stubGlobal('dataLayer', dataLayer);
  return { fbq, gtag, ttq, dataLayer };
}

const unhandled = vi.fn();
beforeEach(() => {
  unhandled.mockReset();
  process.on('unhandledRejection', unhandled);
});
afterEach(() => {
  process.off('unhandledRejection', unhandled);
});

describe('with every tag present', () => {
  it('track sends a standard event to Meta, gtag and the dataLayer, not to TikTok', () => {
    const tags = installTags();
    track('ViewContent', { content_name: 'Full Stack', value: 197, currency: 'USD' });
    const params = { content_name: 'Full Stack', value: 197, currency: 'USD' };
    expect(tags.fbq).toHaveBeenCalledWith('track', 'ViewContent', params);
    expect(tags.gtag).toHaveBeenCalledWith('event', 'ViewContent', params);
    expect(tags.ttq.track).not.toHaveBeenCalled();
    expect(tags.dataLayer).toEqual([{ event: 'ViewContent', ...params }]);
  });

  it('track passes a Meta eventID for deduplication', () => {
    const tags = installTags();
    track('Purchase', { value: 197, currency: 'USD' }, { eventId: 'cs_123' });
    expect(tags.fbq).toHaveBeenCalledWith('track', 'Purchase', { value: 197, currency: 'USD' }, { eventID: 'cs_123' });
  });

  it('track without params calls the tags without a params argument', () => {
    const tags = installTags();
    track('Lead');
    expect(tags.fbq.mock.calls[0]).toEqual(['track', 'Lead']);
    expect(tags.gtag.mock.calls[0]).toEqual(['event', 'Lead']);
    expect(tags.dataLayer).toEqual([{ event: 'Lead' }]);
  });

  it('trackCustom uses fbq trackCustom, and leaves TikTok out', () => {
    const tags = installTags();
    trackCustom('CountryDetected', { country: 'PE', method: 'ipapi.co' });
    expect(tags.fbq).toHaveBeenCalledWith('trackCustom', 'CountryDetected', { country: 'PE', method: 'ipapi.co' });
    expect(tags.gtag).toHaveBeenCalledWith('event', 'CountryDetected', { country: 'PE', method: 'ipapi.co' });
    expect(tags.ttq.track).not.toHaveBeenCalled();
    expect(tags.dataLayer).toEqual([{ event: 'CountryDetected', country: 'PE', method: 'ipapi.co' }]);
  });

  it('trackTikTok reaches ttq only, calling track as a method of ttq', () => {
    const tags = installTags();
    trackTikTok('Lead', { value: 197, currency: 'USD' });
    trackTikTok('ClickButton');
    expect(tags.ttq.track.mock.calls).toEqual([['Lead', { value: 197, currency: 'USD' }], ['ClickButton']]);
    expect(tags.ttq.track.mock.contexts[0]).toBe(tags.ttq);
    expect(tags.fbq).not.toHaveBeenCalled();
    expect(tags.gtag).not.toHaveBeenCalled();
    expect(tags.dataLayer).toEqual([]);
  });

  it('gtagEvent reaches gtag and the dataLayer only', () => {
    const tags = installTags();
    gtagEvent('form_submit', { form: 'scholarship' });
    expect(tags.gtag).toHaveBeenCalledWith('event', 'form_submit', { form: 'scholarship' });
    expect(tags.dataLayer).toEqual([{ event: 'form_submit', form: 'scholarship' }]);
    expect(tags.fbq).not.toHaveBeenCalled();
    expect(tags.ttq.track).not.toHaveBeenCalled();
  });

  it('pushes through the dataLayer own push (as Google Tag Manager replaces it)', () => {
    const tags = installTags();
    const push = vi.fn();
    Object.defineProperty(tags.dataLayer, 'push', { value: push });
    trackCustom('WhatsAppClick');
    expect(push).toHaveBeenCalledWith({ event: 'WhatsAppClick' });
  });

  it('does not let params rename the dataLayer event', () => {
    const tags = installTags();
    trackCustom('HighIntentLead', { event: 'other' });
    expect(tags.dataLayer).toEqual([{ event: 'HighIntentLead' }]);
  });
});

describe('trackFunnel', () => {
  it.each(Object.entries(FUNNEL_PROGRESS))('%s → FunnelProgress %i', (stage, progress) => {
    const tags = installTags();
    trackFunnel(stage as FunnelStage);
    expect(tags.fbq).toHaveBeenCalledWith('trackCustom', 'FunnelProgress', { stage, progress });
  });

  it('has the docs/product.md#funnel percentages', () => {
    expect(FUNNEL_PROGRESS).toEqual({
      viewed_landing: 10,
      clicked_cta: 30,
      opened_form: 50,
      submitted_form: 70,
      clicked_whatsapp: 85,
      payment_initiated: 95,
      purchase_complete: 100,
    });
  });

  it('ignores unknown stages', () => {
    const tags = installTags();
    trackFunnel('toString' as FunnelStage);
    trackFunnel('nope' as FunnelStage);
    expect(tags.fbq).not.toHaveBeenCalled();
  });
});

describe('when tags are absent or hostile', () => {
  it('does nothing without tags', () => {
    expect(() => {
      track('Lead', { value: 197 });
      trackCustom('WhatsAppClick');
      trackFunnel('clicked_cta');
      gtagEvent('form_submit');
    }).not.toThrow();
  });

  it('ignores non-function fbq/gtag, ttq without track and a non-array dataLayer', () => {
    vi.stubGlobal('fbq', 'not a function');
    vi.stubGlobal('gtag', { event: true });
    vi.stubGlobal('ttq', {});
    vi.stubGlobal('dataLayer', { push: vi.fn() });
    expect(() => track('Lead')).not.toThrow();
    expect((window as unknown as { dataLayer: { push: ReturnType<typeof vi.fn> } }).dataLayer.push).not.toHaveBeenCalled();
  });

  it('keeps going when one tag throws', () => {
    const tags = installTags();
    tags.fbq.mockImplementation(() => {
      throw new Error('pixel blocked');
    });
    tags.ttq.track.mockImplementation(() => {
      throw new Error('tiktok broken');
    });
    expect(() => track('Contact', { via: 'chat' })).not.toThrow();
    expect(() => trackTikTok('Contact')).not.toThrow();
    expect(tags.gtag).toHaveBeenCalledWith('event', 'Contact', { via: 'chat' });
    expect(tags.dataLayer).toEqual([{ event: 'Contact', via: 'chat' }]);
  });

  it('survives a throwing global getter and a throwing dataLayer push', () => {
    Object.defineProperty(window, 'fbq', {
      configurable: true,
      get() {
        throw new Error('getter');
      },
    });
    vi.stubGlobal(
      'dataLayer',
      Object.assign([], {
        push: () => {
          throw new Error('gtm');
        },
      }),
    );
    try {
      expect(() => trackCustom('HighIntentLead', { value: 295.5 })).not.toThrow();
    } finally {
      delete (window as { fbq?: unknown }).fbq;
    }
  });

  it('leaves no unhandled rejection when a tag returns a rejecting promise', async () => {
    // Plain functions, not vi.fn: a mock's settledResults tracking would handle the rejection itself.
    vi.stubGlobal('gtag', () => Promise.reject(new Error('network')));
    vi.stubGlobal('ttq', {
      track: () => ({
        then() {
          throw new Error('odd thenable');
        },
      }),
    });
    track('AddToCart');
    trackTikTok('AddToCart');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(unhandled).not.toHaveBeenCalled();
  });
});

describe('trackLead', () => {
  function setUrl(search: string): void {
    window.history.replaceState(null, '', `/${search}`);
  }
  afterEach(() => setUrl(''));

  it('sends Lead with the 197 USD fallback and predicted LTV, the two analytics events and the funnel step', () => {
    const tags = installTags();
    trackLead({ hasPhone: false, content_name: 'Beca Full Stack' });
    const money = { content_name: 'Beca Full Stack', value: 197, currency: 'USD' };
    expect(tags.fbq.mock.calls).toEqual([
      ['track', 'Lead', { ...money, predicted_ltv: 295.5 }],
      ['trackCustom', 'FunnelProgress', { stage: 'submitted_form', progress: 70 }],
    ]);
    expect(tags.gtag.mock.calls.map((c) => c[1])).toEqual(['Lead', 'form_submit', 'conversion_event_submit_lead_form', 'FunnelProgress']);
    expect(tags.gtag).toHaveBeenCalledWith('event', 'form_submit', { content_name: 'Beca Full Stack' });
    expect(tags.gtag).toHaveBeenCalledWith('event', 'conversion_event_submit_lead_form', money);
    expect(tags.ttq.track).not.toHaveBeenCalled();
  });

  it('uses the given value and currency, and passes the lead id as the Meta eventID', () => {
    const tags = installTags();
    trackLead({ value: 4997, currency: 'PEN', hasPhone: false, content_name: 'Brochure', eventId: 'lead-123' });
    expect(tags.fbq).toHaveBeenCalledWith(
      'track',
      'Lead',
      { content_name: 'Brochure', value: 4997, currency: 'PEN', predicted_ltv: 7495.5 },
      { eventID: 'lead-123' },
    );
  });

  it.each([0, -5, Number.NaN, Infinity, '197' as unknown as number])('falls back to 197 USD for the value %s', (value) => {
    const tags = installTags();
    trackLead({ value, currency: 'PEN', hasPhone: false, content_name: 'x' });
    expect(tags.fbq.mock.calls[0]?.[2]).toMatchObject({ value: 197, currency: 'USD', predicted_ltv: 295.5 });
  });

  it('sends USD when the currency is missing or malformed', () => {
    const tags = installTags();
    trackLead({ value: 100, currency: 'soles', hasPhone: false, content_name: 'x' });
    trackLead({ value: 100, hasPhone: false, content_name: 'x' });
    expect(tags.fbq.mock.calls.filter((c) => c[1] === 'Lead').map((c) => c[2].currency)).toEqual(['USD', 'USD']);
  });

  it('adds HighIntentLead when a phone was given', () => {
    const tags = installTags();
    trackLead({ hasPhone: true, content_name: 'Beca' });
    expect(tags.fbq).toHaveBeenCalledWith('trackCustom', 'HighIntentLead', { content_name: 'Beca', value: 197, currency: 'USD' });
  });

  it.each(['?utm_source=tiktok', '?utm_source=TikTok&x=1', 'tiktok-landing'])('sends the TikTok Lead on %s', (path) => {
    setUrl(path);
    const tags = installTags();
    trackLead({ hasPhone: false, content_name: 'Beca' });
    expect(tags.ttq.track.mock.calls).toEqual([['Lead', { content_name: 'Beca', value: 197, currency: 'USD' }]]);
  });

  it('sends nothing to TikTok on other traffic', () => {
    setUrl('?utm_source=facebook');
    const tags = installTags();
    trackLead({ hasPhone: true, content_name: 'Beca' });
    expect(tags.ttq.track).not.toHaveBeenCalled();
  });

  it('never throws when every tag is missing or broken', () => {
    expect(() => trackLead({ hasPhone: true, content_name: 'x' })).not.toThrow();
    const tags = installTags();
    for (const tag of [tags.fbq, tags.gtag, tags.ttq.track]) {
      tag.mockImplementation(() => {
        throw new Error('blocked');
      });
    }
    setUrl('?tiktok');
    expect(() => trackLead({ hasPhone: true, content_name: 'x' })).not.toThrow();
    expect(tags.dataLayer.length).toBeGreaterThan(0);
  });
});
