import { describe, expect, it } from 'vitest';
import { FIT_FLOOR, fitScale } from './countdown.fit';

/** A unit row `digits` px wide at scale 1 (its digits scale, its `fixed` part does not), in `room` px. */
const row = (digits: number, fixed: number, room: number) => (scale: number) => digits * scale + fixed > room;

describe('fitScale', () => {
  it('is 1 when the units fit as they are', () => {
    expect(fitScale(row(200, 50, 300))).toBe(1);
    expect(fitScale(row(200, 50, 250))).toBe(1);
  });

  it('is the largest hundredth at which they fit a narrower room', () => {
    for (const room of [210, 222.5, 240, 249]) {
      const overflows = row(200, 50, room);
      const scale = fitScale(overflows);
      expect(scale).toBeGreaterThanOrEqual(FIT_FLOOR);
      expect(scale).toBeLessThan(1);
      expect(overflows(scale)).toBe(false);
      expect(overflows(Math.round(scale * 100 + 1) / 100)).toBe(true);
    }
  });

  it('is the floor when not even the floor fits', () => {
    expect(fitScale(row(200, 50, 150))).toBe(FIT_FLOOR);
    expect(fitScale(row(200, 50, 200))).toBe(FIT_FLOOR);
  });

  it('takes its floor as a parameter', () => {
    expect(fitScale(row(100, 0, 60), 0.5)).toBe(0.6);
    expect(fitScale(row(100, 0, 40), 0.5)).toBe(0.5);
  });
});
