import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withRoom } from '../../scripts/embudo-css';
import { COUNTDOWN_SIZES, countdownRoom, embudoCssRoom, shadowRoomCss, type CountdownSize } from './countdown.room';

const sizes = Object.keys(COUNTDOWN_SIZES) as CountdownSize[];

describe('the countdown room rule', () => {
  it('is what widgets/embudo.css holds (npx tsx scripts/embudo-css.ts writes it)', () => {
    const css = readFileSync('widgets/embudo.css', 'utf8');
    expect(withRoom(css)).toBe(css);
    expect(css).toContain(embudoCssRoom());
  });

  it('keeps the size of old where its units fit: medium with 4 units on a wide column is 5.1975em + 4px', () => {
    const room = countdownRoom(1200, 4, 'medium');
    expect(room).toMatchObject({ rows: 1, columns: 4, digits: 36 });
    expect(room.height).toBeCloseTo(5.1975 * 16 + 4, 6);
    expect(countdownRoom(1200, 6, 'large').height).toBeCloseTo(6.93 * 16 + 4, 6);
    expect(countdownRoom(1200, 6, 'small').height).toBeCloseTo(3.675 * 16 + 4, 6);
    expect(countdownRoom(1200, 6, 'extra-small').height).toBeCloseTo(2.73 * 16 + 4, 6);
  });

  it('counts each unit at least as wide as its digits and a 7-title-em title: the units fit the column', () => {
    for (const size of sizes) {
      for (let n = 1; n <= 6; n++) {
        for (let width = 248; width <= 1264; width += 4) {
          const { rows, columns, digits: K } = countdownRoom(width, n, size);
          expect(rows === 2 ? Math.ceil(n / 2) : n).toBe(columns);
          const t = Math.max(0.3 * K, 9.6);
          const need = 2 + 0.3 * K + columns * Math.max(1.88 * K, 7 * t) + 0.25 * K * (columns - 1);
          expect(need, `${size} ${n} at ${width}px`).toBeLessThanOrEqual(width + 1e-9);
        }
      }
    }
  });

  it('shrinks with the column, never below its floor nor above its size, and takes two rows only where one does not fit', () => {
    for (const size of sizes) {
      let last = Infinity;
      for (let width = 1264; width >= 248; width -= 4) {
        const { rows, digits } = countdownRoom(width, 6, size);
        expect(digits).toBeLessThanOrEqual(COUNTDOWN_SIZES[size] * 16);
        expect(digits).toBeGreaterThanOrEqual(Math.min(COUNTDOWN_SIZES[size], 1.6) * 16);
        if (rows === 1) {
          expect(digits).toBeLessThanOrEqual(last);
          last = digits;
        }
      }
    }
    expect(countdownRoom(380, 6, 'medium').rows).toBe(2);
    expect(countdownRoom(380, 4, 'medium').rows).toBe(1);
    expect(countdownRoom(380, 1, 'large').rows).toBe(1);
  });

  it('writes a container query per size and unit count in the shadow styles, with the same thresholds as embudo.css', () => {
    const css = shadowRoomCss();
    expect(css.match(/@container/g)).toHaveLength(sizes.length * 5);
    expect(css).toContain('@container (width < calc(27.68em + 2px)){.size-medium.n6{--_c:3;--_r:2}}');
    expect(embudoCssRoom()).toContain('--_a:4.6;--_b:0.08');
  });
});
