import { afterEach, describe, expect, it, vi } from 'vitest';

describe('warmIntl', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    vi.resetModules();
  });

  it('builds the locale table once, in a task of its own, and resolves every caller after it', async () => {
    vi.useFakeTimers();
    const { warmIntl } = await import('./intl-warm');
    const table = vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf');
    let done = 0;
    const first = warmIntl().then(() => done++);
    const second = warmIntl().then(() => done++);
    // Not in the caller's task: its render goes on without the set-up.
    expect(table).not.toHaveBeenCalled();
    await Promise.resolve();
    expect(done).toBe(0);
    await vi.advanceTimersByTimeAsync(0);
    await Promise.all([first, second]);
    expect(table).toHaveBeenCalledTimes(1);
    expect(done).toBe(2);
    // Later callers: at once (a microtask), no task and no second set-up.
    let later = false;
    const third = warmIntl().then(() => (later = true));
    await third;
    expect(later).toBe(true);
    expect(table).toHaveBeenCalledTimes(1);
  });

  it('resolves where the engine has no usable Intl', async () => {
    vi.useFakeTimers();
    const { warmIntl } = await import('./intl-warm');
    vi.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockImplementation(() => {
      throw new TypeError('Intl is not supported');
    });
    const warm = warmIntl();
    await vi.advanceTimersByTimeAsync(0);
    await expect(warm).resolves.toBeUndefined();
  });
});
