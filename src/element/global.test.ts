import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as GlobalModuleNamespace from './global';

type GlobalModule = typeof GlobalModuleNamespace;
type Api = { open(name: string): void; close(name: string): void; version: string };

/** A fresh copy of the module, as a second Embudo script on the page would have. */
async function bundle(): Promise<GlobalModule> {
  vi.resetModules();
  return import('./global');
}

const api = () => (window as unknown as { embudo: Api }).embudo;

describe('window.embudo and widget openers across bundles', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    delete (window as unknown as { embudo?: unknown }).embudo;
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    errors.mockRestore();
    delete (document as unknown as Record<symbol, unknown>)[Symbol.for('embudo.openers')];
  });

  it('one window.embudo per page answers for the widgets of every bundle; the first opener registered wins', async () => {
    const first = await bundle();
    first.boot('http://localhost/widgets/countdown.js', []);
    const global = api();
    const second = await bundle();
    expect(second).not.toBe(first);
    const scholarship = vi.fn();
    second.registerOpener('scholarship', scholarship); // at import, before its boot
    second.boot('http://localhost/widgets/scholarship-modal.js', []);
    expect(api()).toBe(global);
    api().open('scholarship');
    api().close('scholarship');
    expect(scholarship.mock.calls).toEqual([['open'], ['close']]);
    const again = vi.fn();
    first.registerOpener('scholarship', again);
    api().open('scholarship');
    expect(again).not.toHaveBeenCalled();
    expect(second.runOpener('scholarship', 'close')).toBe(true);
    expect(second.runOpener('brochure', 'open')).toBe(false); // not loaded: queued
    expect(Object.keys(api())).toEqual(['version', 'config', 'open', 'close']);
    expect(errors).not.toHaveBeenCalled();
  });

  it('queues embudo.open() made before a widget loads, across bundles', async () => {
    (window as unknown as { embudo: unknown }).embudo = {
      q: [
        ['open', 'brochure'],
        ['close', 'scholarship'],
        ['open', 'scholarship'],
      ],
    };
    const first = await bundle();
    first.boot('http://localhost/widgets/countdown.js', []);
    const second = await bundle();
    const brochure = vi.fn();
    second.registerOpener('brochure', brochure);
    expect(brochure.mock.calls).toEqual([['open']]);
    const scholarship = vi.fn();
    second.registerOpener('scholarship', scholarship);
    expect(scholarship.mock.calls.map(([action]) => action)).toEqual(['close', 'open']);
    expect(errors).not.toHaveBeenCalled();
  });
});
