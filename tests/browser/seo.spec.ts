import { mkdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { APIRequestContext } from '@playwright/test';
import { Window } from 'happy-dom';
import { structuredDataTestHtml, type SdttResult } from 'structured-data-testing-tool';
import presets from 'structured-data-testing-tool/presets.js';
import { DEMO_PORT, SHIPPED_PORT } from './env';
import { expect, test } from './fixtures';

/**
 * What a crawler and a link preview read, against the built server (no browser: plain requests,
 * parsed here). Every address of /sitemap.xml answers 200 with a head that agrees with the sitemap
 * (canonical, hreflang both ways, Open Graph, Twitter card), JSON-LD that agrees with the page's
 * own content (the FAQ shown, the start dates shown, the price the pricing answers, the masterclass
 * date, the post), and passes structured-data-testing-tool with its Google, Twitter and Facebook
 * presets. Run on both servers: the shipped content and the demo profile (a masterclass date, posts).
 */

const SERVERS = [
  { name: 'shipped', origin: `http://127.0.0.1:${SHIPPED_PORT}` },
  { name: 'demo', origin: `http://127.0.0.1:${DEMO_PORT}` },
] as const;

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: Map<string, string>;
}

const window = new Window();
const parse = (html: string) => new window.DOMParser().parseFromString(html, 'text/html');

async function sitemap(request: APIRequestContext, origin: string): Promise<SitemapUrl[]> {
  const res = await request.get(`${origin}/sitemap.xml`);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/xml/);
  const xml = await res.text();
  const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decode(/<loc>([^<]+)<\/loc>/.exec(body!)![1]!),
    lastmod: /<lastmod>([^<]+)<\/lastmod>/.exec(body!)?.[1] ?? null,
    alternates: new Map(
      [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, lang, href]) => [
        lang!,
        decode(href!),
      ]),
    ),
  }));
  expect(urls.length).toBeGreaterThan(20);
  return urls;
}

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))).replace(/&amp;/g, '&');

/** The head as a crawler reads it. */
function headOf(html: string) {
  const doc = parse(html);
  const meta = (key: string) => doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;
  const all = (key: string) => [...doc.querySelectorAll(`meta[property="${key}"]`)].map((m) => m.getAttribute('content'));
  return {
    doc,
    lang: doc.documentElement.getAttribute('lang'),
    canonical: doc.querySelector('link[rel=canonical]')?.getAttribute('href') ?? null,
    alternates: new Map(
      [...doc.querySelectorAll('link[rel=alternate][hreflang]')].map((l) => [l.getAttribute('hreflang')!, l.getAttribute('href')!]),
    ),
    robots: meta('robots'),
    meta,
    all,
    jsonLd: [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (s) => JSON.parse(s.textContent ?? '') as Record<string, unknown>,
    ),
  };
}

/** structured-data-testing-tool with the presets that apply: the tests it passed, and its failures (empty: all passed). */
async function sdtt(html: string, schemas: string[]): Promise<{ passed: string[]; failed: string[] }> {
  let result: SdttResult;
  try {
    result = await structuredDataTestHtml(html, { presets: [presets.Google, presets.Twitter, presets.Facebook], schemas });
  } catch (error) {
    const res = (error as { res?: SdttResult }).res;
    if (!res) throw error;
    result = res;
  }
  return {
    passed: result.passed.map((t) => t.test),
    failed: result.failed.map((t) => `${t.group ?? ''} ${t.description ?? t.test}${t.error ? `: ${t.error.message}` : ''}`),
  };
}

/** Width and height from a PNG's IHDR. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

for (const server of SERVERS) {
  test.describe(`${server.name} content`, () => {
    test('every sitemap address answers 200 with a head and JSON-LD that agree with the sitemap and pass the testing tool', async ({
      request,
    }) => {
      test.setTimeout(120_000);
      const urls = await sitemap(request, server.origin);
      const locs = new Set(urls.map((u) => u.loc));
      expect(locs.size, 'no address twice').toBe(urls.length);
      const images = new Set<string>();
      const failures: string[] = [];
      for (const url of urls) {
        expect(url.loc.startsWith(`${server.origin}/`), url.loc).toBe(true);
        expect(url.loc, 'no admin, API or example page').not.toMatch(/\/(admin|api|examples)(\/|$)/);
        expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        // hreflang both ways: every twin is itself in the sitemap and names this address back.
        const self = [...url.alternates].find(([lang, href]) => href === url.loc && lang !== 'x-default');
        expect(self, `${url.loc} names itself`).toBeDefined();
        for (const [lang, href] of url.alternates) {
          expect(locs.has(href), `${url.loc} → ${lang} ${href} is in the sitemap`).toBe(true);
          if (lang === 'x-default') continue;
          expect(urls.find((u) => u.loc === href)?.alternates.get(self![0]), `${href} names ${url.loc} back`).toBe(url.loc);
        }

        const res = await request.get(url.loc, { maxRedirects: 0 });
        expect(res.status(), url.loc).toBe(200);
        const html = await res.text();
        const head = headOf(html);
        expect(head.robots, url.loc).toBeNull();
        expect(head.canonical, url.loc).toBe(url.loc);
        expect(Object.fromEntries(head.alternates), url.loc).toEqual(Object.fromEntries(url.alternates));
        expect(head.lang, url.loc).toBe(self![0]);
        expect(head.meta('og:url'), url.loc).toBe(url.loc);
        expect(head.meta('og:title'), url.loc).toBe(head.doc.title);
        expect(head.meta('og:description'), url.loc).toBe(head.meta('description'));
        expect(head.meta('og:type'), url.loc).toBe(url.loc.includes('/blog/') ? 'article' : 'website');
        expect(head.meta('og:locale'), url.loc).toBe(self![0] === 'es' ? 'es_LA' : 'en_US');
        const twin = [...url.alternates.keys()].some((lang) => lang !== 'x-default' && lang !== self![0]);
        expect(head.all('og:locale:alternate'), url.loc).toEqual(twin ? [self![0] === 'es' ? 'en_US' : 'es_LA'] : []);
        expect(head.meta('og:image'), url.loc).toMatch(new RegExp(`^${server.origin}/og/[a-z0-9-]+\\.[a-z0-9]+\\.png$`));
        expect([head.meta('og:image:width'), head.meta('og:image:height')], url.loc).toEqual(['1200', '630']);
        expect(head.meta('og:image:alt')?.length, url.loc).toBeGreaterThan(10);
        expect(head.meta('twitter:card'), url.loc).toBe('summary_large_image');
        expect(head.meta('twitter:image'), url.loc).toBe(head.meta('og:image'));
        images.add(head.meta('og:image')!);
        // Every JSON-LD address is on the configured origin, but the school's social profiles and schema.org's terms.
        for (const data of head.jsonLd) {
          const elsewhere = new Set((data.sameAs as string[] | undefined) ?? []);
          for (const [, href] of JSON.stringify(data).matchAll(/"(https?:\/\/[^"]+)"/g)) {
            if (!elsewhere.has(href!) && !href!.startsWith('https://schema.org'))
              expect(href!.startsWith(`${server.origin}/`), `${url.loc}: ${href}`).toBe(true);
          }
        }
        const types = head.jsonLd.map((d) => String(d['@type']));
        const checked = await sdtt(html, types);
        // The tool did look: the card and Open Graph tests ran and passed on this page.
        expect(checked.passed, url.loc).toEqual(
          expect.arrayContaining(['"twitter:card"', '"og:image" || "og:image:src"', '"og:image:alt"']),
        );
        failures.push(...checked.failed.map((f) => `${url.loc}: ${f}`));
      }
      expect(failures).toEqual([]);

      // Each picture: a real PNG of 1200 × 630, over 8 KB, cached for good under its hashed address.
      for (const image of images) {
        const res = await request.get(image);
        expect(res.status(), image).toBe(200);
        expect(res.headers()['content-type']).toBe('image/png');
        expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
        const png = await res.body();
        expect(png.subarray(1, 4).toString(), image).toBe('PNG');
        expect(pngSize(png), image).toEqual({ width: 1200, height: 630 });
        expect(png.length, image).toBeGreaterThan(8 * 1024);
        // Kept for a person to look at (one per page type and language, each post).
        mkdirSync(`test-results/og-cards/${server.name}`, { recursive: true });
        writeFileSync(`test-results/og-cards/${server.name}/${/\/og\/([a-z0-9-]+)\./.exec(image)![1]}.png`, png);
      }
      // An address from before a content change goes on to today's card; an unknown card is gone.
      const old = await request.get(`${server.origin}/og/landing-es.0000.png`, { maxRedirects: 0 });
      expect(old.status()).toBe(302);
      expect(old.headers()['location']).toMatch(/^\/og\/landing-es\.[a-z0-9]+\.png$/);
      expect((await request.get(`${server.origin}/og/nothing-es.0000.png`)).status()).toBe(404);
    });

    test('the JSON-LD says what the page shows: FAQ, start dates, price, masterclass date, post', async ({ request }) => {
      const landing = headOf(await (await request.get(`${server.origin}/`)).text());
      const byType = (head: ReturnType<typeof headOf>, type: string) =>
        head.jsonLd.find((d) => d['@type'] === type) as Record<string, unknown> | undefined;
      // The FAQ: one Question per item shown, same questions in the same order.
      const shown = [...landing.doc.querySelectorAll('#preguntas-frecuentes .faq__question')].map((q) => q.textContent?.trim());
      const faq = byType(landing, 'FAQPage')!;
      expect(shown.length).toBeGreaterThan(5);
      expect((faq.mainEntity as Array<{ name: string }>).map((q) => q.name)).toEqual(shown);
      // The course: a CourseInstance per start date shown, online; the offer is the USD price the pricing answers.
      const course = byType(landing, 'Course')!;
      const starts = [...landing.doc.querySelectorAll('.start-dates__date time')].map((t) => t.getAttribute('datetime'));
      const instances = (course.hasCourseInstance ?? []) as Array<{ startDate: string; courseMode: string }>;
      expect(instances.map((i) => i.startDate)).toEqual(starts);
      expect(new Set(instances.map((i) => i.courseMode))).toEqual(new Set(instances.length ? ['online'] : []));
      const pricing = (await (await request.get(`${server.origin}/api/pricing`)).json()) as {
        bootcamps: Record<string, { prices: Record<string, { price_view_final: number }> }>;
      };
      expect(course.offers).toMatchObject({
        price: String(pricing.bootcamps.fullstack!.prices.USD!.price_view_final),
        priceCurrency: 'USD',
      });
      expect(byType(landing, 'EducationalOrganization')).toBeDefined();
      const enrol = headOf(await (await request.get(`${server.origin}/en/enroll/frontend-completo/US`)).text());
      expect(byType(enrol, 'Course')).toMatchObject({
        name: 'Frontend with React JS',
        offers: { price: String(pricing.bootcamps['frontend-completo']!.prices.USD!.price_view_final), priceCurrency: 'USD' },
      });
      expect(enrol.canonical).toBe(`${server.origin}/en/enroll/frontend-completo`);

      // The masterclass: an online Event at the date the page shows, only when there is one.
      const masterclass = headOf(await (await request.get(`${server.origin}/masterclass`)).text());
      const date = masterclass.doc.querySelector('.mc__date time')?.getAttribute('datetime');
      if (date) {
        expect(byType(masterclass, 'Event')).toMatchObject({
          startDate: date,
          eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
        });
        expect(masterclass.meta('og:image:alt')).toContain(
          masterclass.doc.querySelector('.mc__date time')!.textContent!.trim().slice(0, 10),
        );
      } else {
        expect(byType(masterclass, 'Event')).toBeUndefined();
      }

      // A post: headline, date and language as the page shows them; English posts are English pages.
      const blog = headOf(await (await request.get(`${server.origin}/blog`)).text());
      const posts = [...blog.doc.querySelectorAll('main a[href^="/blog/"]')].map((a) => a.getAttribute('href')!.split('?')[0]!);
      expect(posts.length).toBeGreaterThan(0);
      for (const href of new Set(posts)) {
        const post = headOf(await (await request.get(`${server.origin}${href}`)).text());
        const posting = byType(post, 'BlogPosting')!;
        expect(posting.headline).toBe(post.doc.querySelector('h1')?.textContent?.trim());
        expect(posting.datePublished).toBe(post.doc.querySelector('main time')?.getAttribute('datetime'));
        expect(posting.inLanguage).toBe(post.lang);
        expect(post.alternates.get(post.lang!)).toBe(`${server.origin}${href}`);
        expect(byType(post, 'BreadcrumbList')).toBeDefined();
      }
    });
  });
}

test.describe('one address per page', () => {
  const origin = SERVERS[0].origin;
  test('aliases and campaign paths point at sitemap addresses only', async ({ request }) => {
    const locs = new Set((await sitemap(request, origin)).map((u) => u.loc));
    const aliases = [
      '/quiz',
      '/brochure',
      '/syllabus-pdf',
      '/guia',
      '/webinar',
      '/conecta',
      '/unete',
      '/v2',
      '/inscripcion/fullstack/PE',
      '/enroll/fullstack/PE',
      '/en/inscripcion/fullstack/US',
      '/landing-descuento',
      '/us?lang=en',
      '/quiz?lang=en',
      '/testimonials?lang=en',
    ];
    for (const alias of aliases) {
      const head = headOf(await (await request.get(`${origin}${alias}`)).text());
      expect(locs.has(head.canonical!), `${alias} → ${head.canonical}`).toBe(true);
      for (const [lang, href] of head.alternates) expect(locs.has(href), `${alias} ${lang} → ${href}`).toBe(true);
    }
    // The pages not for search say so and name no twins.
    for (const path of ['/payment-success', '/masterclass-clase', '/no-such-page']) {
      const head = headOf(await (await request.get(`${origin}${path}`)).text());
      expect(head.robots, path).toBe('noindex');
      expect(head.alternates.size, path).toBe(0);
    }
  });

  test('/en is a permanent redirect to /us; robots.txt names the sitemap and keeps /admin and /api out', async ({ request }) => {
    const en = await request.get(`${origin}/en`, { maxRedirects: 0 });
    expect(en.status()).toBe(308);
    expect(en.headers().location).toBe('/us');
    const robots = await (await request.get(`${origin}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toMatch(/^Disallow: \/admin$/m);
    expect(robots).toMatch(/^Disallow: \/api\/$/m);
  });

  test('no absolute address comes from the Host header', async () => {
    const html = await new Promise<string>((resolve, reject) => {
      const req = httpRequest(
        { host: '127.0.0.1', port: SHIPPED_PORT, path: '/quiz', headers: { Host: 'evil.example', 'X-Forwarded-Host': 'evil.example' } },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve(body));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(html).toContain(`<link rel="canonical" href="${origin}/quiz-developer" />`);
    expect(html).not.toContain('evil.example');
  });

  test('the blog is linked from the header and the footer, in both languages', async ({ request }) => {
    for (const [path, href] of [
      ['/', '/blog'],
      ['/us', '/blog?lang=en'],
    ] as const) {
      const doc = parse(await (await request.get(`${origin}${path}`)).text());
      expect(doc.querySelector(`.header__submenu a[href="${href}"]`), path).not.toBeNull();
      expect(doc.querySelector(`footer a[href="${href}"]`), path).not.toBeNull();
    }
  });
});
