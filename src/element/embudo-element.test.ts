import { h } from 'preact';
import { computed, createModel, type ReadonlySignal } from '@preact/signals-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { boot } from './global';
import { defineElement } from './define';
import type { PropSignals } from './embudo-element';
import { PreactElement } from './preact-element';
import { boolean, date, oneOf, string } from './props';

const props = { greeting: string('hola'), tone: oneOf(['calm', 'loud'], 'calm'), shout: boolean(), when: date() };
const disposed = vi.fn();

const TestModel = createModel((p: PropSignals<typeof props>) => {
  const text = computed(() => `${p.greeting.value}${p.shout.value ? '!' : ''} (${p.tone.value})`);
  return { text, dispose: () => undefined };
});
type TestModel = InstanceType<typeof TestModel>;

class EmbudoTestThing extends PreactElement<typeof props, TestModel, { 'embudo-ping': { n: number } }> {
  static override readonly tagName: string = 'embudo-test-thing';
  static override readonly props = props;
  static override readonly styles = ':host{display:block}';
  protected createModel() {
    const model = new TestModel(this.props);
    const dispose = model[Symbol.dispose].bind(model);
    model[Symbol.dispose] = () => {
      disposed();
      dispose();
    };
    return model;
  }
  protected render(model: TestModel) {
    return h('p', { part: 'text' }, (model.text as ReadonlySignal<string>).value);
  }
  ping(n: number) {
    return this.emit('embudo-ping', { n });
  }
}
defineElement(EmbudoTestThing);

type Thing = EmbudoTestThing & { greeting: string; tone: string; shout: boolean; when: number | null };
const text = (el: Element) => el.shadowRoot!.querySelector('p')!.textContent;

describe('EmbudoElement', () => {
  let errors: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    disposed.mockClear();
  });
  afterEach(() => document.body.replaceChildren());

  it('renders into an open shadow root with its styles inside it', () => {
    const el = document.createElement('embudo-test-thing');
    document.body.append(el);
    expect(el.shadowRoot?.mode).toBe('open');
    expect(text(el)).toBe('hola (calm)');
    const adopted = el.shadowRoot!.adoptedStyleSheets?.length ?? 0;
    expect(adopted + el.shadowRoot!.querySelectorAll('style').length).toBeGreaterThan(0);
    expect(document.head.querySelectorAll('style').length).toBe(0);
  });

  it('reacts to attribute and property changes, mirrored by camelCase properties', () => {
    const el = document.createElement('embudo-test-thing') as Thing;
    document.body.append(el);
    el.setAttribute('greeting', 'hi');
    el.setAttribute('tone', 'loud');
    el.toggleAttribute('shout', true);
    expect(text(el)).toBe('hi! (loud)');
    expect(el.tone).toBe('loud');
    el.greeting = 'hey';
    el.shout = false;
    expect(text(el)).toBe('hey (loud)');
    el.when = '2026-01-01T00:00:00Z' as unknown as number;
    expect(el.when).toBe(Date.UTC(2026, 0, 1));
  });

  it('logs one clear error for a bad value and keeps a sane default', () => {
    const el = document.createElement('embudo-test-thing') as Thing;
    el.setAttribute('tone', 'purple');
    document.body.append(el);
    el.setAttribute('tone', 'purple');
    expect(el.tone).toBe('calm');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith(
      '[embudo-test-thing] tone="purple" is not valid: expected one of "calm", "loud". Using the default instead.',
    );
    el.when = 'next week' as unknown as number;
    expect(el.when).toBeNull();
    expect(String(errors.mock.calls[1]?.[0])).toMatch(/^\[embudo-test-thing\] when="next week" is not valid: expected an ISO 8601/);
  });

  it('reports an unsupported lang and falls back to Spanish', () => {
    const el = document.createElement('embudo-test-thing');
    el.setAttribute('lang', 'fr');
    document.body.append(el);
    expect(String(errors.mock.calls[0]?.[0])).toContain('lang="fr" is not valid: expected "es" or "en"');
  });

  it("without lang, takes its closest [lang] ancestor's language, else <html lang>'s, and follows changes", async () => {
    const html = document.documentElement;
    const before = html.getAttribute('lang');
    html.setAttribute('lang', 'en-US');
    try {
      const section = document.createElement('section');
      const el = document.createElement('embudo-test-thing') as Thing;
      section.append(el);
      document.body.append(section);
      const lang = () => (el as unknown as { language: { value: string } }).language.value;
      const top = () => el.shadowRoot!.querySelector('p')!.getAttribute('lang');
      expect(lang()).toBe('en');
      // What it shows says so (WCAG 3.1.2).
      expect(top()).toBe('en');
      section.setAttribute('lang', 'es-PE');
      await Promise.resolve();
      expect(lang()).toBe('es');
      expect(top()).toBe('es');
      section.removeAttribute('lang');
      html.setAttribute('lang', 'en');
      await Promise.resolve();
      expect(lang()).toBe('en');
      // A language that is neither: the default.
      html.setAttribute('lang', 'fr');
      await Promise.resolve();
      expect(lang()).toBe('es');
      expect(top()).toBe('es');
      // Its own lang wins, and is no longer following the page.
      el.setAttribute('lang', 'en');
      html.setAttribute('lang', 'es');
      await Promise.resolve();
      expect(lang()).toBe('en');
    } finally {
      if (before === null) html.removeAttribute('lang');
      else html.setAttribute('lang', before);
    }
  });

  it('watches lang attributes with one observer, only while a widget follows the page', async () => {
    const watch = () => (document as unknown as Record<symbol, unknown>)[Symbol.for('embudo.langWatch')];
    const own = document.createElement('embudo-test-thing');
    own.setAttribute('lang', 'en');
    document.body.append(own);
    expect(watch()).toBeUndefined();
    const a = document.createElement('embudo-test-thing');
    const b = document.createElement('embudo-test-thing');
    document.body.append(a, b);
    const first = watch();
    expect(first).toBeDefined();
    a.remove();
    expect(watch()).toBe(first);
    b.remove();
    expect(watch()).toBeUndefined();
  });

  it("the page's data-lang / embudo.config({ lang }) wins over the document's lang", async () => {
    const { configure, resetConfigForTests } = await import('../services/config');
    const before = document.documentElement.getAttribute('lang');
    document.documentElement.setAttribute('lang', 'es');
    configure({ lang: 'en' });
    try {
      const el = document.createElement('embudo-test-thing');
      document.body.append(el);
      expect((el as unknown as { language: { value: string } }).language.value).toBe('en');
    } finally {
      resetConfigForTests();
      if (before === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', before);
    }
  });

  it('takes properties set before the element upgraded', async () => {
    const el = document.createElement('embudo-test-thing-late') as HTMLElement & { greeting?: string };
    el.greeting = 'early';
    document.body.append(el);
    class Late extends EmbudoTestThing {
      static override readonly tagName = 'embudo-test-thing-late';
    }
    defineElement(Late);
    await customElements.whenDefined('embudo-test-thing-late');
    expect(text(el)).toBe('early (calm)');
  });

  it('disposes its model on disconnect and builds a new one on reconnect', () => {
    const el = document.createElement('embudo-test-thing');
    document.body.append(el);
    el.remove();
    expect(disposed).toHaveBeenCalledTimes(1);
    document.body.append(el);
    expect(text(el)).toBe('hola (calm)');
  });

  it('emits typed events that bubble out of the shadow root', () => {
    const el = document.createElement('embudo-test-thing') as Thing;
    document.body.append(el);
    const heard = vi.fn();
    document.addEventListener('embudo-ping', heard);
    el.ping(3);
    document.removeEventListener('embudo-ping', heard);
    const event = heard.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ n: 3 });
    expect(event.bubbles && event.composed).toBe(true);
  });

  it('define is a no-op for the same version and warns for another version', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() => defineElement(EmbudoTestThing)).not.toThrow();
    expect(warn).not.toHaveBeenCalled();
    class Other extends EmbudoTestThing {
      static override readonly embudoVersion = '9.9.9';
    }
    defineElement(Other);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/embudo-test-thing\] already defined by Embudo 0\.0\.0-test.*ignoring Embudo 9\.9\.9/);
  });
});

describe('boot and window.embudo', () => {
  it('installs one global, replays queued calls and answers open/close for registered widgets', async () => {
    const { registerOpener } = await import('./global');
    const calls: string[] = [];
    (window as unknown as { embudo: unknown }).embudo = { q: [['config', { lang: 'en' }], ['open', 'brochure'], ['nope']] };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    boot('http://localhost/widgets/countdown.js', []);
    const api = (window as unknown as { embudo: { version: string; open(n: string): void; close(n: string): void } }).embudo;
    expect(api.version).toBe('0.0.0-test');
    expect(String(errors.mock.calls[0]?.[0])).toContain('queued call "nope" is unknown');
    registerOpener('brochure', (action) => calls.push(action));
    api.close('brochure');
    expect(calls).toEqual(['open', 'close']);
    const { getConfig } = await import('../services/config');
    expect(getConfig().lang).toBe('en');
  });
});
