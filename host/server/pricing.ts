/**
 * `GET /api/pricing`: the pricing document of every bootcamp slug (src/contracts/pricing.ts), read
 * from the file the business edits (EMBUDO_PRICING, default `content/pricing.json` under the
 * project root) and validated once at start.
 *
 * - A broken file (not JSON, a missing or misspelt field, a price that does not add up) stops the
 *   server with the file, the line and the field at fault.
 * - A missing file stops the server when EMBUDO_PRICING names it; when the default file is absent
 *   (a bare checkout, test roots) the route answers 503 and the widgets show the fallback prices
 *   of docs/product.md#prices, and the start prints a warning on stderr.
 *
 * The file holds no date: each bootcamp's `fechas`, `mesesInicio`, `fecha_inicio` and `fechaLimite`
 * are its next starts in content/schedule.json (src/data/cohorts), worked out again when a start or
 * a close passes, so the answer never disagrees with the page. `Cache-Control: public,
 * max-age=300`, a strong ETag (a conditional request answers 304), CORS `*` (partner pages show prices).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { validatePricing, type BootcampPricing, type PricingDocument, type PricingIssue } from '../../src/contracts/pricing';
import type { BootcampSlug } from '../../src/contracts/bootcamp';
import { COUNTRIES } from '../../src/data/countries';
import type { Schedule, WeekdayKey } from '../../src/contracts/site-content';
import { closeInstant, nextOpenStart, upcomingStarts } from '../../src/data/cohorts';
import { untilNextChange } from './schedule-cache';
import { contentDir, projectRoot } from './config';
import { readContentFile } from './content-file';

/** The pricing file when neither EMBUDO_PRICING nor EMBUDO_CONTENT is set, relative to the project root. */
export const DEFAULT_PRICING_PATH = 'content/pricing.json';
/** How long browsers and CDNs may reuse an answer, in seconds. */
export const PRICING_MAX_AGE_S = 300;

/** A pricing file that cannot be used; the message names the file and the line and field at fault. */
export class PricingError extends Error {
  override readonly name = 'PricingError';
}

/** Where the pricing file is, and whether EMBUDO_PRICING named it (then it must exist). */
export interface PricingSource {
  file: string;
  explicit: boolean;
}

/**
 * The pricing file: EMBUDO_PRICING (relative paths resolve against the project root), else the
 * content folder's (EMBUDO_CONTENT, default `<root>/content`) `pricing.json`.
 */
export function resolvePricingPath(env: NodeJS.ProcessEnv, cwd: string): PricingSource {
  const named = env.EMBUDO_PRICING?.trim();
  return {
    file: named ? path.resolve(projectRoot(env, cwd), named) : path.join(contentDir(env, cwd), 'pricing.json'),
    explicit: Boolean(named),
  };
}

/**
 * The line where each value of a valid JSON text starts, by dot path (`bootcamps.fullstack.prices.PEN`,
 * array items by index: `bootcamps.fullstack.fechas.0`). A small scanner: the text already parsed.
 */
export function jsonValueLines(source: string): Map<string, number> {
  const lines = new Map<string, number>();
  let i = 0;
  let line = 1;
  const skipSpace = () => {
    while (i < source.length && /\s/.test(source[i]!)) if (source[i++] === '\n') line++;
  };
  const readString = (): string => {
    const start = i;
    for (i++; i < source.length && source[i] !== '"'; i++) if (source[i] === '\\') i++;
    i++;
    return JSON.parse(source.slice(start, i)) as string;
  };
  const value = (at: string): void => {
    skipSpace();
    if (at) lines.set(at, line);
    const ch = source[i];
    const join = (key: string) => (at ? `${at}.${key}` : key);
    if (ch === '{' || ch === '[') {
      const close = ch === '{' ? '}' : ']';
      i++;
      skipSpace();
      for (let index = 0; source[i] !== close && i < source.length; index++) {
        let key = String(index);
        if (ch === '{') {
          key = readString();
          skipSpace();
          i++; // ':'
        }
        value(join(key));
        skipSpace();
        if (source[i] === ',') i++;
        skipSpace();
      }
      i++;
    } else if (ch === '"') readString();
    else while (i < source.length && /[^\s,\]}]/.test(source[i]!)) i++;
  };
  value('');
  return lines;
}

/** The line of `field`, or of its nearest parent in the file (a missing field is reported where its object starts). */
function lineOf(lines: Map<string, number>, field: string): string {
  const parts = field.split('.');
  for (let n = parts.length; n > 0; n--) {
    const line = lines.get(parts.slice(0, n).join('.'));
    if (line !== undefined) return n === parts.length ? `line ${line}` : `line ${line} (in ${parts.slice(0, n).join('.')})`;
  }
  return 'line 1';
}

/**
 * Reads and validates the pricing file. Not JSON, or not the contract → PricingError naming the
 * file, the line and the field. Missing → PricingError when `explicit`, else null (no pricing).
 */
export function loadPricing(file: string, explicit = true): PricingDocument | null {
  const read = readContentFile(file, (reason, cause) =>
    reason.startsWith('cannot')
      ? new PricingError(
          `Cannot read the pricing file ${file}: ${reason.replace(/^cannot be read: /, '')}. Fix the path or its permissions, or set EMBUDO_PRICING to another file (see content/README.md).`,
          { cause },
        )
      : new PricingError(`The pricing file ${file} ${reason}. Fix it (see content/README.md) and start again.`, { cause }),
  );
  if (!read) {
    if (!explicit) return null;
    throw new PricingError(
      `Cannot read the pricing file ${file}: it does not exist. Fix the path, or set EMBUDO_PRICING to another file (see content/README.md).`,
    );
  }
  const { source, value } = read;
  const check = validatePricing(value);
  const issues = check.ok ? minorUnitIssues(check.pricing) : check.issues;
  if (check.ok && issues.length === 0) return check.pricing;
  const lines = jsonValueLines(source);
  const shown = issues.slice(0, 15).map((issue) => `  ${lineOf(lines, issue.path)}: ${issue.message}`);
  const more = issues.length > 15 ? `\n  … and ${issues.length - 15} more` : '';
  throw new PricingError(`The pricing file ${file} is not usable (see content/README.md):\n${shown.join('\n')}${more}`);
}

/** The decimals Intl shows for a currency (0 for JPY, CLP, COP, PYG; 2 for most): what a price in it may carry. */
export function currencyDigits(currency: string): number {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}

/** How many decimals a number is written with (75000.5 → 1), up to 0.1 + 0.2 style noise. */
function decimalsOf(amount: number): number {
  for (let digits = 0; digits < 6; digits++) if (Math.abs(amount * 10 ** digits - Math.round(amount * 10 ** digits)) < 1e-6) return digits;
  return 6;
}

/**
 * Amounts with more decimals than their currency has: `75000.5` JPY would be shown
 * '¥75,001' while the checkout carries 75000.5. Each issue names the field, the countries that pay
 * in the currency, the value and what is expected. Run on a document the contract already accepted.
 */
export function minorUnitIssues(pricing: PricingDocument): PricingIssue[] {
  const issues: PricingIssue[] = [];
  for (const [slug, bootcamp] of Object.entries(pricing.bootcamps)) {
    for (const [currency, row] of Object.entries(bootcamp.prices)) {
      const digits = currencyDigits(currency);
      for (const [field, amount] of Object.entries(row)) {
        if (typeof amount !== 'number' || decimalsOf(amount) <= digits) continue;
        const at = `bootcamps.${slug}.prices.${currency}.${field}`;
        const countries =
          COUNTRIES.filter((c) => c.currency === currency)
            .map((c) => c.name.en)
            .join(', ') || 'no offered country';
        const expected =
          digits === 0
            ? `${currency} has no minor unit, so a whole number is expected (e.g. ${Math.floor(amount)} or ${Math.ceil(amount)})`
            : `${currency} has ${digits} decimals at most (e.g. ${amount.toFixed(digits)})`;
        issues.push({ path: at, message: `${at}: the price for ${countries} is ${amount}, but ${expected}` });
      }
    }
  }
  return issues;
}

/** What pricingRoutes needs. */
export interface PricingOptions {
  /** The validated document (loadPricing), or null when there is no pricing file: the route answers 503. */
  pricing: PricingDocument | null;
  /** The schedule (content/schedule.json): each bootcamp's start dates and enrolment close in the answer. */
  schedule?: Schedule;
  /** The server's clock (tests pass their own). */
  now?: () => number;
}

// The answer's start fields keep the payment pages' Spanish shape ("Enero", "Lunes y Miércoles"):
// written from fixed names, not the host's ICU, so the bytes (and the ETag) never change with it.
const MESES = ['Enero', 'Febrero', 'Marzo', 'Abril', 'Mayo', 'Junio', 'Julio', 'Agosto', 'Septiembre', 'Octubre', 'Noviembre', 'Diciembre'];
const DIAS: Record<WeekdayKey, string> = {
  mon: 'Lunes',
  tue: 'Martes',
  wed: 'Miércoles',
  thu: 'Jueves',
  fri: 'Viernes',
  sat: 'Sábado',
  sun: 'Domingo',
};
const ORDER: readonly WeekdayKey[] = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const mes = (date: string) => MESES[Number(date.slice(5, 7)) - 1]!;
const dias = (days: readonly WeekdayKey[]) => {
  const names = [...days].sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)).map((d) => DIAS[d]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} y ${names.at(-1)}` : (names[0] ?? '');
};

/** How many starts the answer lists per bootcamp, as the pages show them. */
const STARTS_LISTED = 3;

/** A bootcamp's start fields at `at`: its next starts, their months, the first start and the next open close. */
export function startFields(
  schedule: Schedule,
  slug: BootcampSlug,
  at: number,
): Pick<BootcampPricing, 'fechas' | 'mesesInicio' | 'fecha_inicio' | 'fechaLimite'> {
  const starts = upcomingStarts(schedule, at, { bootcamp: slug, limit: STARTS_LISTED });
  const open = nextOpenStart(schedule, at, slug);
  return {
    fechas: starts.map((s) => ({ mes: mes(s.start), dias: dias(s.days), turno: s.turno })),
    mesesInicio: [...new Set(starts.map((s) => mes(s.start)))],
    ...(starts[0] ? { fecha_inicio: starts[0].start } : {}),
    ...(open ? { fechaLimite: closeInstant(open.closesAt, schedule.timeZone) } : {}),
  };
}

/** Whether an If-None-Match header matches the ETag (a list, `*`, or the weak form of the same tag). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** Routes under `/api` answering `GET /pricing`. */
export function pricingRoutes(options: PricingOptions): Hono {
  const { pricing, schedule, now = Date.now } = options;
  const answerAt = (at: number) => {
    const served =
      pricing && schedule
        ? {
            ...pricing,
            bootcamps: Object.fromEntries(
              Object.entries(pricing.bootcamps).map(([slug, b]) => [slug, { ...b, ...startFields(schedule, slug as BootcampSlug, at) }]),
            ),
          }
        : pricing;
    const body = served === null ? null : JSON.stringify(served);
    return { body, etag: body === null ? '' : `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  };
  const fixed = schedule ? undefined : answerAt(0);
  const answer = schedule ? untilNextChange(schedule, now, answerAt) : () => fixed!;
  const routes = new Hono();
  routes.use('/pricing', cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], exposeHeaders: ['ETag'] }));
  routes.get('/pricing', (c) => {
    const { body, etag } = answer();
    if (body === null) {
      return c.json({ error: 'Pricing is not configured on this server; pages show the fallback prices.' }, 503, {
        'Cache-Control': 'no-store',
      });
    }
    const headers = { 'Cache-Control': `public, max-age=${PRICING_MAX_AGE_S}`, ETag: etag };
    if (matches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    return c.body(body, 200, { ...headers, 'Content-Type': 'application/json; charset=UTF-8' });
  });
  return routes;
}

/** The full stack bootcamp's instalment plans (`cuotas` with `cuotaDolar`, `cuotaSoles`), for the FAQ's answer. */
export function instalmentPlans(pricing: PricingDocument | null): Array<{ count: number; amount: number; currency: 'USD' | 'PEN' }> {
  const fullstack = pricing?.bootcamps.fullstack;
  if (!fullstack?.cuotas) return [];
  return [
    { count: fullstack.cuotas, amount: fullstack.cuotaDolar, currency: 'USD' as const },
    { count: fullstack.cuotas, amount: fullstack.cuotaSoles, currency: 'PEN' as const },
  ];
}
