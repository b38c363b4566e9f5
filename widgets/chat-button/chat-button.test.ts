import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/element';
import { CHAT_GREETINGS, CHAT_PHONE } from '../../src/data/contact';
import { configure, resetConfigForTests } from '../../src/services/config';
import { CHAT_HOSTS } from '../../src/services/contact';
import { resetLayersForTests, setModalOpen, subscribe } from '../../src/ui/layers';
import { EmbudoChatButton } from './chat-button.element';

const T0 = Date.UTC(2026, 0, 1, 0, 0, 0);
type ChatButton = EmbudoChatButton & { delay: number; hideAfter: number; phone: string; message: string };

/** matchMedia answering `reduce` and/or the 767 px phone breakpoint as asked. */
function media({ reduce = false, narrow = false } = {}): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: (reduce && query.includes('reduce')) || (narrow && query.includes('max-width')),
    media: query,
  }));
}

function mount(attrs: Record<string, string> = {}): ChatButton {
  const el = document.createElement('embudo-chat-button') as ChatButton;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const base = (el: Element) => el.shadowRoot!.querySelector('[part=base]')!;
const link = (el: Element) => el.shadowRoot!.querySelector('a')!;
const badge = (el: Element) => el.shadowRoot!.querySelector('[part=badge]');
const shown = (el: Element) => base(el).classList.contains('shown');
const blinking = (el: Element) => badge(el)?.classList.contains('blink') ?? false;
const advance = (ms: number) => vi.advanceTimersByTime(ms);

describe('embudo-chat-button', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeAll(async () => {
    defineElement(EmbudoChatButton);
    // The view comes with the later part: here it is there before any button connects (see chat-button.later.test.ts for before).
    await EmbudoChatButton.preloadPart();
  });
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 });
    resetConfigForTests();
    media();
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    // A unit test never follows the link (no traffic leaves the machine).
    document.addEventListener('click', prevent);
  });
  afterEach(() => {
    document.removeEventListener('click', prevent);
    document.body.replaceChildren();
    resetConfigForTests();
    resetLayersForTests();
    vi.useRealTimers();
  });
  const prevent = (e: Event) => e.preventDefault();

  it('is a labelled link, hidden until 36 s, then shown with badge 1 announced in the label', () => {
    const el = mount();
    const a = link(el);
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.getAttribute('aria-label')).toBe('Escríbenos por WhatsApp');
    expect(shown(el)).toBe(false);
    expect(badge(el)).toBeNull();
    advance(35_999);
    expect(shown(el)).toBe(false);
    advance(1);
    expect(shown(el)).toBe(true);
    expect(badge(el)!.textContent).toBe('1');
    expect(badge(el)!.getAttribute('aria-hidden')).toBe('true');
    expect(a.getAttribute('aria-label')).toBe('Escríbenos por WhatsApp (1 mensaje nuevo)');
  });

  it('hides 8 s after appearing when nobody clicks, and comes back 36 s later', () => {
    const el = mount();
    advance(36_000 + 7_999);
    expect(shown(el)).toBe(true);
    advance(1);
    expect(shown(el)).toBe(false);
    advance(35_999);
    expect(shown(el)).toBe(false);
    advance(1);
    expect(shown(el)).toBe(true);
    expect(badge(el)!.textContent).toBe('1');
  });

  it('a click engages: badge 0 and gone, hidden, tracked, and embudo-chat-open carries the link', () => {
    const fbq = vi.fn();
    vi.stubGlobal('fbq', fbq);
    const el = mount();
    const opened = vi.fn();
    el.addEventListener('embudo-chat-open', opened);
    advance(36_000);
    link(el).click();
    expect(shown(el)).toBe(false);
    expect(badge(el)).toBeNull();
    expect(link(el).getAttribute('aria-label')).toBe('Escríbenos por WhatsApp');
    expect(fbq.mock.calls).toEqual([
      ['trackCustom', 'WhatsAppClick'],
      ['track', 'Contact'],
      ['trackCustom', 'FunnelProgress', { stage: 'clicked_whatsapp', progress: 85 }],
    ]);
    expect((opened.mock.calls[0]![0] as CustomEvent).detail).toEqual({ href: link(el).href });
    // Engaged: the 8 s auto-hide and the 36 s cycle no longer apply.
    advance(29_999);
    expect(shown(el)).toBe(false);
  });

  it('after 30 s without activity while engaged it resets, and reappears 5 s later with badge 1', () => {
    const el = mount();
    advance(36_000);
    link(el).click();
    advance(30_000);
    expect(shown(el)).toBe(false);
    advance(4_999);
    expect(shown(el)).toBe(false);
    advance(1);
    expect(shown(el)).toBe(true);
    expect(badge(el)!.textContent).toBe('1');
    // Not engaged any more: the normal auto-hide applies again.
    advance(8_000);
    expect(shown(el)).toBe(false);
  });

  it('mouse, key, scroll and touch activity postpones the reset', () => {
    const el = mount();
    advance(36_000);
    link(el).click();
    for (const type of ['mousemove', 'keydown', 'scroll', 'touchstart']) {
      advance(20_000);
      window.dispatchEvent(new Event(type));
    }
    // Without the activity it would have shown again 35 s after the click; now 30 s idle counts from the last one (80 s).
    advance(29_999);
    expect(shown(el)).toBe(false);
    advance(1); // 30 s idle: reset
    advance(4_999);
    expect(shown(el)).toBe(false);
    advance(1);
    expect(shown(el)).toBe(true);
  });

  it('watches page activity only while engaged, with passive listeners', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const el = mount();
    const activity = (spy: typeof add) => spy.mock.calls.filter(([type]) => type === 'mousemove');
    expect(activity(add)).toHaveLength(0);
    advance(36_000);
    link(el).click();
    expect(activity(add)).toHaveLength(1);
    expect(activity(add)[0]![2]).toMatchObject({ passive: true, capture: true });
    advance(30_000);
    expect(activity(remove)).toHaveLength(1);
  });

  it('hovering while not engaged moves the next appearance to 36 s from then and keeps it shown meanwhile', () => {
    const el = mount();
    advance(36_000 + 4_000);
    link(el).dispatchEvent(new Event('pointerenter'));
    advance(8_000); // past the original auto-hide
    expect(shown(el)).toBe(true);
    advance(36_000 - 8_000); // 36 s after the hover: appears again (badge 1), then the 8 s auto-hide
    expect(shown(el)).toBe(true);
    expect(badge(el)!.textContent).toBe('1');
    advance(7_999);
    expect(shown(el)).toBe(true);
    advance(1);
    expect(shown(el)).toBe(false);
  });

  it('keyboard focus counts as hovering (the link is not hidden from under the focus)', () => {
    const el = mount();
    advance(36_000);
    link(el).dispatchEvent(new Event('focus'));
    advance(8_000);
    expect(shown(el)).toBe(true);
  });

  it('hovering while engaged changes nothing', () => {
    const el = mount();
    advance(36_000);
    link(el).click();
    link(el).dispatchEvent(new Event('pointerenter'));
    advance(30_000 + 5_000);
    expect(shown(el)).toBe(true);
  });

  it('the badge blinks for 3 s every 10 s while shown', () => {
    const el = mount({ 'hide-after': '30000' });
    advance(36_000);
    expect(blinking(el)).toBe(true);
    advance(2_999);
    expect(blinking(el)).toBe(true);
    advance(1);
    expect(blinking(el)).toBe(false);
    advance(6_999);
    expect(blinking(el)).toBe(false);
    advance(1); // 10 s after appearing
    expect(blinking(el)).toBe(true);
    advance(3_000);
    expect(blinking(el)).toBe(false);
    advance(7_000);
    expect(blinking(el)).toBe(true);
  });

  it('never blinks under prefers-reduced-motion', () => {
    media({ reduce: true });
    const el = mount({ 'hide-after': '30000' });
    advance(36_000);
    expect(badge(el)!.textContent).toBe('1');
    for (let i = 0; i < 30; i++) {
      expect(blinking(el)).toBe(false);
      advance(1_000);
    }
  });

  it('takes its timings from attributes (the landing shows it after 5 s)', () => {
    const el = mount({ delay: '5000', 'hide-after': '2000', 'idle-reset': '10000', reappear: '1000' });
    advance(4_999);
    expect(shown(el)).toBe(false);
    advance(1);
    expect(shown(el)).toBe(true);
    advance(2_000);
    expect(shown(el)).toBe(false);
    advance(5_000);
    expect(shown(el)).toBe(true);
    link(el).click();
    advance(10_000 + 999);
    expect(shown(el)).toBe(false);
    advance(1);
    expect(shown(el)).toBe(true);
  });

  it('a delay set by script after connecting still counts from the connection', () => {
    const el = mount();
    advance(2_000);
    el.delay = 5_000;
    advance(2_999);
    expect(shown(el)).toBe(false);
    advance(1);
    expect(shown(el)).toBe(true);
  });

  it('a bad attribute logs one clear error and keeps the default', () => {
    const el = mount({ delay: 'soon', 'hide-after': '-5', phone: 'call me' });
    el.setAttribute('delay', 'soon');
    el.setAttribute('phone', 'call me');
    expect(errors.mock.calls.map((call: unknown[]) => String(call[0]))).toEqual([
      '[embudo-chat-button] delay="soon" is not valid: expected a number from 0 to 86400000. Using the default instead.',
      '[embudo-chat-button] hide-after="-5" is not valid: expected a number from 1000 to 86400000. Using the default instead.',
      '[embudo-chat-button] phone="call me" is not valid: expected a phone number with its country code, 8 to 15 digits. Using the default instead.',
    ]);
    expect(el.delay).toBe(36_000);
    expect(el.hideAfter).toBe(8_000);
    expect(new URL(link(el).href).searchParams.get('phone')).toBe(CHAT_PHONE);
    advance(36_000);
    expect(shown(el)).toBe(true);
    advance(8_000);
    expect(shown(el)).toBe(false);
  });

  it('builds the link with new URL: https, an allowed host, digits-only phone, the text only in the query', () => {
    const el = mount();
    const url = new URL(link(el).href);
    expect(url.protocol).toBe('https:');
    expect(url.host).toBe('web.whatsapp.com');
    expect(CHAT_HOSTS).toContain(url.host);
    expect(url.pathname).toBe('/send');
    expect(url.hash).toBe('');
    expect(Object.fromEntries(url.searchParams)).toEqual({ phone: CHAT_PHONE, text: CHAT_GREETINGS.general.es });

    const hostile = 'a&phone=1#x"><img src=x onerror=alert(1)> javascript:alert(1)';
    el.setAttribute('message', hostile);
    el.setAttribute('phone', '+52 (55) 1234-5678');
    const custom = new URL(link(el).href);
    expect(custom.protocol).toBe('https:');
    expect(Object.fromEntries(custom.searchParams)).toEqual({ phone: '525512345678', text: hostile });
    expect(custom.hash).toBe('');
    expect(link(el).href).not.toMatch(/[<>"\s]/);
  });

  it('uses the api link on a phone and the configured number by default', () => {
    media({ narrow: true });
    configure({ chatPhone: '+51 987 654 321' });
    const url = new URL(link(mount()).href);
    expect(url.host).toBe('api.whatsapp.com');
    expect(url.searchParams.get('phone')).toBe('51987654321');
  });

  it('speaks English with lang="en": label, count and greeting', () => {
    const el = mount({ lang: 'en' });
    advance(36_000);
    expect(link(el).getAttribute('aria-label')).toBe('Message us on WhatsApp (1 new message)');
    expect(new URL(link(el).href).searchParams.get('text')).toBe(CHAT_GREETINGS.general.en);
  });

  it('cancelling embudo-chat-open keeps the browser from following the link', () => {
    const el = mount();
    advance(36_000);
    el.addEventListener('embudo-chat-open', (e) => e.preventDefault());
    const click = new MouseEvent('click', { bubbles: true, composed: true, cancelable: true });
    document.removeEventListener('click', prevent);
    link(el).dispatchEvent(click);
    document.addEventListener('click', prevent);
    expect(click.defaultPrevented).toBe(true);
  });

  it('steps aside while an Embudo modal is open, and leaves the layer manager on disconnect', () => {
    const el = mount();
    advance(36_000);
    setModalOpen('dialog', true);
    expect(shown(el)).toBe(false);
    setModalOpen('dialog', false);
    expect(shown(el)).toBe(true);
    setModalOpen('dialog', true);
    el.remove();
    // Its subscription is gone: closing the modal after the button left touches nothing.
    const told = vi.fn();
    subscribe(told);
    setModalOpen('dialog', false);
    expect(told).toHaveBeenCalledTimes(1);
    expect(() => setModalOpen('dialog', true)).not.toThrow();
  });

  it('clears every timer and listener on disconnect, and starts over on reconnect', () => {
    const remove = vi.spyOn(window, 'removeEventListener');
    const el = mount();
    advance(36_000);
    link(el).click();
    el.remove();
    expect(vi.getTimerCount()).toBe(0);
    expect(remove.mock.calls.filter(([type]) => type === 'keydown')).toHaveLength(1);
    document.body.append(el);
    expect(shown(el)).toBe(false);
    advance(36_000);
    expect(shown(el)).toBe(true);
  });
});
