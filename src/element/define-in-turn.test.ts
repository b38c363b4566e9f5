import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineInTurn } from './define-in-turn';
import type { WidgetClass } from './embudo-element';

const widget = (tagName: string, upgraded: string[]) =>
  class extends HTMLElement {
    static readonly tagName = tagName;
    static readonly props = {};
    static readonly styles = '';
    static readonly embudoVersion = 'test';
    connectedCallback(): void {
      upgraded.push(tagName);
    }
  } as unknown as WidgetClass;

describe('defineInTurn (the all-in-one bundle; issue 21: no long task)', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.useRealTimers();
  });

  it('upgrades one widget of the page per task, and defines tags with no element without waiting', async () => {
    // A fake clock (as a page's test clock) does not hold the next widgets back.
    vi.useFakeTimers();
    document.body.innerHTML = '<embudo-turn-a></embudo-turn-a><embudo-turn-c></embudo-turn-c><embudo-turn-c></embudo-turn-c>';
    const upgraded: string[] = [];
    defineInTurn([widget('embudo-turn-a', upgraded), widget('embudo-turn-b', upgraded), widget('embudo-turn-c', upgraded), widget('embudo-turn-d', upgraded)]);
    expect(upgraded).toEqual(['embudo-turn-a']);
    // b has no element: defined with a, in the same task; c waits for the next task.
    expect(['a', 'b', 'c', 'd'].map((x) => customElements.get(`embudo-turn-${x}`) !== undefined)).toEqual([true, true, false, false]);
    await vi.waitFor(() => expect(upgraded).toEqual(['embudo-turn-a', 'embudo-turn-c', 'embudo-turn-c']));
    expect(customElements.get('embudo-turn-d')).toBeDefined();
  });

  it('from the bundle\'s own start, the first widget with elements waits for a task too', async () => {
    document.body.innerHTML = '<embudo-turn-f></embudo-turn-f><embudo-turn-g></embudo-turn-g>';
    const upgraded: string[] = [];
    defineInTurn([widget('embudo-turn-e', upgraded), widget('embudo-turn-f', upgraded), widget('embudo-turn-g', upgraded)], 0, true);
    // e has no element: defined at once; f, the first with one, waits.
    expect(['e', 'f', 'g'].map((x) => customElements.get(`embudo-turn-${x}`) !== undefined)).toEqual([true, false, false]);
    expect(upgraded).toEqual([]);
    await Promise.resolve(); // not in a microtask either
    expect(upgraded).toEqual([]);
    await vi.waitFor(() => expect(upgraded).toEqual(['embudo-turn-f', 'embudo-turn-g']));
  });
});
