import { signal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookies } from '../../src/services/storage';
import { createDeadlineBarModel } from './deadline-bar.model';
import { deadlineBarProps } from './deadline-bar.props';
import type { PropSignals } from '../../src/element';

const NOW = Date.UTC(2026, 10, 21, 12);

function props(overrides: Partial<Record<keyof typeof deadlineBarProps, unknown>> = {}) {
  const p: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(deadlineBarProps))
    p[key] = signal(overrides[key as keyof typeof deadlineBarProps] ?? spec.defaultValue);
  return p as PropSignals<typeof deadlineBarProps>;
}

// Models watch the page-wide clock: dispose each one so the next test's fake timers drive a fresh tick.
const created: Array<{ dispose(): void }> = [];
const model = (...args: Parameters<typeof createDeadlineBarModel>) => {
  const m = createDeadlineBarModel(...args);
  created.push(m);
  return m;
};

describe('deadline bar model', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: NOW });
    for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; max-age=0; path=/`;
  });
  afterEach(() => {
    created.splice(0).forEach((m) => m.dispose());
    vi.useRealTimers();
  });

  it('picks the mode from the path and Spanish/English texts', () => {
    const lang = signal<'es' | 'en'>('es');
    const m = model(props({ endAt: NOW + 3600_000 }), lang, { path: '/', now: () => NOW }, () => undefined);
    expect(m.mode.value).toBe('preinscription');
    expect(m.text.value).toBe('Preinscripción cierra en');
    lang.value = 'en';
    expect(m.text.value).toBe('Pre-enrollment closes in');
    const d = model(props(), lang, { path: '/descuento-beca-parcial', now: () => NOW }, () => undefined);
    expect(d.mode.value).toBe('discount');
    expect(d.slug.value).toBe('flex-descuento');
    expect(d.endAt.value).toBe(NOW + 86400_000);
    expect(cookies.get('discount-temporal-flex-descuento')).toBe(String(NOW + 86400_000));
    expect(cookies.get('discount-reboot-flex-descuento')).toBe(String(NOW + 2 * 86400_000));
  });

  it('is hidden with only the reboot cookie, and in preinscription mode without end-at', () => {
    cookies.set('discount-reboot-promo', String(NOW + 3600_000));
    const m = model(props({ mode: 'discount', campaign: 'promo' }), signal('es'), { path: '/x', now: () => NOW }, () => undefined);
    expect(m.isHidden.value).toBe(true);
    const p = model(props(), signal('es'), { path: '/', now: () => NOW }, () => undefined);
    expect(p.isHidden.value).toBe(true);
  });

  it('reports the end once with its mode', async () => {
    const ended = vi.fn();
    cookies.set('discount-temporal-promo', String(NOW + 2000));
    const m = model(props({ campaign: 'promo' }), signal('es'), { path: '/descuento', now: () => NOW }, ended);
    expect(m.endAt.value).toBe(NOW + 2000);
    const seen: number[] = [];
    const { effect } = await import('@preact/signals-core');
    const stop = effect(() => void seen.push(m.remaining.value));
    await vi.advanceTimersByTimeAsync(5000);
    expect(ended).toHaveBeenCalledTimes(1);
    expect(ended).toHaveBeenCalledWith('discount', NOW + 2000);
    expect(seen).toContain(0);
    stop();
  });
});
