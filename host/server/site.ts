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
import { blogForPage, type SiteFiles } from './site-content';
import { IMMUTABLE_CACHE, NO_CACHE, SHORT_CACHE, encodedPathBelow, findFile, isHashedName, sendFile } from './static';

/** The content pages are rendered with (host/app/content.ts SiteContent). */
export type SiteContent = SiteFiles & { testimonials: readonly Testimonial[]; instalments?: ReadonlyArray<{ count: number; amount: number; currency: 'USD' | 'PEN' }> };

/** What the React render gets: the content with the blog as the pages read it (host/app/content.ts). */
type RenderContent = Omit<SiteContent, 'blog'> & { blog: Blog };

/** What the server entry of the site exports (host/app/entry-server.tsx). */
interface SiteRenderer {
  render(url: string, content: RenderContent, now?: number): Promise<{
    html: string;
    status: number;
    head: { lang: string; title: string; description: string; canonical: string; alternates: ReadonlyArray<{ hreflang: string; href: string }>; robots?: string };
    route: { page: string; params?: Readonly<Record<string, string>> };
  }>;
  fixedPaths(): Array<{ path: string; langs: Array<'es' | 'en'>; query: Record<'es' | 'en', string> }>;
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
  /** The site's public origin for canonical links (EMBUDO_SITE_URL); default: the request's. */
  origin?: string;
  now?: () => number;
}

/** How long a rendered page is reused: start cards drop out by the day, so minutes are plenty fresh. */
const PAGE_TTL_MS = 10 * 60_000;
const MAX_CACHED_PAGES = 300;
/** Build files that are the server's, not the browser's. */
const PRIVATE_FILES = new Set(['template.html', 'pages.json']);

/** Stands for the request's origin in cached pages (canonical and alternate links). */
const ORIGIN = '{{embudo-origin}}';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The site's handler for every GET/HEAD not taken by the API, widgets or examples. */
export function siteHandler(options: SiteOptions): { handle: (c: Context) => Promise<Response>; warm: () => Promise<void> } {
  const now = options.now ?? Date.now;
  const cache = new Map<string, { body: string; status: number; expires: number }>();
  let loaded: Promise<{ renderer: SiteRenderer; template: string; pages: Record<string, string[]>; contentJson: (blog: Blog) => string }> | undefined;
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

  async function page(url: URL): Promise<{ body: string; status: number }> {
    const key = `${url.pathname}${url.search}`;
    const at = now();
    const hit = cache.get(key);
    if (hit && hit.expires > at) return hit;
    const { renderer, template, pages, contentJson } = await load();
    const rendered = await renderer.render(url.pathname + url.search, renderContent, at);
    const { head } = rendered;
    // Site-relative paths; the origin goes in per request (one cached page serves every host name).
    const absolute = (href: string) => `${ORIGIN}${href}`;
    const headHtml = [
      `<title>${escapeHtml(head.title)}</title>`,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
      `<link rel="canonical" href="${escapeHtml(absolute(head.canonical))}" />`,
      ...head.alternates.map((a) => `<link rel="alternate" hreflang="${escapeHtml(a.hreflang)}" href="${escapeHtml(absolute(a.href))}" />`),
      ...(head.robots ? [`<meta name="robots" content="${escapeHtml(head.robots)}" />`] : []),
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
    if (cache.size >= MAX_CACHED_PAGES) cache.delete(cache.keys().next().value!);
    cache.set(key, entry);
    return entry;
  }

  return {
    async handle(c) {
      const subPath = encodedPathBelow(c, '/') ?? '';
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
      const origin = options.origin ?? url.origin;
      try {
        const { body, status } = await page(url);
        return c.html(body.replaceAll(ORIGIN, escapeHtml(origin)), status as 200 | 404, { 'Cache-Control': NO_CACHE });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return c.text('Site not built: run npm run build', 503);
        throw error;
      }
    },
    /** Renders every fixed path once (both languages where it has both), so the first visitors get a ready page. */
    async warm() {
      const { renderer } = await load();
      for (const { path: p, langs, query } of renderer.fixedPaths()) {
        for (const lang of langs) await page(new URL(`${p}${query[lang]}`, 'http://site.invalid'));
      }
    },
  };
}
