import { effect, signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Lang, Unit } from '../i18n';
import { isTicking, now } from './clock';
import { countdownSignals, minuteLabel, secondsUntil } from './countdown';

const T0 = Date.UTC(2026, 0, 1, 0, 0, 0);

describe('shared clock and countdown signals', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: T0 + 250 });
  });
  afterEach(() => vi.useRealTimers());

  it('the screen-reader label is there from the first render, then changes once a minute, not each second', async () => {
    const endAt = signal<number | null>(T0 + 2 * 3_600_000 + 3 * 60_000 + 4_000);
    const units = signal<readonly Unit[]>(['day', 'hour', 'minute', 'second']);
    const lang = signal<Lang>('es');
    const { remaining, isOver } = countdownSignals(endAt, units, () => undefined);
    const label = minuteLabel(remaining, units, lang, isOver);
    const seen: string[] = [];
    const stop = effect(() => void seen.push(label.value));
    // 2:03:04 on the digits: rounded down, as shown.
    expect(seen).toEqual(['Tiempo restante: 2 horas y 3 minutos']);
    await vi.advanceTimersByTimeAsync(4_000); // seconds tick: the sentence stays (2 h 3 min 0 s left)
    expect(seen).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000); // 2 h 2 min 59 s left
    expect(seen.at(-1)).toBe('Tiempo restante: 2 horas y 2 minutos');
    lang.value = 'en';
    expect(seen.at(-1)).toBe('Time remaining: 2 hours and 2 minutes');
    stop();
    endAt.value = null; // nothing reads the clock any more: it stops, as the next tests expect
    await vi.advanceTimersByTimeAsync(1_000);
    expect(isTicking()).toBe(false);
  });

  it('rounds up to whole seconds', () => {
    expect(secondsUntil(T0 + 10_000, T0 + 250)).toBe(10);
    expect(secondsUntil(T0 + 10_000, T0 + 10_000)).toBe(0);
    expect(secondsUntil(T0, T0 + 5000)).toBe(0);
  });

  it('ticks once per wall-clock second only while watched, one timer for many countdowns', async () => {
    const endAt = signal<number | null>(T0 + 5000);
    const units = signal<readonly Unit[]>(['minute', 'second']);
    const timeUp = vi.fn();
    const countdowns = Array.from({ length: 50 }, () => countdownSignals(endAt, units, timeUp));
    const seen: number[] = [];
    const stops = countdowns.map((c, i) => effect(() => void (i === 0 && seen.push(c.amounts.second.value))));
    expect(isTicking()).toBe(true);
    expect(vi.getTimerCount()).toBe(1);
    await vi.advanceTimersByTimeAsync(760); // to just past the next wall-clock second
    expect(seen).toEqual([5, 4]);
    await vi.advanceTimersByTimeAsync(4000);
    expect(seen).toEqual([5, 4, 3, 2, 1, 0]);
    // Fired once per countdown, and the finished countdowns stopped the clock.
    expect(timeUp).toHaveBeenCalledTimes(50);
    expect(timeUp).toHaveBeenCalledWith(T0 + 5000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(timeUp).toHaveBeenCalledTimes(50);
    expect(isTicking()).toBe(false);
    stops.forEach((stop) => stop());
  });

  it('carries hidden units into the next shown one, and re-arms when end-at moves', async () => {
    const endAt = signal<number | null>(T0 + 2 * 86400_000 + 3 * 3600_000);
    const units = signal<readonly Unit[]>(['hour', 'minute', 'second']);
    const timeUp = vi.fn();
    const c = countdownSignals(endAt, units, timeUp);
    const stop = effect(() => void c.remaining.value);
    expect(c.amounts.hour.value).toBe(51);
    units.value = ['day', 'hour', 'minute', 'second'];
    expect(c.amounts.day.value).toBe(2);
    endAt.value = T0 - 1;
    await vi.advanceTimersByTimeAsync(0);
    expect(c.isOver.value).toBe(true);
    expect(timeUp).toHaveBeenCalledTimes(1);
    endAt.value = T0 + 1000;
    expect(c.isOver.value).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(timeUp).toHaveBeenCalledTimes(2);
    stop();
  });

  it('catches up at once when a hidden tab becomes visible', async () => {
    const endAt = signal<number | null>(T0 + 3600_000);
    const c = countdownSignals(endAt, signal<readonly Unit[]>(['minute', 'second']), () => undefined);
    const stop = effect(() => void c.remaining.value);
    // The browser throttled our timer: time moved on 10 minutes without a tick.
    vi.setSystemTime(T0 + 600_250);
    expect(now.value).toBeLessThan(T0 + 600_000);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(c.amounts.minute.value).toBe(50);
    stop();
  });
});
