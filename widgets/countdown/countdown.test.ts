import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineElement } from '../../src/element';
import { isTicking } from '../../src/services/clock';
import { EmbudoCountdown } from './countdown.element';

const T0 = Date.UTC(2026, 0, 1, 0, 0, 0);
type Countdown = EmbudoCountdown & { endAt: number | null; hideSecond: boolean };

const digits = (el: Element, unit: string) =>
  [...el.shadowRoot!.querySelectorAll(`.unit-${unit} [part=digit]`)].map((d) => d.textContent).join('');
const titles = (el: Element) => [...el.shadowRoot!.querySelectorAll('[part=title]')].map((t) => t.textContent);

function mount(attrs: Record<string, string>, children = ''): Countdown {
  const el = document.createElement('embudo-countdown') as Countdown;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.innerHTML = children;
  document.body.append(el);
  return el;
}

describe('embudo-countdown', () => {
  beforeAll(() => defineElement(EmbudoCountdown));
  beforeEach(() => vi.useFakeTimers({ now: T0 + 100 }));
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('shows every unit with Spanish titles by default and ticks each second', async () => {
    const el = mount({ 'end-at': new Date(T0 + 400 * 86400_000 + 3 * 3600_000 + 5_000).toISOString() });
    expect(titles(el)).toEqual(['Años', 'Meses', 'Días', 'Horas', 'Minutos', 'Segundos']);
    expect([digits(el, 'year'), digits(el, 'month'), digits(el, 'day'), digits(el, 'hour'), digits(el, 'second')]).toEqual([
      '01',
      '01',
      '05',
      '03',
      '05',
    ]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(digits(el, 'second')).toBe('04');
    expect(el.shadowRoot!.querySelector('[part=base]')!.getAttribute('role')).toBe('timer');
  });

  it('stops the page clock when removed (its model disposed), and counts again when put back', () => {
    const el = mount({ 'end-at': String(T0 + 3_600_000) });
    expect(isTicking()).toBe(true);
    el.remove();
    expect(isTicking()).toBe(false);
    document.body.append(el);
    expect(isTicking()).toBe(true);
    expect(digits(el, 'hour')).toBe('01');
  });

  it('hides units, carries their time, takes custom titles and English', () => {
    const el = mount({
      'end-at': String(T0 + 150 * 86400_000),
      'hide-year': '',
      'hide-month': '',
      lang: 'en',
      'title-day': 'Jornadas',
      'title-position': 'top',
    });
    expect(digits(el, 'day')).toBe('150');
    expect(titles(el)).toEqual(['Jornadas', 'Hours', 'Minutes', 'Seconds']);
    const unit = el.shadowRoot!.querySelector('.unit-day')!;
    expect(unit.firstElementChild!.getAttribute('part')).toBe('title');
    el.hideSecond = true;
    expect(el.shadowRoot!.querySelector('.unit-second')).toBeNull();
  });

  it('writes only the cards that changed, and drops a card when a unit needs one digit less', async () => {
    // 100 days, 0 h, 0 min, 1 s: one second later 100:00:00:00, one more and 99:23:59:59.
    const el = mount({ 'end-at': String(T0 + 100 * 86400_000 + 1_000), 'hide-year': '', 'hide-month': '' });
    expect(digits(el, 'day')).toBe('100');
    const [tens, ones] = el.shadowRoot!.querySelectorAll<HTMLElement>('.unit-second [part=digit]');
    const tensText = tens!.firstChild;
    await vi.advanceTimersByTimeAsync(1000);
    expect(digits(el, 'second')).toBe('00');
    expect(tens!.firstChild).toBe(tensText); // the same text node, written in place
    expect(ones!.textContent).toBe('0');
    await vi.advanceTimersByTimeAsync(1000);
    expect([digits(el, 'day'), digits(el, 'hour'), digits(el, 'minute'), digits(el, 'second')]).toEqual(['99', '23', '59', '59']);
    expect(el.shadowRoot!.querySelectorAll('.unit-day [part=digit]')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect([digits(el, 'day'), digits(el, 'second')]).toEqual(['99', '58']);
  });

  it('fires embudo-time-up once, then shows its children (or end-text)', async () => {
    const el = mount({ 'end-at': String(T0 + 2000), 'end-text': 'Se acabó' }, '<b>Oferta terminada</b>');
    const timeUp = vi.fn();
    el.addEventListener('embudo-time-up', timeUp);
    await vi.advanceTimersByTimeAsync(5000);
    expect(timeUp).toHaveBeenCalledTimes(1);
    expect((timeUp.mock.calls[0]![0] as CustomEvent).detail).toEqual({ endAt: T0 + 2000 });
    expect(el.shadowRoot!.querySelector('[part=end]')!.hasAttribute('hidden')).toBe(false);
    expect(el.shadowRoot!.querySelector('.units')).toBeNull();
  });

  it('fires embudo-time-up once per end, also when the element is moved in the page', async () => {
    const el = mount({ 'end-at': String(T0 + 2000), 'end-text': 'Fin' });
    const timeUp = vi.fn();
    document.addEventListener('embudo-time-up', timeUp);
    try {
      await vi.advanceTimersByTimeAsync(3000);
      expect(timeUp).toHaveBeenCalledTimes(1);
      const elsewhere = document.body.appendChild(document.createElement('section'));
      elsewhere.append(el); // disconnect, connect: a new model finds the time up again
      await vi.advanceTimersByTimeAsync(3000);
      el.remove();
      document.body.append(el);
      await vi.advanceTimersByTimeAsync(3000);
      expect(timeUp).toHaveBeenCalledTimes(1);
      expect(el.shadowRoot!.querySelector('.units')).toBeNull();
      // A new end is a new time-up.
      el.setAttribute('end-at', String(Date.now() + 1000));
      await vi.advanceTimersByTimeAsync(2000);
      expect(timeUp).toHaveBeenCalledTimes(2);
    } finally {
      document.removeEventListener('embudo-time-up', timeUp);
    }
  });

  it('keeps zeros with end-at-zero, and with nothing to show at the end', async () => {
    const zero = mount({ 'end-at': String(T0 + 1000), 'end-at-zero': '', 'end-text': 'x' });
    const bare = mount({ 'end-at': String(T0 + 1000) });
    await vi.advanceTimersByTimeAsync(2000);
    for (const el of [zero, bare]) {
      expect(digits(el, 'second')).toBe('00');
      expect(el.shadowRoot!.querySelector('[part=end]')!.hasAttribute('hidden')).toBe(true);
    }
  });

  it('a bad end-at logs one error and shows zeros, never NaN', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = mount({ 'end-at': 'mañana' });
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(
      /^\[embudo-countdown\] end-at="mañana" is not valid: expected an ISO 8601 date-time with offset/,
    );
    expect(el.shadowRoot!.textContent).not.toContain('NaN');
    expect(digits(el, 'second')).toBe('00');
  });

  it('says when end-at is missing', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mount({});
    await vi.advanceTimersByTimeAsync(0);
    expect(String(errors.mock.calls[0]![0])).toContain('end-at="" is not valid');
    expect(String(errors.mock.calls[0]![0])).toContain('the attribute is missing');
  });

  it('says when end-at is empty (an unfilled template variable)', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    mount({ 'end-at': '' });
    await vi.advanceTimersByTimeAsync(0);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(/^\[embudo-countdown\] end-at="" is not valid: .*\(the attribute is empty\)/);
  });

  it('refuses Unix seconds (1970 as milliseconds): one error, no time-up', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = mount({ 'end-at': '1767225599' });
    const timeUp = vi.fn();
    el.addEventListener('embudo-time-up', timeUp);
    await vi.advanceTimersByTimeAsync(2000);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toMatch(
      /^\[embudo-countdown\] end-at="1767225599" is not valid: .*epoch milliseconds \(not seconds\)/,
    );
    expect(timeUp).not.toHaveBeenCalled();
    expect(digits(el, 'second')).toBe('00');
  });

  it('gives screen readers a per-minute sentence, not digits', () => {
    const el = mount({ 'end-at': String(T0 + 2 * 3600_000 + 90_000), 'hide-year': '', 'hide-month': '', 'hide-day': '' });
    expect(el.shadowRoot!.querySelector('.visually-hidden')!.textContent).toBe('Tiempo restante: 2 horas y 1 minuto');
    expect(el.shadowRoot!.querySelector('.units')!.getAttribute('aria-hidden')).toBe('true');
  });
});
