import { afterEach, describe, expect, it } from 'vitest';
import { pageSlot } from './page-slot';

describe('pageSlot', () => {
  afterEach(() => pageSlot('test.slot').clear());

  it('is shared by every copy that names it: the same Symbol.for key on document', () => {
    const mine = pageSlot<{ n: number }>('test.slot');
    const anotherCopy = pageSlot<{ n: number }>('test.slot');
    const value = mine.ensure(() => ({ n: 1 }));
    expect(anotherCopy.get()).toBe(value);
    expect((document as unknown as Record<symbol, unknown>)[Symbol.for('embudo.test.slot')]).toBe(value);
    expect(Object.keys(document)).not.toContain('embudo.test.slot');
  });

  it('ensure makes the value once; set replaces it; clear forgets it', () => {
    const slot = pageSlot<number>('test.slot');
    let made = 0;
    expect(slot.get()).toBeUndefined();
    expect(slot.ensure(() => ++made)).toBe(1);
    expect(slot.ensure(() => ++made)).toBe(1);
    expect(made).toBe(1);
    expect(slot.set(7)).toBe(7);
    expect(slot.get()).toBe(7);
    slot.clear();
    expect(slot.get()).toBeUndefined();
    expect(Symbol.for('embudo.test.slot') in document).toBe(false);
  });

  it('keeps a falsy value (false: a refused policy is not asked again)', () => {
    const slot = pageSlot<false | string>('test.slot');
    slot.set(false);
    expect(slot.ensure(() => 'made')).toBe(false);
  });
});
