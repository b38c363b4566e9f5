/**
 * The lead contract: one schema the browser checks before it queues a lead and the server checks
 * before it stores one, so both give the same answer for the same field.
 *
 * A lead on the wire is the body docs/product.md#lead-calls lists for its form, plus an envelope the lead API needs:
 * `id` (one client id for every try, the idempotency key), `kind`, and `meta` (how the form was
 * filled, used to quarantine bots without dropping anything).
 */
import { BOOTCAMP_SLUGS } from './bootcamp';
import { COUNTRY_CODES } from './country';
import { EMAIL_FORM, MAX_PAGE_URL, NAME_FORM, PAGE_URL_FORM } from './fields';
import { checkVariant, type FieldIssue, type Fields, type InferVariant, type VariantSchema } from './schema';

export type { FieldIssue } from './schema';
export { isSafeText } from './fields';

/**
 * The lead forms: the partial scholarship, the brochure (enrolment), the masterclass registration,
 * and the request to talk to an advisor (the scholarship form with `topic="advisor"`).
 */
export const LEAD_KINDS = ['scholarship', 'brochure', 'masterclass', 'advisor'] as const;
/** One of the lead forms. */
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Largest lead body the API reads, in bytes (a bigger one answers 413). */
export const MAX_LEAD_BYTES = 16 * 1024;

/** A submit this soon after the form opened is stored as quarantined (RELIABILITY row 21). */
export const MIN_FILL_MS = 1000;

/** The fixed enrolment token docs/product.md#lead-calls sends with brochure leads. */
export const ENROLMENT_TOKEN = 'embudo-web-2026';

/** The placeholder docs/product.md#lead-calls sends as `phone` when a brochure lead has none. */
export const PHONE_PLACEHOLDER = 'phone';

/** The pattern that reveals the phone field and that a stored email must match. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** A phone as stored: `+`, dial prefix and number, digits only, 8 to 15 digits (E.164). */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

/**
 * A masterclass instant as content/schedule.json writes it: ISO 8601 date and time with its offset
 * (the school's), `2027-01-14T19:00:00-05:00`; seconds and milliseconds optional, `Z` for UTC.
 */
export const INSTANT_PATTERN =
  /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,3})?)?(Z|[+-](0\d|1[0-4]):[0-5]\d)$/;

/** Client lead ids: what `crypto.randomUUID()` makes, or any 8–64 URL-safe characters. */
export const LEAD_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** One line of free text (no control characters), at most `max` characters. */
const line = (max: number) => ({ max, oneLine: true }) as const;

// How PHONE_PATTERN reads in a message (after "expected ").
const PHONE_FORM = '"+", the dial prefix and the number, 8 to 15 digits';
/** A stored phone, or the one exact value (`''` or the placeholder) a form sends when there is none. */
const phone = (also: string) => ({ also, pattern: PHONE_PATTERN, expected: PHONE_FORM, typeName: `"${also}" or ${PHONE_FORM}` }) as const;

/** The fields both forms send, in the order they are checked and reported. */
const common = {
  id: { typeName: 'a string', pattern: LEAD_ID_PATTERN, expected: '8 to 64 letters, digits, "-" or "_"' },
  lead: { value: true },
  bootcamp: { values: BOOTCAMP_SLUGS },
  email: { trim: 'before', required: true, max: 254, pattern: EMAIL_FORM, expected: 'an address like name@example.com' },
  // Checked as sent (a trailing newline is refused), stored trimmed. Letters and marks of any
  // script, spaces, apostrophes, hyphens, periods: nothing a spreadsheet or a link could run.
  name: { ...line(100), trim: 'after', pattern: NAME_FORM, expected: 'a name: letters, spaces, apostrophes, hyphens and periods' },
  // The count comes from the list, so the message stays true when a country joins.
  country: { values: COUNTRY_CODES, expected: `one of the ${COUNTRY_CODES.length} offered two-letter codes, e.g. "PE"` },
  meta: {
    optional: true,
    fields: {
      /** Milliseconds from the form opening to the submit. */
      fillMs: { count: 'milliseconds', optional: true },
      /** The honeypot field: people never see it, so it stays empty. */
      hp: { max: 500, optional: true },
      /** The page the form was sent from: an absolute http(s) URL. */
      page: { max: MAX_PAGE_URL, optional: true, pattern: PAGE_URL_FORM, expected: 'an absolute http(s) URL' },
      lang: { values: ['es', 'en'], expected: '"es" or "en"', optional: true },
    },
  },
  /** docs/product.md#validation: the notification checkbox on the email input (checked by default). */
  notify: { flag: true, optional: true },
} as const;

/**
 * The page state docs/product.md#lead-fields lists that the visitor chose before the enrolment form (plan, payment
 * form, start month, turno, start date): carried so the business knows which start and plan a
 * lead asked for. Each optional, one line.
 */
const pageState = {
  Plan: { ...line(100), optional: true },
  formaPago: { ...line(100), optional: true },
  select_mes: { ...line(100), optional: true },
  select_turno: { ...line(100), optional: true },
  fechaSelect: { ...line(100), optional: true },
} as const;

/** The page-state fields an enrolment lead may carry, in schema order. */
export const PAGE_STATE_FIELDS = Object.keys(pageState) as (keyof typeof pageState)[];

/**
 * The lead schema, discriminated by `kind`: the contract's (docs/product.md#lead-calls) scholarship body (beca, lead, bootcamp,
 * email, name, phone, country, fecha) and enrolment body (evento false, lead, bootcamp, email,
 * name, country, Token, landing, source, phone), each with the envelope; and the masterclass
 * registration (the contract's (docs/product.md#routes) masterclass page): the scholarship form's people fields (name, email,
 * WhatsApp) and `masterclassAt`, the instant of the class the visitor signed up for, or null when
 * none was scheduled (a "tell me the next date" sign-up); and the advisor request (the same people
 * fields only). Plain data: the forms may read limits
 * from it (e.g. `LeadSchema.variants.scholarship.name.max`).
 */
export const LeadSchema = {
  key: 'kind',
  variants: {
    scholarship: { ...common, beca: { value: true }, phone: phone(''), fecha: line(100) },
    brochure: {
      ...common,
      evento: { value: false },
      Token: { ...line(128), required: true },
      landing: { value: 'temario' },
      source: line(2048),
      phone: phone(PHONE_PLACEHOLDER),
      ...pageState,
    },
    masterclass: {
      ...common,
      phone: phone(''),
      masterclassAt: {
        nullable: true,
        trim: 'before',
        max: 40,
        pattern: INSTANT_PATTERN,
        expected: 'an instant with its offset, e.g. "2027-01-14T19:00:00-05:00"',
        typeName: 'an instant with its offset, or null',
      },
    },
    // A request for a call: the scholarship form's people fields, no scholarship (`beca`) or webinar date.
    advisor: { ...common, phone: phone('') },
  },
} as const satisfies VariantSchema<'kind', Record<LeadKind, Fields>>;

/** A lead that passed the schema (email and name trimmed, unknown keys dropped). */
export type Lead = InferVariant<typeof LeadSchema>;
/** A lead of the scholarship form. */
export type ScholarshipLead = Extract<Lead, { kind: 'scholarship' }>;
/** A lead of the brochure (enrolment) form. */
export type BrochureLead = Extract<Lead, { kind: 'brochure' }>;
/** A masterclass registration (`masterclassAt` null: no date was scheduled). */
export type MasterclassLead = Extract<Lead, { kind: 'masterclass' }>;
/** A request to talk to an advisor (docs/product.md#modals, `topic="advisor"`). */
export type AdvisorLead = Extract<Lead, { kind: 'advisor' }>;
/** What a form builds before checking it (the same shape: checking only trims and drops keys). */
export type LeadInput = Lead;

/** The outcome of `validateLead`. */
export type LeadCheck = { ok: true; lead: Lead } | { ok: false; issues: FieldIssue[] };

/**
 * Checks an untrusted value against the lead schema; never throws. Every field is checked and
 * reported at most once, in schema order, with the first rule it breaks.
 */
export function validateLead(input: unknown): LeadCheck {
  const check = checkVariant(LeadSchema, input);
  return check.ok ? { ok: true, lead: check.value } : check;
}

/** Why a valid lead is held for review rather than counted: a filled honeypot or a too-fast submit. */
export function quarantineReason(lead: Lead): 'honeypot' | 'too-fast' | null {
  if (lead.meta?.hp) return 'honeypot';
  if (lead.meta?.fillMs !== undefined && lead.meta.fillMs < MIN_FILL_MS) return 'too-fast';
  return null;
}

/** Answers of `POST /api/leads`. */
export type LeadResponse =
  // No quarantine verdict: a bot must not learn from the answer what gave it away (it is kept
  // for the business, in the store and the export).
  // `mail`: whether the server mails the lead (mail is configured and this form sends one), so the
  // form's confirmation promises a mail only then.
  { status: 'stored' | 'duplicate'; id: string; mail?: boolean } | { status: 'invalid'; error: string; issues: FieldIssue[] };
