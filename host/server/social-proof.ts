/**
 * `GET /api/social-proof?lang=es|en`: truthful social proof (docs/product.md#truthful-content).
 *
 * - `activity`: recent real leads from the store (last 7 days, at most 20, newest first, never a
 *   quarantined one) reduced to kind, country and the minute they arrived. The store query reads
 *   no personal column, and the answer is rebuilt field by field, so no name, email, phone or id
 *   can reach it.
 * - `testimonials`: the file the business edits (EMBUDO_TESTIMONIALS, default the content
 *   folder's `testimonials.json`), validated once at start: a broken file stops the server with the
 *   file and the line or field at fault; a missing file means no testimonials.
 *
 * Public and anonymised, so CORS `*` and `Cache-Control: public, max-age=15`; answered from a 15 s
 * in-memory cache that a newly stored lead invalidates.
 */
import path from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { validateTestimonials, type SocialProof, type Testimonial } from '../../src/contracts/social-proof';
import { contentDir, projectRoot } from './config';
import { lineColumn, readContentFile } from './content-file';
import type { LeadReads, LeadWrites } from './leads/store';
import { defaultLogger, logFunction } from './log';

/** The testimonials file when neither EMBUDO_TESTIMONIALS nor EMBUDO_CONTENT is set, relative to the project root. */
export const DEFAULT_TESTIMONIALS_PATH = 'content/testimonials.json';
/** Most activity items in one answer. */
export const MAX_ACTIVITY = 20;
/** How far back activity goes. */
export const ACTIVITY_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;
/** How long an answer is reused (server cache and browser/CDN `max-age`). */
export const SOCIAL_PROOF_TTL_MS = 15_000;

const MINUTE_MS = 60_000;

/** What socialProofRoutes needs. */
export interface SocialProofOptions {
  /** The open lead store (read only here; how many leads this process stored says when to look again). */
  store: LeadReads & Pick<LeadWrites, 'leadsStored'>;
  /** The validated testimonials (loadTestimonials). */
  testimonials: readonly Testimonial[];
  /** Clock (tests). */
  now?: () => number;
  /** Where a store failure is reported (default: the process's logger). */
  log?: (message: string, error?: unknown) => void;
}

/** A testimonials file that cannot be used; the message names the file and the line or field at fault. */
export class TestimonialsError extends Error {
  override readonly name = 'TestimonialsError';
}

/**
 * The testimonials file: EMBUDO_TESTIMONIALS (relative paths resolve against the project root), else
 * the content folder's (EMBUDO_CONTENT, default `<root>/content`) `testimonials.json`.
 */
export function resolveTestimonialsPath(env: NodeJS.ProcessEnv, cwd: string): string {
  const named = env.EMBUDO_TESTIMONIALS?.trim();
  return named ? path.resolve(projectRoot(env, cwd), named) : path.join(contentDir(env, cwd), 'testimonials.json');
}

/**
 * The line where the `index`-th element of the top-level array starts: found by a small scan that
 * skips strings, so field errors can point at a line too.
 */
function lineOfItem(source: string, index: number): number | undefined {
  let depth = 0;
  let item = -1;
  let expectValue = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === '"') {
      if (depth === 1 && expectValue) {
        item += 1;
        expectValue = false;
        if (item === index) return lineColumn(source, i).line;
      }
      // Skip the string, escapes included.
      for (i++; i < source.length && source[i] !== '"'; i++) if (source[i] === '\\') i++;
      continue;
    }
    if (/\s/.test(ch)) continue;
    if (ch === '[' || ch === '{') {
      if (depth === 1 && expectValue) {
        item += 1;
        expectValue = false;
        if (item === index) return lineColumn(source, i).line;
      }
      depth += 1;
      if (depth === 1) expectValue = true;
      continue;
    }
    if (ch === ']' || ch === '}') {
      depth -= 1;
      continue;
    }
    if (ch === ',' && depth === 1) {
      expectValue = true;
      continue;
    }
    if (depth === 1 && expectValue) {
      item += 1;
      expectValue = false;
      if (item === index) return lineColumn(source, i).line;
    }
  }
  return undefined;
}

/**
 * Reads and validates the testimonials file. Missing → `[]` (a site may have none yet). Not JSON
 * or not the contract → TestimonialsError naming the file, the line and the field, so the person
 * who edited it can fix it before the server accepts traffic.
 */
export function loadTestimonials(file: string): Testimonial[] {
  const read = readContentFile(file, (reason, cause) =>
    reason.startsWith('cannot')
      ? new TestimonialsError(
          `Cannot read the testimonials file ${file}: ${reason.replace(/^cannot be read: /, '')}. Fix its permissions or set EMBUDO_TESTIMONIALS to another file.`,
          { cause },
        )
      : new TestimonialsError(
          `The testimonials file ${file} ${reason}. Expected an array like [{"quote":{"es":"…","en":"…"},"name":"Ana","country":"PE"}] (see content/README.md).`,
          { cause },
        ),
  );
  if (!read) return [];
  const { source, value } = read;
  const check = validateTestimonials(value);
  if (check.ok) return check.testimonials;
  const lines = check.issues.slice(0, 10).map((issue) => {
    const index = /^\[(\d+)\]/.exec(issue.field)?.[1];
    const line = index === undefined ? undefined : lineOfItem(source, Number(index));
    return `  ${issue.field}${line === undefined ? '' : ` (item starting at line ${line})`}: ${issue.message}`;
  });
  const more = check.issues.length > 10 ? `\n  … and ${check.issues.length - 10} more` : '';
  throw new TestimonialsError(`The testimonials file ${file} is not usable (see content/README.md):\n${lines.join('\n')}${more}`);
}

/** The answer, built from named fields only (never a spread of a row). */
export async function buildSocialProof(store: LeadReads, testimonials: readonly Testimonial[], now: number): Promise<SocialProof> {
  return {
    // The popups have words for a scholarship or brochure lead only: a masterclass sign-up or a
    // request to talk to an advisor is not shown.
    activity: (await store.recentActivity(MAX_ACTIVITY, now - ACTIVITY_WINDOW_MS)).flatMap((row) =>
      row.kind === 'masterclass' || row.kind === 'advisor'
        ? []
        : [
            {
              kind: row.kind,
              country: row.country,
              // Minute precision is all "hace 12 minutos" needs; an exact millisecond would help tie a popup to a person.
              at: Math.floor(row.receivedAt / MINUTE_MS) * MINUTE_MS,
            },
          ],
    ),
    testimonials: testimonials.map((item) => ({
      quote: { es: item.quote.es, en: item.quote.en },
      name: item.name,
      ...(item.country === undefined ? {} : { country: item.country }),
      ...(item.image === undefined ? {} : { image: item.image }),
    })),
  };
}

/** Routes under `/api` answering `GET /social-proof`. */
export function socialProofRoutes(options: SocialProofOptions): Hono {
  const now = options.now ?? Date.now;
  let cached: { body: string; builtAt: number; leadsStored: number } | undefined;
  const routes = new Hono();
  // Partner pages on any origin show the popups; the data is public and anonymised.
  routes.use('/social-proof', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'] }));
  routes.get('/social-proof', async (c) => {
    const lang = c.req.query('lang');
    if (lang !== undefined && lang !== 'es' && lang !== 'en') {
      return c.json(
        {
          error: `Unsupported lang "${lang.slice(0, 20)}": expected "es" or "en".`,
          issues: [{ field: 'lang', message: 'expected "es" or "en"' }],
        },
        400,
        { 'Cache-Control': 'no-store' },
      );
    }
    const at = now();
    const stored = options.store.leadsStored;
    if (!cached || at - cached.builtAt >= SOCIAL_PROOF_TTL_MS || at < cached.builtAt || cached.leadsStored !== stored) {
      try {
        // Both languages are in every answer (quotes carry es and en), so one cached body serves both.
        cached = {
          body: JSON.stringify(await buildSocialProof(options.store, options.testimonials, at)),
          builtAt: at,
          leadsStored: stored,
        };
      } catch (error) {
        // The store failed (closing, disk, PostgreSQL restarting): popups are optional, so serve the last answer when there is one.
        (options.log ?? logFunction(defaultLogger()))('social proof: the lead store could not be read:', error);
        if (!cached)
          return c.json({ error: 'Social proof is unavailable right now; try again shortly.' }, 503, {
            'Cache-Control': 'no-store',
            'Retry-After': '15',
          });
      }
    }
    return c.body(cached.body, 200, {
      'Content-Type': 'application/json; charset=UTF-8',
      'Cache-Control': `public, max-age=${SOCIAL_PROOF_TTL_MS / 1000}`,
    });
  });
  return routes;
}
