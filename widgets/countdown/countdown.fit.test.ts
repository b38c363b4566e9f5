import { describe, expect, it } from 'vitest';
import { FIT_FLOOR, fitScale } from './countdown.fit';

/** The line's width at `scale`, as the countdown lays it out: each unit as wide as its digits or its title. */
const lineWidth = (digits: number[], titles: number[], gap: number, scale: number): number =>
  digits.reduce((sum, d, i) => sum + Math.max(d * scale, titles[i]!), 0) + gap * scale * (digits.length - 1);

// `medium` with 4 units at 16 px, as Chromium lays them out: digit blocks 68.5 px, titles
// DÍAS, HORAS, MINUTOS, SEGUNDOS, gaps 9 px.
const digits = [68.5, 68.5, 68.5, 68.5];
const titles = [30.8, 44.8, 59.9, 71.2];

describe('fitScale', () => {
  it('is 1 when the units fit their line as they are', () => {
    expect(fitScale(digits, titles, 9, 400)).toBe(1);
    expect(fitScale(digits, titles, 9, lineWidth(digits, titles, 9, 1))).toBe(1);
  });

  it('is the largest thousandth at which they fit a narrower line', () => {
    for (const room of [256, 266.5, 280, 295, 300.9]) {
      const scale = fitScale(digits, titles, 9, room)!;
      expect(scale).toBeGreaterThanOrEqual(FIT_FLOOR);
      expect(scale).toBeLessThan(1);
      expect(lineWidth(digits, titles, 9, scale)).toBeLessThanOrEqual(room);
      expect(lineWidth(digits, titles, 9, scale + 0.001)).toBeGreaterThan(room);
    }
  });

  it('counts a title wider than its shrunk digits at the title’s width (titles keep their size)', () => {
    // At .8 the digits are 54.8 px: SEGUNDOS (71.2) and MINUTOS (59.9) set their units' widths.
    const scale = fitScale(digits, titles, 9, 266.5)!;
    const proportional = 266.5 / lineWidth(digits, titles, 9, 1);
    expect(scale).toBeLessThan(proportional);
    expect(lineWidth(digits, titles, 9, scale)).toBeLessThanOrEqual(266.5);
  });

  it('is undefined when not even the floor fits: the units wrap instead', () => {
    expect(fitScale(digits, titles, 9, lineWidth(digits, titles, 9, FIT_FLOOR) - 0.1)).toBeUndefined();
    expect(fitScale(digits, titles, 9, 100)).toBeUndefined();
    expect(fitScale(digits, titles, 9, lineWidth(digits, titles, 9, FIT_FLOOR))).toBe(FIT_FLOOR);
  });

  it('takes its floor as a parameter, and one unit has no gap', () => {
    expect(fitScale([100], [20], 50, 60, 0.5)).toBe(0.6);
    expect(fitScale([100], [20], 50, 40, 0.5)).toBeUndefined();
    expect(fitScale([], [], 9, 0)).toBe(1);
  });
});
