// Settings defined after initConfig / configure ran: a lazy chunk or a later ESM entry brings ./geo or ./contact.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Config from './config';

const SCRIPT_URL = 'https://cdn.embudo.dev/widgets/countdown.js';

function addScript(src: string, data: Record<string, string> = {}): void {
  const script = document.createElement('script');
  script.setAttribute('type', 'text/plain'); // keeps happy-dom from fetching the src
  script.setAttribute('src', src);
  for (const [key, value] of Object.entries(data)) script.setAttribute(`data-${key}`, value);
  document.body.append(script);
}

/** A fresh config module: no setting module loaded yet, as in a widget that never finds the country. */
async function freshConfig(): Promise<typeof Config> {
  vi.resetModules();
  return import('./config');
}

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  document.body.replaceChildren();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('a setting defined after initConfig and configure', () => {
  it('reads data-country and data-geo-url from the script tags already found', async () => {
    const { initConfig, getConfig } = await freshConfig();
    addScript(SCRIPT_URL, { country: 'pe', 'geo-url': 'https://geo.example/json', lang: 'en' });
    initConfig(SCRIPT_URL);
    expect(getConfig()).toEqual({ apiBase: 'https://cdn.embudo.dev', lang: 'en' });
    const { geoSettings } = await import('./geo');
    expect(getConfig()).toMatchObject({ country: 'PE', geoUrl: 'https://geo.example/json', lang: 'en' });
    expect(geoSettings()).toMatchObject({ geoUrl: 'https://geo.example/json', geoTimeoutMs: 5000 });
    expect(errors).not.toHaveBeenCalled();
  });

  it('keeps the first tag that sets it, in document order, and reports a bad one', async () => {
    const { initConfig, getConfig } = await freshConfig();
    addScript(SCRIPT_URL, { 'chat-phone': 'nope' });
    addScript('https://cdn.embudo.dev/widgets/pricing.js', { country: 'CL', 'chat-phone': '+51 987 654 321' });
    addScript('https://cdn.embudo.dev/widgets/embudo.js', { country: 'MX' });
    initConfig(SCRIPT_URL);
    await import('./geo');
    await import('./contact');
    expect(getConfig()).toMatchObject({ country: 'CL', chatPhone: '51987654321' });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain('[embudo] data-chat-phone="nope" is not valid');
  });

  it('applies earlier configure() values in call order, over data-*', async () => {
    const { initConfig, configure, getConfig } = await freshConfig();
    addScript(SCRIPT_URL, { country: 'PE' });
    initConfig(SCRIPT_URL);
    configure({ country: 'MX', geoTimeoutMs: 2500, lang: 'en' });
    configure({ country: 'AR' });
    configure({ country: 'ZZ' as 'PE' }); // reported when ./geo defines it, and ignored
    expect(getConfig().country).toBeUndefined();
    expect(getConfig().lang).toBe('en');
    await import('./geo');
    expect(getConfig()).toMatchObject({ country: 'AR', geoTimeoutMs: 2500, lang: 'en' });
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/^\[embudo\] embudo\.config\(\{ country: "ZZ" \}\) is not valid/);
    // After the definition, calls apply at once, as for any setting.
    configure({ country: 'CO' });
    expect(getConfig().country).toBe('CO');
  });

  it('keeps a later configure() over data-* for a setting defined before initConfig', async () => {
    const { initConfig, configure, getConfig } = await freshConfig();
    await import('./geo');
    configure({ country: 'MX' });
    addScript(SCRIPT_URL, { country: 'PE' });
    initConfig(SCRIPT_URL);
    expect(getConfig().country).toBe('MX');
  });

  it('ignores keys no module defines, and prototype keys', async () => {
    const { configure, getConfig } = await freshConfig();
    configure(JSON.parse('{"__proto__": {"lang": "en"}, "constructor": 1, "toString": 2, "nonsense": 3}') as never);
    await import('./geo');
    expect(getConfig()).toEqual({ apiBase: window.location.origin });
    expect(errors).not.toHaveBeenCalled();
  });
});
