/**
 * The site: the content folder's `public/` files and the built files from `dist/site` (hashed
 * assets, images), and every other GET a page
 * rendered by the React app's server entry (dist/ssr/entry-server.js) with the business's content:
 * the HTML holds the page's heading and content before any script runs, then hydrates. Rendered
 * pages are kept in memory for a while (content only changes with a restart, dates by the day).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context } from 'hono';
import type { Testimonial } from '../../src/contracts/social-proof';
import type { Blog } from '../../src/contracts/blog';
import { OG_SIZE } from './og-image';
import { blogForPage, type SiteFiles } from './site-content';
import { cardCache, prepareDrawing, type CardToDraw } from './og-image';
import { IMMUTABLE_CACHE, NO_CACHE, SHORT_CACHE, encodedPathBelow, findFile, isHashedName, sendFile } from './static';

/** The content pages are rendered with (host/app/content.ts SiteContent). */
export type SiteContent = SiteFiles & {
  testimonials: readonly Testimonial[];
  instalments?: ReadonlyArray<{ count: number; amount: number; currency: 'USD' | 'PEN' }>;
};

/** What the React render gets: the content with the blog as the pages read it (host/app/content.ts). */
type RenderContent = Omit<SiteContent, 'blog'> & { blog: Blog };

type Alternates = ReadonlyArray<{ hreflang: string; href: string }>;

/** A preview card as the server entry names it (host/app/og-card.ts OgCard). */
interface Card extends CardToDraw {
  readonly alt: string;
}

/** What the server entry of the site exports (host/app/entry-server.tsx). */
interface SiteRenderer {
  render(
    url: string,
    content: RenderContent,
    now?: number,
    seo?: { origin: string; pricesUSD?: Readonly<Partial<Record<string, number>>> },
    report?: (message: string, causes: unknown[]) => void,
  ): Promise<{
    html: string;
    status: number;
    head: { lang: string; title: string; description: string; canonical: string; alternates: Alternates; robots?: string };
    route: { page: string; params?: Readonly<Record<string, string>> };
    /** Missing from a stand-in entry (tests): the page then has no preview tags. */
    seo?: { type: string; siteName: string; locale: string; localeAlternates: readonly string[]; card: Card; jsonLd: readonly unknown[] };
  }>;
  fixedPaths(): Array<{ path: string; langs: Array<'es' | 'en'>; query: Record<'es' | 'en', string> }>;
  /**
   * The part of `search` the page at `pathname` renders from (`?lang=en`, the payment page's
   * invoice), normalised; missing from a stand-in entry (tests): `lang` only.
   */
  pageQuery?(pathname: string, search: string): string;
  ogCards?(content: RenderContent, now: number): Card[];
  sitemap?(content: RenderContent): Array<{ path: string; alternates: Alternates; lastmod?: string }>;
}

export interface SiteOptions {
  /** dist/site: template.html, pages.json, assets/, public files. */
  siteDir: string;
  /**
   * The content folder's own `public/` (`<EMBUDO_CONTENT>/public`): the business's images (team
   * photos, employer logos) at site paths such as `/img/team/ana.webp`, looked up before dist/site,
   * so a content profile brings its pictures without a rebuild. Missing folder: nothing added.
   */
  contentPublicDir?: string;
  /** dist/ssr/entry-server.js. */
  ssrFile: string;
  content: SiteContent;
  /**
   * The site's public origin (EMBUDO_SITE_URL, or the server's own address in development) for every
   * absolute address a page, the sitemap or robots.txt writes; never taken from a request.
   */
  origin: () => string;
  /** Each bootcamp's price in USD (content/pricing.json), for the JSON-LD offers. */
  pricesUSD?: Readonly<Partial<Record<string, number>>>;
  /** `YYYY-MM-DD`: when the content was last changed (the sitemap's lastmod for undated pages). */
  contentDate?: string;
  now?: () => number;
  /** Told of each page rendered and each served from the cache (the metrics). */
  observe?: { rendered(): void; hit(): void };
  /** Where a part of a page that could not be rendered on the server is reported (default: the console). */
  log?: (message: string, error?: unknown) => void;
}

/** How long a rendered page is reused: start cards drop out by the day, so minutes are plenty fresh. */
const PAGE_TTL_MS = 10 * 60_000;
/** Pages other than the fixed ones (posts, enrolment pages, 404s) kept at once, least recently used out first. */
export const MAX_CACHED_PAGES = 300;

/** `lang` of a query, as the only part of it a page renders from (a stand-in entry without pageQuery). */
function langQuery(search: string): string {
  const lang = new URLSearchParams(search).get('lang');
  return lang === null ? '' : `?${new URLSearchParams({ lang }).toString()}`;
}
/** Build files that are the server's, not the browser's. */
const PRIVATE_FILES = new Set(['template.html', 'pages.json']);

/** Stands for the request's origin in cached pages (canonical and alternate links). */
const ORIGIN = '{{embudo-origin}}';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const escapeXml = escapeHtml;

/** `/og/<name>.<hash>.png`. */
const CARD_PATH = /^og\/[a-z0-9-]+\.[a-z0-9]+\.png$/;

/** The site's handler for every GET/HEAD not taken by the API, widgets or examples. */
export function siteHandler(options: SiteOptions): {
  handle: (c: Context) => Promise<Response>;
  sitemap: (c: Context) => Promise<Response>;
  robots: (c: Context) => Promise<Response>;
  warm: () => Promise<void>;
  /** How many rendered pages are held (the fixed ones and at most MAX_CACHED_PAGES others). */
  cachedPages: () => number;
} {
  const now = options.now ?? Date.now;
  // The fixed pages (warm() renders them) are kept apart and never pushed out: a flood of other
  // addresses (random paths, invoices) can only replace one another.
  const pinned = new Map<string, { body: string; status: number; expires: number }>();
  const cache = new Map<string, { body: string; status: number; expires: number }>();
  let loaded:
    Promise<{ renderer: SiteRenderer; template: string; pages: Record<string, string[]>; contentJson: (blog: Blog) => string }> | undefined;
  // The render sees every post (a post page finds its own); the page embeds only what it shows (blogForPage).
  const { blog: fullBlog, ...rest } = options.content;
  const renderContent: RenderContent = {
    ...rest,
    blog: {
      posts: blogForPage(fullBlog, 'blog').posts,
      html: Object.fromEntries((fullBlog?.posts ?? []).map((post) => [post.slug, post.html])),
    },
  };

  const load = () =>
    (loaded ??= (async () => {
      const [renderer, template, pages] = await Promise.all([
        import(pathToFileURL(options.ssrFile).href) as Promise<SiteRenderer>,
        readFile(path.join(options.siteDir, 'template.html'), 'utf8'),
        readFile(path.join(options.siteDir, 'pages.json'), 'utf8').then((text) => JSON.parse(text) as Record<string, string[]>),
      ]);
      // Inside <script type="application/json">: no `<` may close it early. The blog part is the page's own.
      const contentJson = (blog: Blog) => JSON.stringify({ ...rest, blog }).replace(/</g, '\\u003c');
      return { renderer, template, pages, contentJson };
    })().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));

  /** The preview cards the pages named, by address (and, on a miss, every card the site has now). */
  const cards = new Map<string, Card>();
  const drawn = cardCache();
  // The site's X account, from its address in content/site.json (`https://x.com/embudo` → `@embudo`).
  const twitterHandle = /^https:\/\/(?:www\.)?(?:x|twitter)\.com\/([A-Za-z0-9_]{1,15})\/?$/.exec(options.content.settings.social.x)?.[1];
  const twitterAt = twitterHandle ? `@${twitterHandle}` : undefined;

  async function cardPicture(c: Context, subPath: string): Promise<Response> {
    const key = `/${subPath}`;
    let card = cards.get(key);
    if (!card) {
      const { renderer } = await load();
      for (const known of renderer.ogCards?.(renderContent, now()) ?? []) cards.set(known.path, known);
      card = cards.get(key);
    }
    if (!card) {
      // An address the page named before its content changed (a new date, a changed title): a
      // preview shared then still asks for it, so it is sent on to the page's card of today.
      const name = key.slice(0, key.indexOf('.') + 1);
      const current = [...cards.keys()].find((path) => path.startsWith(name));
      if (current) return c.redirect(current, 302);
      return c.text('Not found', 404, { 'Cache-Control': SHORT_CACHE });
    }
    const png = await drawn.get(card);
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Content-Length': String(png.length),
      'Cache-Control': IMMUTABLE_CACHE,
    });
  }

  /**
   * The page for `url`, rendered or from the cache. Keyed by the path and only the query the page
   * reads (pageQuery), and rendered from exactly that, so the page shows nothing of the ignored
   * parameters (campaign tags reach the page's links in the browser) and any other query string is
   * served the same cached page instead of a fresh render.
   */
  async function page(url: URL, pin = false): Promise<{ body: string; status: number }> {
    const { renderer, template, pages, contentJson } = await load();
    const query = renderer.pageQuery ? renderer.pageQuery(url.pathname, url.search) : langQuery(url.search);
    const key = `${url.pathname}${query}`;
    const at = now();
    const hit = pinned.get(key) ?? cache.get(key);
    if (hit && hit.expires > at) {
      if (cache.has(key)) {
        // Least recently used goes first: a page in use moves to the back.
        cache.delete(key);
        cache.set(key, hit);
      }
      options.observe?.hit();
      return hit;
    }
    options.observe?.rendered();
    const log = options.log;
    const report = log
      ? (message: string, causes: unknown[]) => log(message, causes.length === 1 ? causes[0] : new AggregateError(causes, message))
      : undefined;
    const rendered = await renderer.render(key, renderContent, at, { origin: ORIGIN, pricesUSD: options.pricesUSD }, report);
    const { head } = rendered;
    // Site-relative paths; the origin goes in when the page is sent (ORIGIN).
    const absolute = (href: string) => `${ORIGIN}${href}`;
    const meta = (property: string, content: string) => `<meta property="${property}" content="${escapeHtml(content)}" />`;
    const named = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}" />`;
    const { seo } = rendered;
    if (seo) cards.set(seo.card.path, seo.card);
    const headHtml = [
      `<title>${escapeHtml(head.title)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
      `<link rel="canonical" href="${escapeHtml(absolute(head.canonical))}" />`,
      ...head.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(absolute(a.href))}" />`),
      ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}" />`] : []),
      ...(seo
        ? [
            meta('og:type', seo.type),
            meta('og:site_name', seo.siteName),
            meta('og:title', head.title),
            meta('og:description', head.description),
            meta('og:url', absolute(head.canonical)),
            meta('og:locale', seo.locale),
            ...seo.localeAlternates.map((l) => meta('og:locale:alternate', l)),
            meta('og:image', absolute(seo.card.path)),
            meta('og:image:type', 'image/png'),
            meta('og:image:width', String(OG_SIZE.width)),
            meta('og:image:height', String(OG_SIZE.height)),
            meta('og:image:alt', seo.card.alt),
            named('twitter:card', 'summary_large_image'),
            named('twitter:title', head.title),
            named('twitter:description', head.description),
            named('twitter:image', absolute(seo.card.path)),
            named('twitter:image:alt', seo.card.alt),
            ...(twitterAt ? [named('twitter:site', twitterAt)] : []),
            // Data, not script: a `<` in the content can never close the element (written as \u003c).
            ...seo.jsonLd.map((data) => `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>`),
          ]
        : []),
    ].join('\n    ');
    const preload = (pages[rendered.route.page] ?? []).map((file) => `<link rel="modulepreload" href="${escapeHtml(file)}" />`).join('');
    const body = template
      .replace('%LANG%', escapeHtml(head.lang))
      .replace('<!--head-->', () => headHtml)
      .replace('<!--preload-->', () => preload)
      .replace('%RENDERED_AT%', String(at))
      .replace('%CHAT_PHONE%', escapeHtml(options.content.settings.chatPhone))
      .replace('<!--app-->', () => rendered.html)
      .replace('<!--content-->', () => contentJson(blogForPage(fullBlog, rendered.route.page, rendered.route.params?.slug)));
    const entry = { body, status: rendered.status, expires: at + PAGE_TTL_MS };
    if (pin || pinned.has(key)) {
      pinned.set(key, entry);
    } else {
      cache.delete(key);
      if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
      cache.set(key, entry);
    }
    return entry;
  }

  return {
    async handle(c) {
      const subPath = encodedPathBelow(c, '/') ?? '';
      if (CARD_PATH.test(subPath)) return cardPicture(c, subPath);
      const own = options.contentPublicDir ? await findFile(options.contentPublicDir, subPath) : null;
      if (own) return sendFile(c, own, SHORT_CACHE);
      if (!PRIVATE_FILES.has(subPath)) {
        const file = await findFile(options.siteDir, subPath);
        if (file) {
          const hashed = subPath.startsWith('assets/') && isHashedName(subPath);
          return sendFile(c, file, hashed ? IMMUTABLE_CACHE : SHORT_CACHE);
        }
      }
      // A missing build asset must stay a 404: answering HTML to a <script> fails with a MIME error
      // that hides the real cause (usually a stale page asking for an old hash).
      if (subPath.startsWith('assets/') || subPath.startsWith('img/')) return c.text('Not found', 404);
      const url = new URL(c.req.url);
      const origin = options.origin();
      try {
        const { body, status } = await page(url);
        return c.html(body.replaceAll(ORIGIN, escapeHtml(origin)), status as 200 | 404, { 'Cache-Control': NO_CACHE });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return c.text('Site not built: run npm run build', 503);
        throw error;
      }
    },
    /**
     * `/sitemap.xml`: every indexable canonical page with its language twins (hreflang, x-default)
     * and its date: a post's own, else the content's.
     */
    async sitemap(c: Context): Promise<Response> {
      const { renderer } = await load();
      const origin = escapeXml(options.origin());
      const urls = (renderer.sitemap?.(renderContent) ?? []).map((entry) => {
        const lastmod = entry.lastmod ?? options.contentDate;
        return [
          '  <url>',
          `    <loc>${origin}${escapeXml(entry.path)}</loc>`,
          ...(lastmod ? [`    <lastmod>${escapeXml(lastmod)}</lastmod>`] : []),
          ...entry.alternates.map(
            (a) => `    <xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${origin}${escapeXml(a.href)}" />`,
          ),
          '  </url>',
        ].join('\n');
      });
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
        ...urls,
        '</urlset>',
        '',
      ].join('\n');
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': SHORT_CACHE });
    },
    /**
     * `/robots.txt`: the content profile's own file if it has one, else everything but the leads
     * desk and the API open to crawlers; either way naming the sitemap.
     */
    async robots(c: Context): Promise<Response> {
      const own = options.contentPublicDir ? await findFile(options.contentPublicDir, 'robots.txt') : null;
      const base = own ? await readFile(own.absolutePath, 'utf8') : 'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api/\n';
      const sitemap = /^sitemap:/im.test(base) ? '' : `${base.endsWith('\n') ? '' : '\n'}\nSitemap: ${options.origin()}/sitemap.xml\n`;
      return c.text(`${base}${sitemap}`, 200, { 'Cache-Control': SHORT_CACHE });
    },
    /**
     * Renders every fixed path once (both languages where it has both), so the first visitors get a
     * ready page; then loads what drawing a preview card needs (not the cards themselves).
     */
    async warm() {
      const { renderer } = await load();
      for (const { path: p, langs, query } of renderer.fixedPaths()) {
        for (const lang of langs) await page(new URL(`${p}${query[lang]}`, 'http://site.invalid'), true);
      }
      await prepareDrawing();
    },
    cachedPages: () => pinned.size + cache.size,
  };
}
