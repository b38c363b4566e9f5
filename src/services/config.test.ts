import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_PHONE, SCHEDULE_URL } from '../data/contact';
import { configure, getConfig, initConfig, resetConfigForTests } from './config';
// Registers the contact settings (chatPhone, scheduleUrl), as loading a lead form does.
import './contact';
import './scheduling';
// Registers the geo settings (country, geoUrl, geoFallbackUrl, geoTimeoutMs), as a widget that finds the country does.
import { geoSettings } from './geo';

const SCRIPT_URL = 'https://cdn.embudo.dev/widgets/countdown.js';

function addScript(src: string, data: Record<string, string> = {}): HTMLScriptElement {
  const script = document.createElement('script');
  // A non-JavaScript type keeps happy-dom from fetching and running the src.
  script.setAttribute('type', 'text/plain');
  script.setAttribute('src', src);
  for (const [key, value] of Object.entries(data)) script.setAttribute(`data-${key}`, value);
  document.body.append(script);
  return script;
}

let errors: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  resetConfigForTests();
  document.body.replaceChildren();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  document.body.replaceChildren();
});

describe('defaults', () => {
  it('uses the script origin, ipapi.co, the API geo fallback and 5 s', () => {
    initConfig(SCRIPT_URL);
    expect(getConfig()).toEqual({ apiBase: 'https://cdn.embudo.dev' });
    expect(geoSettings()).toEqual({
      geoUrl: 'https://ipapi.co/json/',
      geoFallbackUrl: 'https://cdn.embudo.dev/api/geo',
      geoTimeoutMs: 5000,
    });
  });

  it('ships a chat number of digits only and an https scheduling page', () => {
    expect(getConfig().chatPhone).toBeUndefined();
    expect(getConfig().scheduleUrl).toBeUndefined();
  });

  it('falls back to the page origin before initConfig', () => {
    expect(getConfig().apiBase).toBe(window.location.origin);
    expect(geoSettings().geoFallbackUrl).toBe(`${window.location.origin}/api/geo`);
  });

  it('falls back to the page origin when the script URL is unusable', () => {
    expect(() => initConfig('not a url')).not.toThrow();
    expect(getConfig().apiBase).toBe(window.location.origin);
    initConfig('blob:whatever');
    expect(getConfig().apiBase).toBe(window.location.origin);
  });
});

describe('data-* on Embudo script tags', () => {
  it('reads every attribute from a tag in the script directory', () => {
    addScript('https://cdn.embudo.dev/widgets/embudo.js', {
      api: 'https://api.partner.pe/',
      lang: 'en',
      country: 'pe',
      'geo-url': 'https://geo.example/json',
      'geo-fallback-url': 'https://geo2.example/geo',
    });
    initConfig(SCRIPT_URL);
    expect(getConfig()).toEqual({
      apiBase: 'https://api.partner.pe',
      lang: 'en',
      country: 'PE',
      geoUrl: 'https://geo.example/json',
      geoFallbackUrl: 'https://geo2.example/geo',
    });
    expect(geoSettings().geoTimeoutMs).toBe(5000);
    expect(errors).not.toHaveBeenCalled();
  });

  it('lets the geo fallback follow data-api', () => {
    addScript('https://cdn.embudo.dev/widgets/countdown.js', { api: 'https://api.partner.pe/v1/' });
    initConfig(SCRIPT_URL);
    expect(getConfig().apiBase).toBe('https://api.partner.pe/v1');
    expect(geoSettings().geoFallbackUrl).toBe('https://api.partner.pe/v1/api/geo');
  });

  it('ignores scripts from other directories and origins', () => {
    addScript('https://cdn.embudo.dev/other/embudo.js', { lang: 'en' });
    addScript('https://evil.example/widgets/countdown.js', { country: 'MX' });
    addScript('https://cdn.embudo.dev/widgets/pricing.js', { country: 'CL' });
    initConfig(SCRIPT_URL);
    expect(getConfig().lang).toBeUndefined();
    expect(getConfig().country).toBe('CL');
  });

  it('takes the first tag that sets a field, in document order', () => {
    addScript('https://cdn.embudo.dev/widgets/countdown.js', { lang: 'en' });
    addScript('https://cdn.embudo.dev/widgets/embudo.js', { lang: 'es', country: 'MX' });
    initConfig(SCRIPT_URL);
    expect(getConfig()).toMatchObject({ lang: 'en', country: 'MX' });
  });

  it('reports a bad data-lang once, naming the attribute, value and expected form', () => {
    addScript('https://cdn.embudo.dev/widgets/countdown.js', { lang: 'fr' });
    addScript('https://cdn.embudo.dev/widgets/embudo.js', { lang: 'fr' });
    initConfig(SCRIPT_URL);
    initConfig(SCRIPT_URL);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledWith('[embudo] data-lang="fr" is not valid: expected "es" or "en"; ignored.');
    expect(getConfig().lang).toBeUndefined();
  });

  it('reports a country that is not offered', () => {
    addScript(SCRIPT_URL, { country: 'zz' });
    initConfig(SCRIPT_URL);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(/^\[embudo\] data-country="zz" .*expected .*"PE"/);
    expect(getConfig().country).toBeUndefined();
  });

  it.each(['javascript:alert(1)', 'ftp://files.example', 'data:text/html,x'])('reports a non-http(s) data-api %s', (api) => {
    addScript(SCRIPT_URL, { api });
    initConfig(SCRIPT_URL);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toContain(`[embudo] data-api=${JSON.stringify(api)}`);
    expect(String(errors.mock.calls[0]?.[0])).toContain('http(s) URL');
    expect(getConfig().apiBase).toBe('https://cdn.embudo.dev');
  });

  it('keeps the valid attributes of a tag that also has a bad one', () => {
    addScript(SCRIPT_URL, { lang: 'xx', country: 'AR' });
    initConfig(SCRIPT_URL);
    expect(getConfig()).toMatchObject({ country: 'AR' });
    expect(getConfig().lang).toBeUndefined();
  });
});

describe('configure()', () => {
  it('wins over data-* which wins over defaults', () => {
    addScript(SCRIPT_URL, { lang: 'en', country: 'PE', api: 'https://a.example' });
    initConfig(SCRIPT_URL);
    configure({ country: 'MX' });
    expect(getConfig()).toMatchObject({ lang: 'en', country: 'MX', apiBase: 'https://a.example' });
    configure({ apiBase: 'https://b.example/', lang: 'es' });
    expect(getConfig()).toMatchObject({
      lang: 'es',
      country: 'MX',
      apiBase: 'https://b.example',
    });
    expect(geoSettings().geoFallbackUrl).toBe('https://b.example/api/geo');
  });

  it('keeps configure() overrides when initConfig runs later', () => {
    configure({ lang: 'en' });
    addScript(SCRIPT_URL, { lang: 'es' });
    initConfig(SCRIPT_URL);
    expect(getConfig().lang).toBe('en');
  });

  it('accepts geo settings and ignores undefined values', () => {
    configure({ geoUrl: 'https://geo.example/', geoFallbackUrl: 'https://fb.example/geo', geoTimeoutMs: 2500 });
    configure({ geoTimeoutMs: undefined });
    expect(getConfig()).toMatchObject({
      geoUrl: 'https://geo.example/',
      geoFallbackUrl: 'https://fb.example/geo',
      geoTimeoutMs: 2500,
    });
  });

  it('reports and ignores bad values', () => {
    configure({ lang: 'fr' as 'es', country: 'CU' as 'PE', geoTimeoutMs: -1, apiBase: 'javascript:void 0' });
    expect(errors).toHaveBeenCalledTimes(4);
    expect(errors).toHaveBeenCalledWith('[embudo] embudo.config({ lang: "fr" }) is not valid: expected "es" or "en"; ignored.');
    expect(getConfig()).toEqual({ apiBase: window.location.origin });
    expect(geoSettings()).toEqual({
      geoUrl: 'https://ipapi.co/json/',
      geoFallbackUrl: `${window.location.origin}/api/geo`,
      geoTimeoutMs: 5000,
    });
  });

  it('never throws on hostile input', () => {
    const hostile = {
      get lang(): 'es' {
        throw new Error('getter');
      },
      country: {
        toString: () => {
          throw new Error('toString');
        },
      },
    };
    expect(() => configure(hostile as never)).not.toThrow();
    expect(() => configure(null as never)).not.toThrow();
    expect(() => configure('en' as never)).not.toThrow();
    expect(getConfig().lang).toBeUndefined();
  });
});

describe('contact settings', () => {
  it('reads data-chat-phone and data-schedule-url', () => {
    addScript(SCRIPT_URL, { 'chat-phone': '+51 987-654-321', 'schedule-url': ' https://cal.example.com/embudo?src=web ' });
    initConfig(SCRIPT_URL);
    expect(getConfig()).toMatchObject({ chatPhone: '51987654321', scheduleUrl: 'https://cal.example.com/embudo?src=web' });
    expect(errors).not.toHaveBeenCalled();
  });

  it('takes them from configure() too, a number included', () => {
    configure({ chatPhone: 5215512345678 as unknown as string, scheduleUrl: 'https://agenda.example/x' });
    expect(getConfig()).toMatchObject({ chatPhone: '5215512345678', scheduleUrl: 'https://agenda.example/x' });
    configure({ chatPhone: '(52) 1.55.1234.5678' });
    expect(getConfig().chatPhone).toBe('5215512345678');
  });

  it.each(['1234567', '1234567890123456', '+51 98x 654 321', '', 'tel:+51987654321'])(
    'refuses the chat phone %j, naming the setting',
    (phone) => {
      addScript(SCRIPT_URL, { 'chat-phone': phone });
      initConfig(SCRIPT_URL);
      expect(getConfig().chatPhone ?? CHAT_PHONE).toBe(CHAT_PHONE);
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]?.[0])).toContain(
        `[embudo] data-chat-phone=${JSON.stringify(phone)} is not valid: expected a phone number`,
      );
    },
  );

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(document.domain)//https://x',
    'http://cal.example.com/embudo',
    'https://cal.example.com/\u0000x',
    'https://cal.exa\nmple.com/',
    'https://user:pass@cal.example.com/',
    'data:text/html,<script>alert(1)</script>',
    '/relative/agenda',
  ])('refuses the scheduling URL %j, naming the setting (RELIABILITY row 19)', (url) => {
    configure({ scheduleUrl: url });
    expect(getConfig().scheduleUrl ?? SCHEDULE_URL).toBe(SCHEDULE_URL);
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]?.[0])).toMatch(
      /^\[embudo\] embudo\.config\(\{ scheduleUrl: .*\}\) is not valid: expected an https URL/,
    );
  });

  it('refuses a javascript: data-schedule-url on the script tag', () => {
    addScript(SCRIPT_URL, { 'schedule-url': 'javascript:alert(1)' });
    initConfig(SCRIPT_URL);
    expect(getConfig().scheduleUrl ?? SCHEDULE_URL).toBe(SCHEDULE_URL);
    expect(errors).toHaveBeenCalledWith(
      '[embudo] data-schedule-url="javascript:alert(1)" is not valid: expected an https URL, e.g. "https://cal.example.com/embudo"; ignored.',
    );
  });
});
