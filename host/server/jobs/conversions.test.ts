// @vitest-environment node
/** The conversions' pure parts: which event each lead kind is, normalising and hashing, the visitor's cookies. */
import { describe, expect, it } from 'vitest';
import { eventForKind, metaEvent, normaliseEmail, normalisePhoneDigits, sha256, tiktokEvent, visitorOf } from './conversions';
import type { LeadRequest } from './queue';

const request = (cookies: Record<string, string> = {}): LeadRequest => ({
  ip: '198.51.100.4',
  userAgent: 'UA',
  cookies,
  receivedAt: 1_700_000_000_000,
});

describe('conversions', () => {
  it('scholarship, brochure and advisor leads are Lead; a masterclass registration is CompleteRegistration', () => {
    expect([eventForKind('scholarship'), eventForKind('brochure'), eventForKind('masterclass'), eventForKind('advisor')]).toEqual([
      'Lead',
      'Lead',
      'CompleteRegistration',
      'Lead',
    ]);
    // Both platforms get it as their Lead event.
    const payload = {
      event: eventForKind('advisor'),
      eventId: 'advisor-lead-0001',
      at: 1_700_000_000_000,
      sourceUrl: null,
      visitor: { ip: null, userAgent: null, fbc: null, fbp: null },
    };
    expect(metaEvent(payload, undefined)).toMatchObject({ event_name: 'Lead', event_id: 'advisor-lead-0001' });
    expect(tiktokEvent(payload, undefined)).toMatchObject({ event: 'Lead', event_id: 'advisor-lead-0001' });
  });

  it('normalises as Meta asks before hashing: email trimmed and lower case, phone digits with the country code', () => {
    expect(normaliseEmail('  Ana.Pena@Example.COM ')).toBe('ana.pena@example.com');
    expect(normalisePhoneDigits('+51 987-654-321')).toBe('51987654321');
    expect(normalisePhoneDigits('')).toBe('');
    // printf 'ana.pena@example.com' | sha256sum
    expect(sha256('ana.pena@example.com')).toBe('3bb0e582ccea65e586060cbe03abba6ae453efe9de3812ffb1bd635848811d63');
  });

  it("takes _fbc/_fbp only in the pixel's form; without _fbc, builds fbc from an fbclid on the page", () => {
    expect(visitorOf(request({ _fbp: 'fb.1.1700000000000.123', _fbc: 'fb.1.1700000000000.IwAR1' }), null)).toEqual({
      ip: '198.51.100.4',
      userAgent: 'UA',
      fbc: 'fb.1.1700000000000.IwAR1',
      fbp: 'fb.1.1700000000000.123',
    });
    expect(visitorOf(request({ _fbp: '<script>', _fbc: 'x' }), null)).toMatchObject({ fbc: null, fbp: null });
    expect(visitorOf(request(), 'https://embudo.test/?fbclid=IwAR2_x&utm_source=fb').fbc).toBe('fb.1.1700000000000.IwAR2_x');
    expect(visitorOf({ ...request(), ip: 'unknown' }, null).ip).toBeNull();
  });

  it('a Purchase carries value and currency and no personal data', () => {
    const event = metaEvent(
      {
        event: 'Purchase',
        eventId: 'cs_1',
        at: 1_700_000_000_500,
        sourceUrl: 'https://embudo.test/payment-success',
        visitor: { ip: null, userAgent: null, fbc: null, fbp: 'fb.1.1.2' },
        value: 197,
        currency: 'USD',
      },
      undefined,
    );
    expect(event).toEqual({
      event_name: 'Purchase',
      event_time: 1_700_000_000,
      event_id: 'cs_1',
      action_source: 'website',
      event_source_url: 'https://embudo.test/payment-success',
      user_data: { fbp: 'fb.1.1.2' },
      custom_data: { value: 197, currency: 'USD' },
    });
  });
});
