import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineInTurn, TURN_MS } from './define-in-turn';
import type { WidgetClass } from './embudo-element';

/** The page's clock, moved on only by the widgets' first renders. */
let clock = 0;

/** A widget whose upgrade (its first render) takes `renderMs` of the clock. */
const widget = (tagName: string, upgraded: string[], renderMs = 0) =>
  class extends HTMLElement {
    static readonly tagName = tagName;
    static readonly props = {};
    static readonly styles = '';
    static readonly embudoVersion = 'test';
    connectedCallback(): void {
      upgraded.push(tagName);
      clock += renderMs;
    }
  } as unknown as WidgetClass;

const defined = (...tags: string[]) => tags.map((tag) => customElements.get(tag) !== undefined);

describe('defineInTurn (the all-in-one bundle: no long task, few frames)', () => {
  afterEach(() => {
    document.body.replaceChildren();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it(`upgrades the page's widgets in one task while it has taken under ${TURN_MS} ms, the next in a new task`, async () => {
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    document.body.innerHTML = '<embudo-turn-a></embudo-turn-a><embudo-turn-c></embudo-turn-c><embudo-turn-d></embudo-turn-d>';
    const upgraded: string[] = [];
    defineInTurn([
      widget('embudo-turn-a', upgraded, 2),
      widget('embudo-turn-b', upgraded),
      widget('embudo-turn-c', upgraded, TURN_MS - 1),
      widget('embudo-turn-d', upgraded, 1),
      widget('embudo-turn-e', upgraded),
    ]);
    // a took 2 ms: c comes in the same task (b has no element and costs nothing); after c the task
    // is past its turn, so d waits for the next one.
    expect(upgraded).toEqual(['embudo-turn-a', 'embudo-turn-c']);
    expect(defined('embudo-turn-a', 'embudo-turn-b', 'embudo-turn-c', 'embudo-turn-d', 'embudo-turn-e')).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    await Promise.resolve(); // not in a microtask of the same task either
    expect(upgraded).toHaveLength(2);
    await vi.waitFor(() => expect(upgraded).toEqual(['embudo-turn-a', 'embudo-turn-c', 'embudo-turn-d']));
    expect(customElements.get('embudo-turn-e')).toBeDefined();
  });

  it('a render already past the turn (a slow phone) gets a task of its own: every element of a tag together', async () => {
    // A fake clock (as a page's test clock) does not hold the next widgets back.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    document.body.innerHTML = '<embudo-turn-f></embudo-turn-f><embudo-turn-f></embudo-turn-f><embudo-turn-g></embudo-turn-g>';
    const upgraded: string[] = [];
    defineInTurn([widget('embudo-turn-f', upgraded, TURN_MS), widget('embudo-turn-g', upgraded, TURN_MS)]);
    expect(upgraded).toEqual(['embudo-turn-f', 'embudo-turn-f']);
    await vi.waitFor(() => expect(upgraded).toEqual(['embudo-turn-f', 'embudo-turn-f', 'embudo-turn-g']));
  });

  it("from the bundle's own start, the first widget with elements waits for a task whatever the clock", async () => {
    vi.spyOn(performance, 'now').mockImplementation(() => clock);
    document.body.innerHTML = '<embudo-turn-i></embudo-turn-i><embudo-turn-j></embudo-turn-j>';
    const upgraded: string[] = [];
    defineInTurn([widget('embudo-turn-h', upgraded), widget('embudo-turn-i', upgraded), widget('embudo-turn-j', upgraded)], 0, true);
    // h has no element: defined at once; i, the first with one, waits, and j (quick) comes with it.
    expect(defined('embudo-turn-h', 'embudo-turn-i', 'embudo-turn-j')).toEqual([true, false, false]);
    await Promise.resolve();
    expect(upgraded).toEqual([]);
    await vi.waitFor(() => expect(upgraded).toEqual(['embudo-turn-i', 'embudo-turn-j']));
  });
});
