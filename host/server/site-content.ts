/**
 * The site's content files (content/schedule.json, team.json, founders.json, employers.json,
 * site.json; formats in content/README.md), read and checked once at start: a broken file stops
 * the start naming the file, the line (for JSON syntax) and the field; a missing file, or one still
 * marked `"placeholder": true`, is reported so the business knows what the site hides or marks.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Marked, type Tokens } from 'marked';
import {
  BLOG_SLUG,
  EMPTY_BLOG,
  frontMatterIssues,
  readingMinutes,
  splitFrontMatter,
  type Blog,
  type BlogPost,
} from '../../src/contracts/blog';
import {
  DEFAULT_SCHOOL_ZONE,
  SITE_CONTENT,
  type Employers,
  type Founders,
  type Schedule,
  type SiteSettings,
  type Team,
} from '../../src/contracts/site-content';
import { readContentFile } from './content-file';
import { displayPhone } from './leads/phone';
import { jsonValueLines } from './pricing';

/** The site's content, as the pages are rendered with it (the testimonials come from the social-proof loader). */
export interface SiteFiles {
  settings: SiteSettings;
  schedule: Schedule;
  team: Team;
  founders: Founders;
  employers: Employers;
  /** content/blog/*.md, rendered at start; left out (tests' fixtures) it is an empty blog. */
  blog?: FullBlog;
}

/** Every post with its HTML, newest first (the server embeds only what a page shows: see site.ts). */
export interface FullBlog {
  readonly posts: readonly BlogPost[];
}

/** A content file that cannot be used; the message names the file and the line or field at fault. */
export class SiteContentError extends Error {
  override readonly name = 'SiteContentError';
}

/** The content folder: EMBUDO_CONTENT (relative to the project root) or `<root>/content`. */
export function resolveContentDir(env: NodeJS.ProcessEnv, root: string): string {
  return path.resolve(root, env.EMBUDO_CONTENT?.trim() || 'content');
}

const FILES = {
  settings: 'site.json',
  schedule: 'schedule.json',
  team: 'team.json',
  founders: 'founders.json',
  employers: 'employers.json',
} as const satisfies Record<Exclude<keyof SiteFiles, 'blog'>, keyof typeof SITE_CONTENT>;

/** Reads and checks every file; `placeholders` names the files the business has still to fill. */
export function loadSiteContent(dir: string): { content: SiteFiles; placeholders: string[] } {
  const content = {} as Record<Exclude<keyof SiteFiles, 'blog'>, unknown>;
  const placeholders: string[] = [];
  for (const [key, name] of Object.entries(FILES) as Array<[Exclude<keyof SiteFiles, 'blog'>, keyof typeof SITE_CONTENT]>) {
    const file = path.join(dir, name);
    const read = readContentFile(
      file,
      (reason, cause) => new SiteContentError(`The content file ${file} ${reason} (see content/README.md).`, { cause }),
    );
    if (!read)
      throw new SiteContentError(`The content file ${file} is missing: every site needs it (see content/README.md for its format).`);
    const issues = SITE_CONTENT[name].issues(read.value);
    if (issues.length) {
      const lines = jsonValueLines(read.source);
      // The line of the field, or of its nearest parent present in the file.
      const lineOf = (field: string): string => {
        const parts = field.replace(/\[(\d+)\]/g, '.$1').split('.');
        for (let n = parts.length; n > 0; n--) {
          const line = lines.get(parts.slice(0, n).join('.'));
          if (line !== undefined) return `line ${line}, `;
        }
        return '';
      };
      const list = issues
        .slice(0, 10)
        .map((i) => `  - ${lineOf(i.field)}${i.field}: ${i.message}`)
        .join('\n');
      throw new SiteContentError(`The content file ${file} is not valid:\n${list}\nFix it (format in content/README.md) and start again.`);
    }
    if ((read.value as { placeholder?: boolean }).placeholder) placeholders.push(`${name} (${SITE_CONTENT[name].what})`);
    content[key] =
      key === 'schedule'
        ? { timeZone: DEFAULT_SCHOOL_ZONE, ...(read.value as object) }
        : key === 'settings'
          ? { ...(read.value as SiteSettings), chatPhoneShown: displayPhone(`+${(read.value as SiteSettings).chatPhone}`) }
          : read.value;
  }
  return { content: { ...(content as unknown as SiteFiles), blog: loadBlog(path.join(dir, 'blog')) }, placeholders };
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A link or image address a post may use: http(s), mailto, a site path or an anchor; anything else (javascript:, data:) is dropped. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^(https?:|mailto:)/i.test(value) || /^[/#]/.test(value) || /^[\w.-]+(\/[^:]*)?$/.test(value))
    return value.startsWith('//') ? null : value;
  return null;
}

/**
 * Markdown → HTML with `marked` (server only: it never reaches the browser bundle). Raw HTML in a
 * post is shown as text, not passed through; links and images keep only safe addresses; links to
 * other sites open with `rel="noopener noreferrer"`; images load lazily; headings start at h2 (the
 * page's h1 is the post's title).
 */
const markdown = new Marked({
  gfm: true,
  async: false,
  renderer: {
    html({ text }: Tokens.HTML | Tokens.Tag) {
      return escapeHtml(text);
    },
    heading({ tokens, depth }: Tokens.Heading) {
      const level = Math.min(6, Math.max(2, depth));
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    link({ href, title, tokens }: Tokens.Link) {
      const text = this.parser.parseInline(tokens);
      const safe = safeHref(href);
      if (!safe) return text;
      const external = /^https?:/i.test(safe);
      return `<a href="${escapeHtml(safe)}"${title ? ` title="${escapeHtml(title)}"` : ''}${external ? ' rel="noopener noreferrer"' : ''}>${text}</a>`;
    },
    image({ href, title, text }: Tokens.Image) {
      const safe = safeHref(href);
      if (!safe) return escapeHtml(text);
      return `<img src="${escapeHtml(safe)}" alt="${escapeHtml(text)}"${title ? ` title="${escapeHtml(title)}"` : ''} loading="lazy" decoding="async" />`;
    },
  },
});

/** Renders one post's Markdown body (exported for the unit tests). */
export function renderPostMarkdown(body: string): string {
  return markdown.parse(body, { async: false });
}

/** Reads every `*.md` of the blog folder; a post that cannot be used stops the start, naming the file and field. */
export function loadBlog(dir: string): FullBlog {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((name) => name.endsWith('.md'))
      .sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return { posts: [] };
    throw new SiteContentError(`The blog folder ${dir} cannot be read: ${(error as Error).message}`, { cause: error });
  }
  const posts: BlogPost[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    const slug = name.slice(0, -3);
    const fail = (why: string) =>
      new SiteContentError(`The blog post ${file} ${why}\nFix it (format in content/README.md, "Blog") and start again.`);
    if (!BLOG_SLUG.test(slug))
      throw fail('has a file name that is not a slug: use lower-case letters, digits and hyphens (e.g. primeros-pasos.md).');
    const split = splitFrontMatter(readFileSync(file, 'utf8'));
    if (!split) throw fail('has no front matter: start it with a --- line, the fields (title, date, lang, excerpt), and another --- line.');
    const issues = frontMatterIssues(split.data);
    if (issues.length) throw fail(`is not valid:\n${issues.map((i) => `  - ${i.field}: ${i.message}`).join('\n')}`);
    const { title, date, lang, excerpt } = split.data as { title: string; date: string; lang: 'es' | 'en'; excerpt: string };
    posts.push({ slug, title, date, lang, excerpt, readingMinutes: readingMinutes(split.body), html: renderPostMarkdown(split.body) });
  }
  posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
  return { posts };
}

/**
 * What one page embeds of the blog: nothing on pages that are not the blog's; the index on the
 * list; the index and that post's HTML on a post page.
 */
export function blogForPage(blog: FullBlog | undefined, page: string, slug?: string): Blog {
  if (!blog || (page !== 'blog' && page !== 'blogPost')) return EMPTY_BLOG;
  const posts = blog.posts.map(({ html: _html, ...summary }) => summary);
  const post = page === 'blogPost' ? blog.posts.find((p) => p.slug === slug) : undefined;
  return { posts, html: post ? { [post.slug]: post.html } : {} };
}
