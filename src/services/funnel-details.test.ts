// The funnel details of the product contract that the widgets once missed: the services behind them.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetToasterForTests, toast } from '../ui/toaster';
import { resetConfigForTests } from './config';
import { choosePageState, PAGE_STATE_KEY, pageState, showPrice, shownPrice } from './page-state';
import { offerFor, resetPricingForTests } from './pricing';
import { resetQueryActionsForTests, runQueryActions } from './query-actions';
import { trackChatOpen } from './tracking';

vi.mock('./crm', () => ({ postFbclid: vi.fn(() => Promise.resolve()) }));

let fbq: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fbq = vi.fn();
  vi.stubGlobal('fbq', fbq);
  sessionStorage.clear();
});

describe('trackChatOpen: every opening of the chat app', () => {
  it('sends WhatsAppClick and Contact with where it came from, then FunnelProgress 85', () => {
    trackChatOpen('footer');
    expect(fbq.mock.calls).toEqual([
      ['trackCustom', 'WhatsAppClick', { source: 'footer' }],
      ['track', 'Contact', { source: 'footer' }],
      ['trackCustom', 'FunnelProgress', { stage: 'clicked_whatsapp', progress: 85 }],
    ]);
  });

  it('without a source (the floating button), the events carry no parameters, as before', () => {
    trackChatOpen();
    expect(fbq.mock.calls.slice(0, 2)).toEqual([
      ['trackCustom', 'WhatsAppClick'],
      ['track', 'Contact'],
    ]);
  });
});

describe('?discount= opens the chat app: tracked', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetQueryActionsForTests();
    resetToasterForTests();
    resetConfigForTests();
    resetPricingForTests();
  });
  afterEach(() => vi.useRealTimers());
  const whatsAppClicks = () => fbq.mock.calls.filter((call) => call[1] === 'WhatsAppClick');

  it('the timed opening is a WhatsAppClick and a Contact from "discount"', async () => {
    const openChat = vi.fn(() => true);
    await runQueryActions(toast, { search: '?discount=otono', lang: 'es', openChat });
    expect(whatsAppClicks()).toEqual([]);
    vi.advanceTimersByTime(3500);
    expect(openChat).toHaveBeenCalledTimes(1);
    expect(whatsAppClicks()).toEqual([['trackCustom', 'WhatsAppClick', { source: 'discount' }]]);
    expect(fbq).toHaveBeenCalledWith('track', 'Contact', { source: 'discount' });
  });

  it('a blocked opening is not one; the tap on the toast link is', async () => {
    await runQueryActions(toast, { search: '?discount=views', lang: 'es', openChat: () => false });
    vi.advanceTimersByTime(5000);
    expect(whatsAppClicks()).toEqual([]);
    const links = document.querySelector('[data-embudo-toaster]')!.shadowRoot!.querySelectorAll('a');
    const link = links[links.length - 1]!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(whatsAppClicks()).toEqual([['trackCustom', 'WhatsAppClick', { source: 'discount' }]]);
  });
});

describe('page state (docs/product.md#lead-fields) for the enrolment lead', () => {
  it('keeps what the visitor chose this session, field by field', () => {
    expect(pageState()).toEqual({});
    choosePageState({ select_turno: 'noche' });
    choosePageState({ fechaSelect: '2025-11-03', select_mes: '2025-11', Plan: 'Contado', formaPago: 'tarjeta' });
    choosePageState({ select_turno: 'tarde' });
    expect(pageState()).toEqual({
      select_turno: 'tarde',
      fechaSelect: '2025-11-03',
      select_mes: '2025-11',
      Plan: 'Contado',
      formaPago: 'tarjeta',
    });
  });

  it('ignores what the contract would refuse, and a tampered store', () => {
    choosePageState({ Plan: 'x'.repeat(101), formaPago: 'a\nb', select_turno: '' } as never);
    expect(pageState()).toEqual({});
    sessionStorage.setItem(PAGE_STATE_KEY, '{"Plan": 5, "select_mes": "2025-11", "evil": "<b>"}');
    expect(pageState()).toEqual({ select_mes: '2025-11' });
    sessionStorage.setItem(PAGE_STATE_KEY, 'not json');
    expect(pageState()).toEqual({});
  });
});

describe('the price shown (the Lead value)', () => {
  it('is kept per bootcamp and country for every script on the page', () => {
    expect(shownPrice('fullstack', 'PE')).toBeUndefined();
    showPrice('fullstack', 'PE', { value: 1499, currency: 'PEN' });
    expect(shownPrice('fullstack', 'PE')).toEqual({ value: 1499, currency: 'PEN' });
    expect(shownPrice('fullstack', 'MX')).toBeUndefined();
    expect(shownPrice('cloud-aws', 'PE')).toBeUndefined();
  });
});

describe('a bootcamp missing from the pricing (docs/product.md#pricing-load: stop)', () => {
  const ok = { status: 'ok' as const, bootcamps: { fullstack: {} }, redirects: {} };
  it('is unpriced; a failed or empty load is not (the fallback prices show)', () => {
    expect(offerFor(ok, 'cloud-aws', 'PEN')).toMatchObject({ unpriced: true, problem: 'has no pricing for the bootcamp "cloud-aws"' });
    expect(offerFor(ok, 'fullstack', 'PEN')).toMatchObject({ unpriced: false });
    expect(offerFor({ status: 'failed', reason: 'answered 503' }, 'cloud-aws', 'PEN')).toMatchObject({ unpriced: false, fallback: true });
    expect(offerFor({ status: 'empty', reason: 'x' }, 'cloud-aws', 'PEN')).toMatchObject({ unpriced: false, fallback: true });
  });
});
