import { afterEach, describe, expect, it, vi } from 'vitest';
import { openTab } from './open-tab';

describe('openTab', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a new tab and cuts its handle back to this page', () => {
    const tab = { opener: window } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(tab);
    expect(openTab('https://wa.me/51999')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://wa.me/51999', '_blank');
    expect(tab.opener).toBeNull();
  });

  it('says false when a popup blocker answers null or the frame throws', () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openTab('https://wa.me/51999')).toBe(false);
    vi.spyOn(window, 'open').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError');
    });
    expect(openTab('https://wa.me/51999')).toBe(false);
  });
});
