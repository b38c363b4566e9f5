import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHAT_GREETINGS, CHAT_PHONE, SCHEDULE_URL } from '../data/contact';
import { configure, resetConfigForTests } from './config';
import { CHAT_HOSTS, chatLink, isMobile } from './contact';
import { scheduleLink } from './scheduling';

const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

function viewport(narrow: boolean | 'throw'): void {
  vi.stubGlobal('matchMedia', (query: string) => {
    if (narrow === 'throw') throw new TypeError('no matchMedia');
    return { matches: narrow && query === '(max-width: 767px)', media: query } as MediaQueryList;
  });
}

function userAgent(ua: string): void {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(ua);
}

let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetConfigForTests();
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  viewport(false);
  userAgent(DESKTOP_UA);
});
afterEach(() => resetConfigForTests());

describe('isMobile', () => {
  it('is true for a narrow viewport or a mobile user agent', () => {
    expect(isMobile()).toBe(false);
    viewport(true);
    expect(isMobile()).toBe(true);
    viewport(false);
    userAgent(IPHONE_UA);
    expect(isMobile()).toBe(true);
  });

  it('survives a missing matchMedia', () => {
    viewport('throw');
    expect(isMobile()).toBe(false);
    userAgent(IPHONE_UA);
    expect(isMobile()).toBe(true);
  });
});

describe('chatLink', () => {
  it('uses the app link on mobile and WhatsApp Web on desktop, with the default number', () => {
    const text = CHAT_GREETINGS.scholarship.es;
    const mobile = new URL(chatLink({ text, mobile: true }));
    expect(mobile.origin + mobile.pathname).toBe('https://api.whatsapp.com/send');
    expect(mobile.searchParams.get('phone')).toBe(CHAT_PHONE);
    expect(mobile.searchParams.get('text')).toBe(text);
    const desktop = new URL(chatLink({ text, mobile: false }));
    expect(desktop.origin + desktop.pathname).toBe('https://web.whatsapp.com/send');
  });

  it('decides mobile itself when not told', () => {
    expect(new URL(chatLink({ text: 'hola' })).host).toBe('web.whatsapp.com');
    viewport(true);
    expect(new URL(chatLink({ text: 'hola' })).host).toBe('api.whatsapp.com');
  });

  it('uses the configured number, digits only', () => {
    configure({ chatPhone: '+51 987 654 321' });
    expect(new URL(chatLink({ text: 'x', mobile: true })).searchParams.get('phone')).toBe('51987654321');
  });

  it('a per-link phone wins over the configured number when it has 8 to 15 digits', () => {
    configure({ chatPhone: '+51 987 654 321' });
    const phoneOf = (phone?: string) => new URL(chatLink({ text: 'x', mobile: false, phone })).searchParams.get('phone');
    expect(phoneOf('+52 55 1234 5678')).toBe('525512345678');
    expect(phoneOf('123')).toBe('51987654321');
    expect(phoneOf('')).toBe('51987654321');
    expect(phoneOf(undefined)).toBe('51987654321');
  });

  it('encodes hostile text as data (RELIABILITY rows 18, 19)', () => {
    const text = 'a&phone=1&text=b"><img src=x onerror=alert(1)>\u0000\njavascript:alert(1)#frag';
    const href = chatLink({ text, mobile: false });
    const url = new URL(href);
    expect(url.protocol).toBe('https:');
    expect(CHAT_HOSTS).toContain(url.host);
    expect(url.searchParams.get('phone')).toBe(CHAT_PHONE);
    expect(url.searchParams.get('text')).toBe(text);
    expect(url.hash).toBe('');
    expect(href).not.toMatch(/[<>"\s]/);
  });

  it('every link is https: on an allowed host', () => {
    for (const mobile of [true, false]) {
      const url = new URL(chatLink({ text: 't', mobile }));
      expect(url.protocol).toBe('https:');
      expect(CHAT_HOSTS).toContain(url.host);
    }
  });
});

describe('scheduleLink', () => {
  it('adds name, email and phone (digits) to the default page', () => {
    const url = new URL(scheduleLink({ name: ' Ana María ', email: 'ana@example.com', phone: '+51 987-654-321' }));
    expect(url.origin + url.pathname).toBe(new URL(SCHEDULE_URL).origin + new URL(SCHEDULE_URL).pathname);
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'Ana María', email: 'ana@example.com', phone: '51987654321' });
  });

  it('keeps the configured page and its own parameters, and skips blank values', () => {
    configure({ scheduleUrl: 'https://cal.example.com/embudo/30min?utm_source=embudo' });
    const url = new URL(scheduleLink({ name: '   ', email: 'ana@example.com' }));
    expect(url.href).toBe('https://cal.example.com/embudo/30min?utm_source=embudo&email=ana%40example.com');
  });

  it('a javascript: scheduling URL is refused with a message naming the setting; links stay https', () => {
    configure({ scheduleUrl: 'javascript:alert(1)' });
    expect(errors).toHaveBeenCalledWith(expect.stringContaining('embudo.config({ scheduleUrl: "javascript:alert(1)" })'));
    expect(new URL(scheduleLink({ name: 'Ana' })).protocol).toBe('https:');
  });

  it('hostile values stay inside their parameters', () => {
    const name = '"><script>alert(1)</script>&email=evil@x.com';
    const url = new URL(scheduleLink({ name, email: 'ana@example.com', phone: 'javascript:alert(1)' }));
    expect(url.searchParams.get('name')).toBe(name);
    expect(url.searchParams.getAll('email')).toEqual(['ana@example.com']);
    expect(url.searchParams.has('phone')).toBe(true);
    expect(url.searchParams.get('phone')).toBe('1');
  });
});

describe('greetings', () => {
  it('exist in Spanish and English', () => {
    for (const texts of Object.values(CHAT_GREETINGS)) {
      expect(texts.es.trim()).not.toBe('');
      expect(texts.en.trim()).not.toBe('');
      expect(texts.es).not.toBe(texts.en);
    }
  });
});
