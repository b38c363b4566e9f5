/**
 * The social-proof contract: what `GET /api/social-proof` answers and what the testimonials file
 * the business edits holds. Truthful by construction (docs/product.md#truthful-content): activity
 * items carry a lead's kind, country and time only, never who it was; testimonials are real people
 * the business entered.
 *
 * Hand-written checks (no schema library) keep the widget that reads this small.
 */
import type { FieldIssue } from './schema';

/** One anonymised recent lead: which form, from which country, when (ms since the epoch). */
export interface ActivityItem {
  kind: 'scholarship' | 'brochure';
  /** Two-letter country code, upper case. */
  country: string;
  /** When the lead was received (ms since the epoch, rounded down to the minute). */
  at: number;
}

/** One testimonial from the business's file. */
export interface Testimonial {
  /** The quote in both languages. */
  quote: { es: string; en: string };
  /** The person's first name. */
  name: string;
  /** Two-letter country code, upper case. */
  country?: string;
  /** Face image: an https URL or a path on the site (`/img/ana.webp`). */
  image?: string;
  /** Which bootcamp the person took, for the landing's two carousels; absent counts as `fullstack`. */
  track?: TestimonialTrack;
  /**
   * The stars the person gave, a whole number from 1 to 5, when they gave one: the carousels and
   * the testimonials page show it as stars ('4 de 5'); without it no stars are drawn (none invented).
   */
  rating?: TestimonialRating;
}

/** A testimonial's rating: whole stars out of {@link MAX_RATING}. */
export type TestimonialRating = 1 | 2 | 3 | 4 | 5;
/** The stars a rating is out of. */
export const MAX_RATING = 5;

/** Whether `value` is a rating a testimonial may carry: a whole number 1–5. */
export const isRating = (value: unknown): value is TestimonialRating =>
  Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_RATING;

/** The bootcamps a testimonial can be about (the landing shows one carousel per track). */
export const TESTIMONIAL_TRACKS = ['fullstack', 'data-science'] as const;
export type TestimonialTrack = (typeof TESTIMONIAL_TRACKS)[number];

/** A testimonial's track: its own, else `fullstack`. */
export const testimonialTrack = (item: Testimonial): TestimonialTrack => item.track ?? 'fullstack';

/** The body of `GET /api/social-proof`. */
export interface SocialProof {
  /** Recent real leads, newest first (at most 20, last 7 days). */
  activity: ActivityItem[];
  testimonials: Testimonial[];
}

/** Longest quote accepted (characters per language): a popup, not an essay. */
export const MAX_QUOTE_LENGTH = 400;
/** Longest first name accepted. */
export const MAX_FIRST_NAME_LENGTH = 40;

const COUNTRY = /^[A-Z]{2}$/;
const KEYS = new Set(['quote', 'name', 'country', 'image', 'track', 'rating']);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max && !/[\0-\x1f]/.test(value);

/** Whether `value` is an image reference a page may load: https URL or site path (not `//host`, nor `/\\host`, which browsers read as `//host`). */
export function isImageRef(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 2048 && (/^https:\/\/[^\s]+$/.test(value) || /^\/(?![/\\])[^\s]*$/.test(value));
}

/** The problems of one testimonial, fields named from `at` (e.g. `[2].quote.en`); empty when it is valid. */
export function testimonialIssues(value: unknown, at: string): FieldIssue[] {
  if (!isObject(value)) return [{ field: at, message: 'expected an object with quote, name, country, image, track and rating' }];
  const issues: FieldIssue[] = [];
  for (const key of Object.keys(value)) {
    if (!KEYS.has(key))
      issues.push({ field: `${at}.${key}`, message: 'unknown field: expected only quote, name, country, image, track, rating' });
  }
  const quote = value.quote;
  if (!isObject(quote)) issues.push({ field: `${at}.quote`, message: 'expected { "es": "…", "en": "…" }' });
  else {
    for (const lang of ['es', 'en'] as const) {
      if (!text(quote[lang], MAX_QUOTE_LENGTH))
        issues.push({ field: `${at}.quote.${lang}`, message: `expected one line of text, 1 to ${MAX_QUOTE_LENGTH} characters` });
    }
  }
  if (!text(value.name, MAX_FIRST_NAME_LENGTH))
    issues.push({ field: `${at}.name`, message: `expected the first name, 1 to ${MAX_FIRST_NAME_LENGTH} characters` });
  if (value.country !== undefined && !(typeof value.country === 'string' && COUNTRY.test(value.country))) {
    issues.push({ field: `${at}.country`, message: 'expected a two-letter upper-case code, e.g. "PE"' });
  }
  if (value.image !== undefined && !isImageRef(value.image)) {
    issues.push({ field: `${at}.image`, message: 'expected an https:// URL or a site path starting with "/"' });
  }
  if (value.track !== undefined && !(TESTIMONIAL_TRACKS as readonly unknown[]).includes(value.track)) {
    issues.push({
      field: `${at}.track`,
      message: `expected one of ${TESTIMONIAL_TRACKS.map((t) => `"${t}"`).join(', ')} (or leave it out: fullstack)`,
    });
  }
  if (value.rating !== undefined && !isRating(value.rating)) {
    issues.push({
      field: `${at}.rating`,
      message: `expected the stars the person gave, a whole number from 1 to ${MAX_RATING} (or leave it out: no stars shown)`,
    });
  }
  return issues;
}

/** Checks a whole testimonials list (the file's content): every issue, fields named like `[0].name`. */
export function validateTestimonials(value: unknown): { ok: true; testimonials: Testimonial[] } | { ok: false; issues: FieldIssue[] } {
  if (!Array.isArray(value)) return { ok: false, issues: [{ field: '(file)', message: 'expected a JSON array of testimonials, e.g. []' }] };
  const issues = value.flatMap((item, index) => testimonialIssues(item, `[${index}]`));
  return issues.length > 0 ? { ok: false, issues } : { ok: true, testimonials: value as Testimonial[] };
}

/** Whether `value` is a valid testimonial (the widget's check: no messages to ship). */
function isTestimonial(value: unknown): value is Testimonial {
  return (
    isObject(value) &&
    isObject(value.quote) &&
    text(value.quote.es, MAX_QUOTE_LENGTH) &&
    text(value.quote.en, MAX_QUOTE_LENGTH) &&
    text(value.name, MAX_FIRST_NAME_LENGTH) &&
    (value.country === undefined || (typeof value.country === 'string' && COUNTRY.test(value.country))) &&
    (value.image === undefined || isImageRef(value.image))
  );
}

/**
 * Reads an API answer leniently (the widget): items that do not fit the contract are dropped, so one
 * bad item never hides the others; null when the body is not a social-proof answer at all.
 */
export function parseSocialProof(value: unknown): SocialProof | null {
  if (!isObject(value) || !Array.isArray(value.activity) || !Array.isArray(value.testimonials)) return null;
  return {
    activity: value.activity.filter(
      (item): item is ActivityItem =>
        isObject(item) &&
        (item.kind === 'scholarship' || item.kind === 'brochure') &&
        typeof item.country === 'string' &&
        COUNTRY.test(item.country) &&
        Number.isFinite(item.at),
    ),
    testimonials: value.testimonials.filter(isTestimonial),
  };
}
