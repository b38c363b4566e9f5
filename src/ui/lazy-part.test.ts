import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterFirstMove } from './first-move';
import { lazyPart } from './lazy-part';

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('lazyPart', () => {
  it('loads once however many ask, and hands the same part to all', async () => {
    const load = vi.fn(() => Promise.resolve({ n: 1 }));
    const part = lazyPart('embudo-x', 'the view', 'tried again later', load);
    expect(part.value).toBeUndefined();
    const [a, b] = await Promise.all([part.load(), part.load()]);
    expect(a).toBe(b);
    expect(await part.arrived).toBe(a);
    expect(part.value).toBe(a);
    await part.load();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('logs one error naming the tag, the part and the reason, and the next load tries again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let fail = true;
    const part = lazyPart('embudo-x', 'the view', 'the next trigger tries again', () =>
      fail ? Promise.reject(new Error('404')) : Promise.resolve('ok'),
    );
    await expect(part.load()).rejects.toThrow('404');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('[embudo-x] the view could not be loaded (404); the next trigger tries again.');
    fail = false;
    await expect(part.load()).resolves.toBe('ok');
    await expect(part.arrived).resolves.toBe('ok');
  });

  it('loads by itself when the connection comes back after an offline failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('ok');
    const part = lazyPart('embudo-x', 'the view', 'tried again later', load);
    await expect(part.load()).rejects.toThrow('offline');
    window.dispatchEvent(new Event('online'));
    await expect(part.arrived).resolves.toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands the part to each user: now once it has arrived, else when it arrives', async () => {
    const part = lazyPart('embudo-x', 'the view', 'later', () => Promise.resolve('ok'));
    const early = vi.fn();
    part.use(early);
    expect(early).not.toHaveBeenCalled();
    await part.load();
    expect(early).toHaveBeenCalledWith('ok');
    const late = vi.fn();
    part.use(late);
    expect(late).toHaveBeenCalledWith('ok');
  });

  it("loads on idle after the visitor's first move, at once when asked, and not for a second copy of a script", async () => {
    vi.useFakeTimers();
    const load = vi.fn(() => Promise.resolve('ok'));
    const move = () => window.dispatchEvent(new Event('pointerdown'));
    // The page's <embudo-idle-test> is another script's class: this copy loads nothing.
    customElements.define('embudo-idle-test', class extends HTMLElement {});
    lazyPart('embudo-x', 'the view', 'later', load).loadAfterFirstMove(false, { tagName: 'embudo-idle-test' });
    move();
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    const later = lazyPart('embudo-x', 'the view', 'later', load);
    later.loadAfterFirstMove();
    // A page only loaded and read: nothing, however long.
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(load).not.toHaveBeenCalled();
    move();
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    // The listeners went with the first move.
    move();
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    const now = lazyPart('embudo-x', 'the view', 'later', load);
    now.loadAfterFirstMove(true);
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('afterFirstMove: never runs once its signal has aborted', async () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const stop = new AbortController();
    afterFirstMove(run, stop.signal);
    stop.abort();
    window.dispatchEvent(new Event('keydown'));
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(run).not.toHaveBeenCalled();
    // Aborted between the move and the idle callback: still nothing.
    const late = new AbortController();
    afterFirstMove(run, late.signal);
    window.dispatchEvent(new Event('wheel'));
    late.abort();
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(run).not.toHaveBeenCalled();
  });

  it('a preload after something asked adds nothing: no second try of a load that failed', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const part = lazyPart('embudo-x', 'the view', 'later', load);
    part.loadAfterFirstMove();
    await expect(part.load()).rejects.toThrow('offline'); // an open, before the visitor's first move counted
    window.dispatchEvent(new Event('pointerdown'));
    if (document.readyState !== 'complete') window.dispatchEvent(new Event('load'));
    await vi.runAllTimersAsync();
    expect(load).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledTimes(1);
  });
});
