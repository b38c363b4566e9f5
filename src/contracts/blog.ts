/**
 * The blog (content/blog/*.md, format in content/README.md): each post is a Markdown file with a
 * front matter block. The server reads, checks and renders every post once at start (a broken post
 * stops it, naming the file and the field); the pages get the index (title, date, excerpt, reading
 * time) and, on a post's own page, that post's HTML. No DOM and no Node here: shared by both sides.
 */
import type { FieldIssue } from './schema';

/** What the list and a post page show of a post. */
export interface BlogPostSummary {
  /** From the file name: `primeros-pasos.md` → `primeros-pasos`. */
  readonly slug: string;
  readonly title: string;
  /** Publication date, `YYYY-MM-DD`. */
  readonly date: string;
  /** The language the post is written in. */
  readonly lang: 'es' | 'en';
  /** One or two sentences for the list and the page's description. */
  readonly excerpt: string;
  /** Minutes to read at 200 words a minute, at least 1. */
  readonly readingMinutes: number;
}

/** A post with its body rendered to HTML (escaped: no raw HTML from the Markdown passes through). */
export interface BlogPost extends BlogPostSummary {
  readonly html: string;
}

/**
 * The blog as a page gets it: every post's summary, newest first, and the HTML of the posts the
 * page shows (the server embeds only the post of a post page, never all of them).
 */
export interface Blog {
  readonly posts: readonly BlogPostSummary[];
  readonly html: Readonly<Record<string, string>>;
}

export const EMPTY_BLOG: Blog = { posts: [], html: {} };

/** A post's file name (without `.md`): lower-case words joined by hyphens. */
export const BLOG_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Splits `---\nkey: value\n---\nbody`; values may be quoted. Null when the file has no front matter. */
export function splitFrontMatter(source: string): { data: Record<string, string>; body: string } | null {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source.replace(/^\uFEFF/, ''));
  if (!match) return null;
  const data: Record<string, string> = {};
  for (const line of match[1]!.split(/\r?\n/)) {
    if (!line.trim() || line.trimStart().startsWith('#')) continue;
    const pair = /^([A-Za-z][\w-]*):\s*(.*)$/.exec(line);
    if (!pair) continue;
    let value = pair[2]!.trim();
    if (value.length >= 2 && ((value.startsWith('"') && value.endsWith('"')) || (value.startsWith("'") && value.endsWith("'"))))
      value = value.slice(1, -1);
    data[pair[1]!] = value;
  }
  return { data, body: match[2]! };
}

/** Whether `text` is a real calendar date `YYYY-MM-DD`. */
export function isCalendarDate(text: string): boolean {
  if (!DATE.test(text)) return false;
  const at = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(text);
}

/** The problems of a post's front matter (`title`, `date`, `lang`, `excerpt` required). */
export function frontMatterIssues(data: Record<string, string>): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const text = (field: string, max: number) => {
    const value = data[field];
    if (!value) issues.push({ field, message: 'required' });
    else if (value.length > max) issues.push({ field, message: `at most ${max} characters` });
  };
  text('title', 120);
  text('excerpt', 300);
  if (!data.date) issues.push({ field: 'date', message: 'required' });
  else if (!isCalendarDate(data.date)) issues.push({ field: 'date', message: 'expected a date YYYY-MM-DD' });
  if (data.lang !== 'es' && data.lang !== 'en') issues.push({ field: 'lang', message: 'expected "es" or "en"' });
  return issues;
}

/** Reading time of a Markdown body: 200 words a minute, rounded up, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown
    .replace(/```[\s\S]*?```/g, ' code ')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.ceil(words / 200));
}

/** `YYYY-MM-DD` as a date in words, the same on the server and in the browser (no Intl data involved). */
export function formatPostDate(date: string, lang: 'es' | 'en'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const es = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
  const en = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  return lang === 'en' ? `${en[m - 1]} ${d}, ${y}` : `${d} de ${es[m - 1]} de ${y}`;
}
