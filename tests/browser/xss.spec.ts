import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess, type ServerProcess } from '../../scripts/bench/server-process';
import type { Page } from '@playwright/test';
import { HOSTILE_STRINGS } from '../fixtures/hostile-strings';
import { expect, html, test, type Problems } from './fixtures';
import { spyOnWindowOpen, windowOpens } from './lead-helpers';

/**
 * The XSS list (tests/fixtures/hostile-strings.ts; RELIABILITY rows 18 and 19) through every
 * attribute of every widget (read from the built custom-elements manifest), the script tag's
 * settings, the query parameters the site acts on (`?discount=`, `?payment=`, `?pay=`,
 * `?invoice_id=`), `/@handle`, blog slugs, the API answers the widgets render, and the content
 * files the site renders (a blog post, testimonials, team, founders, employers, site.json). Each time:
 * nothing runs (no `alert`), no element is made from the string (no `on…` attribute anywhere, no
 * script in a shadow root, no `javascript:`/`data:` link), the page does not navigate, no page
 * error; where the string is text to show, it is shown literally.
 */

interface Manifest {
  modules: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }[];
}
const manifest = JSON.parse(readFileSync(path.join(process.cwd(), 'dist/widgets/custom-elements.json'), 'utf8')) as Manifest;
const ATTRIBUTES: Record<string, string[]> = {};
for (const mod of manifest.modules)
  for (const d of mod.declarations ?? [])
    if (d.tagName) ATTRIBUTES[d.tagName] = (d.attributes ?? []).map((a) => a.name).filter((n) => n !== 'open');

/** What a string could have made: handlers, scripts in shadow roots, script-like URLs — anywhere, through shadow roots. */
function scan(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bad: string[] = [];
    const scriptUrl = /^(javascript|data|vbscript):/i;
    const walk = (root: Document | ShadowRoot): void => {
      for (const el of root.querySelectorAll('*')) {
        for (const attr of el.attributes) {
          if (/^on/i.test(attr.name)) bad.push(`${el.tagName.toLowerCase()}[${attr.name}]`);
          if (/^(href|src|action|formaction|xlink:href)$/i.test(attr.name) && scriptUrl.test(attr.value.replace(/[\u0000-\u0020]/g, '')))
            bad.push(`${el.tagName.toLowerCase()}[${attr.name}=${attr.value.slice(0, 40)}]`);
        }
        if (root !== document && el.tagName === 'SCRIPT') bad.push('script in a shadow root');
        if (el.shadowRoot) walk(el.shadowRoot);
      }
    };
    walk(document);
    return bad;
  });
}

/** Fails the test on any dialog (every payload that could run calls alert). */
function noDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}

async function clean(page: Page, problems: Problems, dialogs: string[], url: string): Promise<void> {
  expect(dialogs, 'nothing ran').toEqual([]);
  expect(await scan(page), 'no element made from the string').toEqual([]);
  expect(page.url(), 'no navigation').toBe(url);
  expect(problems.pageErrors).toEqual([]);
}

/** Text through shadow roots. */
const deepText = (page: Page, selector: string) => page.locator(selector).evaluate((host) => host.shadowRoot!.textContent ?? '');

test('the XSS list through every widget attribute: shown as text, no element created, no navigation', async ({ page, serve, problems }) => {
  test.setTimeout(120_000);
  const dialogs = noDialogs(page);
  await spyOnWindowOpen(page);
  const past = new Date(Date.now() - 60_000).toISOString();
  const future = new Date(Date.now() + 3 * 24 * 3600_000).toISOString();
  for (const [i, s] of HOSTILE_STRINGS.entries()) {
    // The string travels as JSON (<, > escaped) and is set with setAttribute: the page itself injects nothing.
    const data = JSON.stringify({ s, attributes: ATTRIBUTES, past, future }).replace(/</g, '\\u003c');
    const body = html(
      `<button type="button" id="opener" data-embudo-open="scholarship">Beca</button>
       <script type="application/json" id="xss">${data}</script>
       <script>
         const { s, attributes, past, future } = JSON.parse(document.getElementById('xss').textContent);
         for (const [tag, names] of Object.entries(attributes)) {
           const el = document.createElement(tag);
           el.id = 'all-' + tag;
           for (const name of names) el.setAttribute(name, s);
           document.body.append(el);
         }
         const titled = document.createElement('embudo-countdown');
         titled.id = 'titled';
         titled.setAttribute('end-at', future);
         for (const unit of ['day', 'hour', 'minute', 'second']) titled.setAttribute('title-' + unit, s);
         const ended = document.createElement('embudo-countdown');
         ended.id = 'ended';
         ended.setAttribute('end-at', past);
         ended.setAttribute('end-text', s);
         document.body.append(titled, ended);
         const script = document.createElement('script');
         script.src = '/widgets/embudo.js';
         for (const name of ['data-lang', 'data-country', 'data-chat-phone', 'data-schedule-url']) script.setAttribute(name, s);
         document.body.append(script);
       </script>`,
    );
    const url = await serve(`xss-attributes-${i}.html`, body);
    await page.goto(url);
    await expect.poll(() => page.evaluate(() => !!customElements.get('embudo-countdown'))).toBe(true);
    await expect.poll(() => deepText(page, '#titled'), { message: `titles shown as text (${i})` }).toContain(s.replace(/\u0000/g, ''));
    await expect.poll(() => deepText(page, '#ended'), { message: `end text shown as text (${i})` }).toContain(s.replace(/\u0000/g, ''));
    await page.locator('#opener').click();
    await page.waitForTimeout(300);
    await clean(page, problems, dialogs, url);
    for (const opened of await windowOpens(page)) expect(opened).toMatch(/^https:\/\//);
  }
});

test('the XSS list through the query actions (?discount=, ?payment=, ?pay=) on the site: no element created, no navigation', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  const dialogs = noDialogs(page);
  await spyOnWindowOpen(page);
  await page.clock.install();
  for (const s of HOSTILE_STRINGS) {
    const value = encodeURIComponent(s);
    for (const url of [`/?discount=${value}&payment=${value}`, `/?pay=${value}`]) {
      // A URL past Node's 16 KB of headers is refused at the door (431): nothing to render.
      if (url.length > 16_000) continue;
      await page.goto(url);
      await page.clock.runFor(6000); // past the payment redirect's 1 s and the chat app's 3.5 s / 5 s
      await clean(page, problems, dialogs, new URL(url, page.url()).href);
      for (const opened of await windowOpens(page)) expect(opened).toMatch(/^https:\/\//);
    }
  }
});

test('the XSS list through ?invoice_id=, /@handle and blog slugs on the site: shown as text or refused, no element created, no navigation', async ({
  page,
  request,
  problems,
}) => {
  test.setTimeout(120_000);
  const dialogs = noDialogs(page);
  await spyOnWindowOpen(page);
  for (const s of HOSTILE_STRINGS) {
    for (const url of [
      `/payment-success?invoice_id=${encodeURIComponent(s)}`,
      `/@${encodeURIComponent(s)}`,
      `/blog/${encodeURIComponent(s)}`,
    ]) {
      // The server's HTML never carries the string as markup.
      const res = await request.get(url);
      expect(res.status(), url).toBeLessThan(500);
      if (res.status() === 431 || res.status() === 414) continue; // refused at the door
      const text = await res.text();
      if (/[<>"]/.test(s)) expect(text.includes(s), `raw string in the HTML of ${url}`).toBe(false);
      await page.goto(url);
      await page.waitForTimeout(100);
      await clean(page, problems, dialogs, new URL(url, page.url()).href);
      for (const opened of await windowOpens(page)) expect(opened).toMatch(/^https:\/\//);
    }
  }
});

test('the XSS list in the API answers the widgets render (pricing, social proof, lead errors): shown as text, no element created, no navigation', async ({
  page,
  serve,
  problems,
}) => {
  test.setTimeout(120_000);
  const dialogs = noDialogs(page);
  for (const [i, s] of HOSTILE_STRINGS.entries()) {
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await page.route('**/api/social-proof*', (route) =>
      route.fulfill({
        json: {
          activity: [{ kind: s, country: s, at: Date.now() - 60_000 }],
          testimonials: [{ quote: { es: s, en: s }, name: s, country: 'PE' }],
        },
      }),
    );
    await page.route('**/api/pricing', async (route) => {
      const real = (await (await route.fetch()).json()) as {
        bootcamps: Record<string, Record<string, unknown>>;
        redirects: Record<string, unknown>;
      };
      // Every string field of the real document's first bootcamp replaced by the hostile string.
      const poison = (value: unknown): unknown =>
        typeof value === 'string'
          ? s
          : Array.isArray(value)
            ? value.map(poison)
            : value && typeof value === 'object'
              ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, poison(v)]))
              : value;
      await route.fulfill({ json: { bootcamps: { fullstack: poison(real.bootcamps.fullstack) }, redirects: { x: s } } });
    });
    await page.route('**/api/leads', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 422,
            json: {
              status: 'invalid',
              issues: [
                { field: 'email', message: s },
                { field: s, message: s },
              ],
            },
          })
        : route.continue(),
    );
    const url = await serve(
      `xss-api-${i}.html`,
      html(`<button type="button" id="opener" data-embudo-open="brochure">Temario</button>
        <embudo-pricing bootcamp="fullstack" country="PE" price-delay="0"></embudo-pricing>
        <embudo-social-proof max="2"></embudo-social-proof><div style="height:4000px"></div>
        <script src="/widgets/embudo.js" data-country="PE"></script>`),
    );
    await page.goto(url);
    await expect(page.locator('embudo-pricing [part=special-price]')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.5));
    // A popup whose text the widget accepts shows it literally; one it refuses does not show.
    const popup = page.locator('embudo-social-proof [part=text]');
    await popup.waitFor({ timeout: 3000 }).catch(() => undefined);
    if (await popup.count())
      expect(await popup.textContent()).toContain(
        s
          .replace(/\u0000/g, '')
          .trim()
          .slice(0, 20),
      );
    await page.locator('#opener').click();
    const form = page.locator('embudo-brochure-modal');
    await form.locator('#name').fill('Ana');
    await form.locator('#email').fill('ana@example.com');
    await form.locator('[part~="submit-button"]').click();
    await page.waitForTimeout(500);
    await clean(page, problems, dialogs, url);
  }
});

test.describe('content files', () => {
  let server: ServerProcess;
  let dir: string;
  test.beforeAll(async () => {
    // The repository's content, plus a blog post and testimonials made of the XSS list.
    dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-xss-content-'));
    cpSync(path.join(process.cwd(), 'content'), path.join(dir, 'content'), { recursive: true });
    const text = HOSTILE_STRINGS.filter((s) => s.length < 200 && !s.includes('\u0000'));
    const yaml = (s: string) => JSON.stringify(s);
    writeFileSync(
      path.join(dir, 'content/blog/xss-post.md'),
      `---\ntitle: ${yaml(text.slice(0, 3).join(' ').slice(0, 120))}\ndate: 2026-01-02\nlang: es\nexcerpt: ${yaml(text.slice(0, 8).join(' | ').slice(0, 250))}\n---\n\n${text.map((s) => `- ${s}`).join('\n')}\n\n${text.map((s) => `[${s}](${s})`).join(' ')}\n`,
    );
    writeFileSync(
      path.join(dir, 'testimonials.json'),
      // Within the file's rules (content/README.md: one line of text; a first name of 1–40 characters).
      JSON.stringify(
        text
          .filter((s) => !/[\t\n]/.test(s))
          .map((s) => ({ quote: { es: s, en: s }, name: s.replace(/\s+/g, '').slice(0, 40) || 'X', country: 'PE' })),
      ),
    );
    server = await startServerProcess({
      root: process.cwd(),
      entry: 'dist',
      env: {
        EMBUDO_DB: path.join(dir, 'embudo.db'),
        EMBUDO_CONTENT: path.join(dir, 'content'),
        EMBUDO_TESTIMONIALS: path.join(dir, 'testimonials.json'),
        EMBUDO_RATE_LIMIT: 'off',
      },
    });
  });
  test.afterAll(async () => {
    await server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  test('the XSS list in the content files the site renders (a blog post, testimonials): escaped in the server HTML, shown as text in the browser', async ({
    page,
    request,
    problems,
  }) => {
    test.setTimeout(90_000);
    const dialogs = noDialogs(page);
    for (const route of ['/blog', '/blog/xss-post', '/testimonials', '/']) {
      const res = await request.get(`${server.origin}${route}`);
      expect(res.status(), route).toBe(200);
      const body = await res.text();
      for (const s of HOSTILE_STRINGS)
        if (/[<>]/.test(s)) expect(body.includes(s), `raw ${JSON.stringify(s)} in the HTML of ${route}`).toBe(false);
      expect(body, route).not.toMatch(/<(img|svg|b)\b[^>]*\bon\w+=/i);
      await page.goto(`${server.origin}${route}`);
      await page.waitForTimeout(300);
      await clean(page, problems, dialogs, `${server.origin}${route}`);
    }
    await page.goto(`${server.origin}/blog/xss-post`);
    await expect(page.locator('h1')).toContainText('<script>alert(1)</script>');
  });
});

test.describe('the business content files (team, founders, employers, site)', () => {
  // Each field of content/*.json that a page shows takes the XSS list within the file's rules (a
  // string the file refuses — control characters, past a field's length — is refused at start
  // naming the field: host/server/xss-content.test.ts, and the start-up test below); the long
  // names are cut to the field's limit. The addresses take the hostile strings the validation lets
  // through (quotes, `javascript:` inside an https URL, markup inside a site path).
  const text = HOSTILE_STRINGS.filter((s) => !/[\0-\x1f]/.test(s));
  const cut = (s: string, max: number): string => {
    let out = '';
    for (const ch of s)
      if ((out + ch).length <= max) out += ch;
      else break;
    return out;
  };
  const names = [...new Set(text.map((s) => cut(s, 80)))];
  const join = (list: readonly string[], max: number, glue = ' ¦ '): string =>
    list
      .filter((s) => s.length < 100)
      .reduce((all, s) => ((all ? `${all}${glue}${s}` : s).length <= max ? (all ? `${all}${glue}${s}` : s) : all), '');
  const quote = { es: join(text, 600), en: join([...text].reverse(), 600) };
  const founderNames = join(text.slice(0, 4), 160);
  const PATHS = ['/"><svg/onload=alert(1)>', "/x'onerror='alert(1)", '/javascript:alert(1)'];
  const site = {
    brand: '<script>alert(1)</script>"><img src=x onerror=alert(1)>',
    email: "javascript:alert(1)//'onfocus='alert(1)@evil.example.com",
    phone: '+1 555 555 0100',
    chatPhone: '15555550100',
    campusUrl: "https://campus.example.com/'onmouseover='alert(1)'/javascript:alert(1)",
    syllabusUrl: '/"><svg/onload=alert(1)>',
    invoiceBaseUrl: "https://storage.example.com/'+alert(1)+'",
    social: {
      x: "https://x.com/'onmouseover='alert(1)",
      facebook: 'https://facebook.com/javascript:alert(1)',
      instagram: 'https://instagram.com/%3Cscript%3Ealert(1)%3C/script%3E',
      tiktok: "https://tiktok.com/@a';alert(1);//",
    },
    pixels: { meta: '', google: '', tiktok: '' },
    webVisible: true,
    policiesRevised: '2026-11-25',
    stats: { vacancies: 500000, employability: 85, roi: 500, rating: 4.9, graduates: 2847, monthlySalaryUSD: { min: 2500, max: 8000 } },
    certificateYear: 2026,
  };
  let server: ServerProcess;
  let dir: string;
  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-xss-business-'));
    cpSync(path.join(process.cwd(), 'content'), path.join(dir, 'content'), { recursive: true });
    const write = (name: string, value: unknown) => writeFileSync(path.join(dir, 'content', name), JSON.stringify(value, null, 2));
    // No "placeholder": the sections show.
    write('team.json', {
      members: names.map((name, i) => ({
        name,
        designation: { es: name, en: names[names.length - 1 - i]! },
        ...(i % 2 ? { image: PATHS[i % PATHS.length] } : {}),
      })),
    });
    write('founders.json', { quote, names: founderNames, image: PATHS[0] });
    write('employers.json', { employers: names.map((name, i) => ({ name, logo: PATHS[i % PATHS.length], width: 120, height: 40 })) });
    write('site.json', site);
    server = await startServerProcess({
      root: process.cwd(),
      entry: 'dist',
      env: { EMBUDO_DB: path.join(dir, 'embudo.db'), EMBUDO_CONTENT: path.join(dir, 'content'), EMBUDO_RATE_LIMIT: 'off' },
    });
  });
  test.afterAll(async () => {
    await server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * What the strings could have made in a document — the server's HTML parsed without running it,
   * or the live page — and the texts and addresses they ended up as.
   */
  function inspect(page: Page, source?: string) {
    return page.evaluate((source) => {
      const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html');
      const bad: string[] = [];
      const scriptUrl = /^(javascript|data|vbscript):/i;
      const walk = (root: Document | ShadowRoot): void => {
        for (const el of root.querySelectorAll('*')) {
          const tag = el.tagName.toLowerCase();
          for (const attr of el.attributes) {
            if (/^on/i.test(attr.name)) bad.push(`${tag}[${attr.name}]`);
            if (/^(href|src|action|formaction|xlink:href)$/i.test(attr.name) && scriptUrl.test(attr.value.replace(/[\u0000-\u0020]/g, '')))
              bad.push(`${tag}[${attr.name}=${attr.value.slice(0, 40)}]`);
          }
          // A data block (JSON, JSON-LD) is never run, but must still be whole JSON: a payload that
          // closed it early would leave a broken block (and a script of its own, caught above/below).
          const data = tag === 'script' && /^application\/(ld\+)?json$/.test(el.getAttribute('type') ?? '');
          if (data) {
            try {
              JSON.parse(el.textContent ?? '');
            } catch {
              bad.push('a data block that is not whole JSON');
            }
          }
          if (tag === 'script' && !data && /alert/.test(el.textContent ?? '')) bad.push('a script made of a string');
          if (tag === 'script' && /alert/.test(el.getAttribute('src') ?? '')) bad.push(`script[src=${el.getAttribute('src')}]`);
          if (el.shadowRoot) walk(el.shadowRoot);
        }
      };
      walk(doc);
      // Every link and image stays on this site, or is https (mailto:/tel: for the contact details).
      for (const el of doc.querySelectorAll('a[href], img[src]')) {
        const url = new URL(el.getAttribute('href') ?? el.getAttribute('src')!, location.href);
        if (url.origin !== location.origin && !['https:', 'mailto:', 'tel:'].includes(url.protocol))
          bad.push(`off-site ${url.href.slice(0, 60)}`);
      }
      const texts = (selector: string) => [...doc.querySelectorAll(selector)].map((el) => el.textContent ?? '');
      const attrs = (selector: string, name: string) => [...doc.querySelectorAll(selector)].map((el) => el.getAttribute(name) ?? '');
      return {
        bad,
        team: texts('.team__name'),
        designations: texts('.team__designation'),
        teamPhotos: attrs('img.team__photo', 'src'),
        quote: texts('.founders__quote'),
        founders: texts('.founders__names'),
        founderPhoto: attrs('img.founders__photo', 'src'),
        employers: attrs('img.employers__logo', 'alt'),
        logos: attrs('img.employers__logo', 'src'),
        brand: texts('.logo__name'),
        title: doc.title,
        emails: texts('a[href^="mailto:"]'),
        mailto: attrs('a[href^="mailto:"]', 'href'),
        campus: attrs('.header a[target=_blank]', 'href'),
        syllabus: attrs(`.header a[href^="/"]`, 'href'),
        social: attrs('.footer__social a, .links__social a', 'href'),
      };
    }, source);
  }

  /** Brings every deferred landing section into view, so its code loads and it hydrates. */
  async function hydrateSections(page: Page): Promise<void> {
    for (const name of ['founders', 'employers', 'team']) {
      const section = page.locator(`.deferred-section[data-section=${name}]`);
      await section.scrollIntoViewIfNeeded();
      await expect(section, `${name} hydrated`).toHaveAttribute('data-ready', '');
    }
  }

  test('the XSS list in team.json, founders.json, employers.json and site.json: nothing made of it in the server HTML nor after hydration, shown as text, no navigation', async ({
    page,
    request,
    problems,
  }) => {
    test.setTimeout(120_000);
    const dialogs = noDialogs(page);
    await spyOnWindowOpen(page);
    const landing = async (route: string, lang: 'es' | 'en') => {
      const url = `${server.origin}${route}`;
      const res = await request.get(url);
      expect(res.status(), route).toBe(200);
      const body = await res.text();
      for (const s of [...names, site.brand])
        if (/[<>]/.test(s)) expect(body.includes(s), `raw ${JSON.stringify(s)} in the HTML of ${route}`).toBe(false);
      await page.goto(url);
      const expected = {
        bad: [],
        team: names,
        designations: lang === 'es' ? names : [...names].reverse(),
        teamPhotos: names.flatMap((_, i) => (i % 2 ? [PATHS[i % PATHS.length]!] : [])),
        quote: [quote[lang]],
        founders: [`— ${founderNames}`],
        founderPhoto: [PATHS[0]],
        employers: names,
        logos: names.map((_, i) => PATHS[i % PATHS.length]!),
        brand: expect.arrayContaining([site.brand]),
        emails: expect.arrayContaining([site.email]),
        mailto: expect.arrayContaining([
          expect.stringMatching(new RegExp(`^mailto:${site.email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\?subject=`)),
        ]),
        campus: expect.arrayContaining([site.campusUrl]),
        // A site path: linked in the page's language (routes.ts siteHref), the address itself as written.
        syllabus: expect.arrayContaining([lang === 'en' ? `${site.syllabusUrl}?lang=en` : site.syllabusUrl]),
        social: Object.values(site.social),
      };
      // The server's HTML, parsed without running it: every section is there, as text.
      expect(await inspect(page, body), `server HTML of ${route}`).toMatchObject({ ...expected, title: expect.any(String) });
      // The page hydrated, each deferred section scrolled to and hydrated: still the same text, nothing made of it.
      await hydrateSections(page);
      await page.waitForTimeout(300);
      expect(await inspect(page), `hydrated ${route}`).toMatchObject(expected);
      await clean(page, problems, dialogs, url);
    };
    await landing('/', 'es');
    await landing('/us', 'en');

    // The link-in-bio page: the brand and the social links.
    await page.goto(`${server.origin}/links`);
    expect(await inspect(page, await (await request.get(`${server.origin}/links`)).text())).toMatchObject({
      bad: [],
      brand: expect.arrayContaining([site.brand]),
      social: expect.arrayContaining(Object.values(site.social)),
    });
    expect(await inspect(page)).toMatchObject({
      bad: [],
      brand: expect.arrayContaining([site.brand]),
      social: expect.arrayContaining(Object.values(site.social)),
    });
    await clean(page, problems, dialogs, `${server.origin}/links`);

    // The privacy policy: the email as text and as a mailto: link.
    await page.goto(`${server.origin}/politicas-privacidad`);
    expect(await inspect(page)).toMatchObject({
      bad: [],
      emails: expect.arrayContaining([site.email]),
      mailto: expect.arrayContaining([`mailto:${site.email}`]),
    });
    await clean(page, problems, dialogs, `${server.origin}/politicas-privacidad`);

    // The invoice: the link and the window opened after 3 s are the literal https address, nothing else.
    const invoice = `${server.origin}/payment-success?invoice_id=A1`;
    await page.goto(invoice);
    await expect(page.locator('.payment-success__invoice a[href]')).toHaveAttribute('href', `${site.invoiceBaseUrl}/INVOICES/A1.pdf`);
    await expect.poll(() => windowOpens(page), { timeout: 8000 }).toEqual([`${site.invoiceBaseUrl}/INVOICES/A1.pdf`]);
    await clean(page, problems, dialogs, invoice);
  });

  test('a hostile address in site.json or team.json is refused at start, naming the file and the field', async () => {
    for (const [file, field, value] of [
      ['site.json', 'social.x', 'javascript:alert(1)'],
      ['site.json', 'syllabusUrl', '/\\evil.example/brochure'],
      ['team.json', 'members[0].image', 'data:text/html,<script>alert(1)</script>'],
    ] as const) {
      const broken = mkdtempSync(path.join(os.tmpdir(), 'embudo-xss-refused-'));
      try {
        cpSync(path.join(dir, 'content'), path.join(broken, 'content'), { recursive: true });
        const target = path.join(broken, 'content', file);
        const doc = JSON.parse(readFileSync(target, 'utf8')) as Record<string, Record<string, unknown>>;
        if (file === 'site.json') {
          if (field === 'social.x') doc.social!.x = value;
          else doc[field] = value as never;
        } else (doc.members as unknown as Array<Record<string, unknown>>)[0]!.image = value;
        writeFileSync(target, JSON.stringify(doc, null, 2));
        const start = startServerProcess({
          root: process.cwd(),
          entry: 'dist',
          env: { EMBUDO_DB: path.join(broken, 'embudo.db'), EMBUDO_CONTENT: path.join(broken, 'content'), EMBUDO_RATE_LIMIT: 'off' },
        });
        const error = await start.then(
          async (running) => {
            await running.kill();
            return null;
          },
          (e: unknown) => e as Error,
        );
        expect(error?.message, `${file} ${field} = ${value}`).toContain(`The content file ${target} is not valid:`);
        expect(error?.message).toMatch(new RegExp(`- line \\d+, ${field.replace(/[.[\]]/g, '\\$&')}: expected`));
      } finally {
        rmSync(broken, { recursive: true, force: true });
      }
    }
  });
});
