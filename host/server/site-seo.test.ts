// @vitest-environment node
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOSTILE_STRINGS, label } from '../../tests/fixtures/hostile-strings';
import { createApp } from './app';
import { ConfigError, ownOrigin, parseSiteUrl, readConfig } from './config';
import { memoryLeadOptions } from '../../tests/support/lead-api';
import { cardCache } from './og-image';
import { loadSiteContent } from './site-content';
import { createFixture, type Fixture } from '../../tests/support/test-fixtures';

/**
 * The head the server writes from the page's preview and JSON-LD (site.ts), with a stand-in of the
 * React app's server entry that passes the content's brand into every field: the XSS list
 * (tests/fixtures/hostile-strings.ts) as the brand comes out as text in each meta tag and as the
 * same string in the JSON-LD, never as markup. Also the card pictures, the sitemap, robots.txt and
 * where the origin comes from (EMBUDO_SITE_URL, never the request).
 */

let fixture: Fixture;
beforeAll(() => {
  fixture = createFixture();
  writeFileSync(
    path.join(fixture.distDir, 'ssr/entry-server.js'),
    [
      'const card = (brand) => ({ path: "/og/landing-es.abc123.png", alt: brand, tree: { type: "div", props: { style: { width: 1200, height: 630, display: "flex", backgroundColor: "#0f172a", backgroundImage: "linear-gradient(160deg, #0f172a 0%, #4338ca 100%)", color: "#fff", fontSize: 64, fontFamily: "Inter" }, children: brand.slice(0, 40) } } });',
      'export async function render(url, content, now, seo) {',
      '  const brand = content.settings.brand;',
      '  return { html: "<h1>page</h1>", status: 200, route: { page: "landing" },',
      '    head: { lang: "es", title: brand, description: brand, canonical: "/quiz-developer", alternates: [{ hreflang: "es", href: "/quiz-developer" }, { hreflang: "en-US", href: "/quiz-developer?lang=en" }] },',
      '    seo: { type: "website", siteName: brand, locale: "es_LA", localeAlternates: ["en_US"], card: card(brand), jsonLd: [{ "@context": "https://schema.org", "@type": "EducationalOrganization", name: brand, url: seo.origin + "/" }] } };',
      '}',
      'export function fixedPaths() { return []; }',
      'export function ogCards(content) { return [card(content.settings.brand)]; }',
      'export function sitemap() { return [{ path: "/quiz-developer", alternates: [{ hreflang: "es", href: "/quiz-developer" }, { hreflang: "en-US", href: "/quiz-developer?lang=en" }] }, { path: "/blog/a", alternates: [], lastmod: "2026-10-19" }]; }',
    ].join('\n'),
  );
});
afterAll(() => fixture.remove());

const appWith = (brand: string, siteOrigin: string | (() => string) = 'https://embudo.example') => {
  const { content } = loadSiteContent(path.join(fixture.root, 'content'));
  return createApp({
    distDir: fixture.distDir,
    examplesDir: fixture.examplesDir,
    leads: memoryLeadOptions(),
    siteContent: { ...content, settings: { ...content.settings, brand } },
    siteOrigin,
  });
};

describe('the preview and JSON-LD in the head', () => {
  it.each(HOSTILE_STRINGS.map((s, i) => [label(s, i), s] as const))(
    '%s as the brand stays text in every tag and data in the JSON-LD',
    async (_, hostile) => {
      const html = await (await appWith(hostile).request('/quiz')).text();
      const head = /<head>([\s\S]*)<\/head>/.exec(html)![1]!;
      // One data block, closed where it should be: nothing in the content ends it early.
      const blocks = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
      expect(blocks).toHaveLength(1);
      expect(blocks[0]![1]).not.toContain('<');
      expect(JSON.parse(blocks[0]![1]!)).toEqual({
        '@context': 'https://schema.org',
        '@type': 'EducationalOrganization',
        name: hostile,
        url: 'https://embudo.example/',
      });
      // Every tag is whole: no attribute or element comes out of the brand.
      expect(head.replace(blocks[0]![0], '')).not.toMatch(/<(img|svg|b|script|textarea|style)[\s>/]/i);
      for (const [, content] of head.matchAll(
        /<meta (?:property|name)="(?:og:title|og:description|og:site_name|og:image:alt|twitter:title|twitter:description|twitter:image:alt)" content="([^"]*)" \/>/g,
      )) {
        expect(content!.replace(/&#(\d+);/g, (__, code: string) => String.fromCharCode(Number(code)))).toBe(hostile);
      }
      expect([...head.matchAll(/<meta (?:property|name)="(og|twitter):/g)].length).toBeGreaterThanOrEqual(18);
    },
  );

  it('writes og:* and the Twitter card with the configured origin, the canonical as og:url', async () => {
    const html = await (
      await appWith('Embudo Bootcamp').request('http://evil.example/quiz', { headers: { 'X-Forwarded-Host': 'evil.example' } })
    ).text();
    expect(html).not.toContain('evil.example');
    for (const tag of [
      '<link rel="canonical" href="https://embudo.example/quiz-developer" />',
      '<link rel="alternate" hreflang="en-US" href="https://embudo.example/quiz-developer?lang=en" />',
      '<meta property="og:url" content="https://embudo.example/quiz-developer" />',
      '<meta property="og:locale" content="es_LA" />',
      '<meta property="og:locale:alternate" content="en_US" />',
      '<meta property="og:image" content="https://embudo.example/og/landing-es.abc123.png" />',
      '<meta property="og:image:width" content="1200" />',
      '<meta property="og:image:height" content="630" />',
      '<meta name="twitter:card" content="summary_large_image" />',
      '<meta name="twitter:site" content="@embudo" />',
    ]) {
      expect(html).toContain(tag);
    }
  });
});

describe('the card pictures', () => {
  it('are drawn once as 1200 × 630 PNGs over 8 KB, immutable; an unknown card is a 404', async () => {
    const app = appWith('Embudo Bootcamp');
    const started = Date.now();
    const res = await app.request('/og/landing-es.abc123.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
    expect(png.length).toBeGreaterThan(8 * 1024);
    const first = Date.now() - started;
    // The second time comes from memory.
    const again = Date.now();
    expect(Buffer.from(await (await app.request('/og/landing-es.abc123.png')).arrayBuffer()).equals(png)).toBe(true);
    expect(Date.now() - again).toBeLessThan(Math.max(50, first));
    expect((await app.request('/og/nothing-es.zzz999.png')).status).toBe(404);
  });

  it('sends an address from before a content change on to the card of today', async () => {
    const app = appWith('Embudo Bootcamp');
    const old = await app.request('/og/landing-es.zzz999.png');
    expect(old.status).toBe(302);
    expect(old.headers.get('location')).toBe('/og/landing-es.abc123.png');
  });
});

describe('the memory of drawn cards', () => {
  const tiny = (name: string) => ({
    path: `/og/${name}.x1.png`,
    tree: { type: 'div', props: { style: { width: 16, height: 16, display: 'flex', backgroundColor: '#4338ca' } } },
  });

  it('keeps a drawn card (the same drawing is returned) and lets the oldest go past its cap', async () => {
    const cache = cardCache(2);
    const a = cache.get(tiny('a'));
    expect(cache.get(tiny('a'))).toBe(a);
    const png = await a;
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([16, 16]);
    await cache.get(tiny('b'));
    // `a` is the oldest: `c` pushes it out, and asking for it again draws it again.
    await cache.get(tiny('c'));
    expect(cache.get(tiny('a'))).not.toBe(a);
    // Kept now: `c` and `a`. Using `c` makes it the newest, so `d` pushes `a` out, not `c`.
    const c = cache.get(tiny('c'));
    await cache.get(tiny('d'));
    expect(cache.get(tiny('c'))).toBe(c);
  });
});

describe('the sitemap and robots.txt', () => {
  it("lists the entry's pages on the configured origin with their twins, a lastmod each, & escaped", async () => {
    const res = await appWith('Embudo Bootcamp').request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(xml).toContain('<loc>https://embudo.example/quiz-developer</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en-US" href="https://embudo.example/quiz-developer?lang=en" />'.replace('&', '&#38;'),
    );
    expect(xml).toMatch(/<loc>https:\/\/embudo\.example\/quiz-developer<\/loc>\n {4}<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
    expect(xml).toContain('<lastmod>2026-10-19</lastmod>');
    expect(xml).not.toMatch(/&(?!#\d+;)/);
  });

  it('robots.txt keeps /admin and /api out and names the sitemap', async () => {
    const text = await (await appWith('Embudo Bootcamp').request('/robots.txt')).text();
    expect(text).toBe('User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n\nSitemap: https://embudo.example/sitemap.xml\n');
  });

  it('a development server names its own address, asked when the page is written', async () => {
    let port = 0;
    const app = appWith('Embudo Bootcamp', () => ownOrigin('127.0.0.1', port));
    port = 4999;
    expect(await (await app.request('http://evil.example/robots.txt')).text()).toContain('Sitemap: http://127.0.0.1:4999/sitemap.xml');
  });
});

describe('EMBUDO_SITE_URL', () => {
  it('is required in production, with a message naming it', () => {
    expect(() => readConfig({ NODE_ENV: 'production' }, fixture.root)).toThrow(ConfigError);
    expect(() => readConfig({ NODE_ENV: 'production' }, fixture.root)).toThrow(/EMBUDO_SITE_URL is not set/);
    expect(readConfig({ NODE_ENV: 'production', EMBUDO_SITE_URL: 'https://embudo.dev/' }, fixture.root).siteUrl).toBe('https://embudo.dev');
    expect(readConfig({}, fixture.root).siteUrl).toBeUndefined();
  });

  it('takes an origin only', () => {
    for (const bad of [
      'embudo.dev',
      'ftp://embudo.dev',
      'https://embudo.dev/es',
      'https://embudo.dev/?x=1',
      'https://user:pw@embudo.dev',
    ]) {
      expect(() => parseSiteUrl(bad, undefined), bad).toThrow(/Invalid EMBUDO_SITE_URL/);
    }
    expect(parseSiteUrl(' http://localhost:8080 ', 'production')).toBe('http://localhost:8080');
  });

  it('a wildcard listen address is written as localhost', () => {
    expect(ownOrigin('0.0.0.0', 4173)).toBe('http://localhost:4173');
    expect(ownOrigin('::1', 4173)).toBe('http://[::1]:4173');
  });
});
