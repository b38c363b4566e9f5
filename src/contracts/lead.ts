/**
 * The lead contract: one schema the browser checks before it queues a lead and the server checks
 * before it stores one, so both give the same answer for the same field.
 *
 * A lead on the wire is the body SPEC §7 lists for its form, plus an envelope the lead API needs:
 * `id` (one client id for every try, the idempotency key), `kind`, and `meta` (how the form was
 * filled, used to quarantine bots without dropping anything).
 */
import * as v from 'valibot';
import { BOOTCAMP_SLUGS } from './bootcamp';
import { COUNTRY_CODES } from './country';

/** The two lead forms. */
export const LEAD_KINDS = ['scholarship', 'brochure'] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** Largest lead body the API reads, in bytes (a bigger one answers 413). */
export const MAX_LEAD_BYTES = 16 * 1024;

/** A submit this soon after the form opened is stored as quarantined (RELIABILITY row 21). */
export const MIN_FILL_MS = 1000;

/** The fixed enrolment token SPEC §7 sends with brochure leads. */
export const ENROLMENT_TOKEN = 'embudo-web-2026';

/** The placeholder SPEC §7 sends as `phone` when a brochure lead has none. */
export const PHONE_PLACEHOLDER = 'phone';

/** The pattern that reveals the phone field and that a stored email must match. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@.]{2,}$/;

/** A phone as stored: `+`, dial prefix and number, digits only, 8 to 15 digits (E.164). */
export const PHONE_PATTERN = /^\+[1-9]\d{6,14}$/;

/** Client lead ids: what `crypto.randomUUID()` makes, or any 8–64 URL-safe characters. */
export const LEAD_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

// No C0/C1 control characters or line/paragraph separators in one-line text fields.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const oneLine = (field: string, max: number) =>
  v.pipe(
    v.string(`${field}: expected text`),
    v.maxLength(max, `${field}: expected at most ${max} characters`),
    v.check((s: string) => !CONTROL.test(s), `${field}: expected one line of text without control characters`),
  );

const id = v.pipe(v.string('id: expected a string'), v.regex(LEAD_ID_PATTERN, 'id: expected 8 to 64 letters, digits, "-" or "_"'));
const email = v.pipe(
  v.string('email: expected text'),
  v.trim(),
  v.nonEmpty('email: required'),
  v.maxLength(254, 'email: expected at most 254 characters'),
  v.regex(EMAIL_PATTERN, 'email: expected an address like name@example.com'),
);
const phone = v.pipe(v.string('phone: expected text'), v.regex(PHONE_PATTERN, 'phone: expected "+", the dial prefix and the number, 8 to 15 digits'));
const common = {
  id,
  lead: v.literal(true, 'lead: expected true'),
  bootcamp: v.picklist(BOOTCAMP_SLUGS, `bootcamp: expected one of ${BOOTCAMP_SLUGS.join(', ')}`),
  email,
  name: v.pipe(oneLine('name', 100), v.trim()),
  country: v.picklist(COUNTRY_CODES, 'country: expected one of the 27 offered two-letter codes, e.g. "PE"'),
  meta: v.optional(
    v.object({
      /** Milliseconds from the form opening to the submit. */
      fillMs: v.optional(v.pipe(v.number('meta.fillMs: expected a number'), v.integer('meta.fillMs: expected whole milliseconds'), v.minValue(0, 'meta.fillMs: expected 0 or more'))),
      /** The honeypot field: people never see it, so it stays empty. */
      hp: v.optional(v.pipe(v.string('meta.hp: expected text'), v.maxLength(500, 'meta.hp: expected at most 500 characters'))),
      /** The page the form was sent from. */
      page: v.optional(v.pipe(v.string('meta.page: expected text'), v.maxLength(2048, 'meta.page: expected at most 2048 characters'))),
      lang: v.optional(v.picklist(['es', 'en'], 'meta.lang: expected "es" or "en"')),
    }, 'meta: expected an object'),
  ),
};

/** SPEC §7 (scholarship): beca, lead, bootcamp, email, name, phone, country, fecha. */
const scholarship = v.object({
  kind: v.literal('scholarship'),
  ...common,
  beca: v.literal(true, 'beca: expected true'),
  phone: v.union([v.literal(''), phone], 'phone: expected "" or "+", the dial prefix and the number, 8 to 15 digits'),
  fecha: oneLine('fecha', 100),
});

/** SPEC §7 (enrolment): evento false, lead, bootcamp, email, name, country, Token, landing, source, phone. */
const brochure = v.object({
  kind: v.literal('brochure'),
  ...common,
  evento: v.literal(false, 'evento: expected false'),
  Token: v.pipe(oneLine('Token', 128), v.nonEmpty('Token: required')),
  landing: v.literal('temario', 'landing: expected "temario"'),
  source: oneLine('source', 2048),
  phone: v.union([v.literal(PHONE_PLACEHOLDER), phone], `phone: expected "${PHONE_PLACEHOLDER}" or "+", the dial prefix and the number, 8 to 15 digits`),
});

/** The lead schema (valibot), discriminated by `kind`. */
export const LeadSchema = v.variant('kind', [scholarship, brochure], `kind: expected "${LEAD_KINDS.join('" or "')}"`);

/** A lead that passed the schema (strings trimmed, unknown keys dropped). */
export type Lead = v.InferOutput<typeof LeadSchema>;
export type ScholarshipLead = Extract<Lead, { kind: 'scholarship' }>;
export type BrochureLead = Extract<Lead, { kind: 'brochure' }>;
/** What a form builds before checking it. */
export type LeadInput = v.InferInput<typeof LeadSchema>;

/** One problem with one field: `field` is a dot path such as `email` or `meta.fillMs`. */
export interface FieldIssue {
  field: string;
  message: string;
}

/** The outcome of `validateLead`. */
export type LeadCheck = { ok: true; lead: Lead } | { ok: false; issues: FieldIssue[] };

/** Checks an untrusted value against the lead schema; never throws. */
export function validateLead(input: unknown): LeadCheck {
  const result = v.safeParse(LeadSchema, input, { abortPipeEarly: true });
  if (result.success) return { ok: true, lead: result.output };
  const seen = new Set<string>();
  const issues: FieldIssue[] = [];
  for (const issue of result.issues) {
    const field = v.getDotPath(issue) ?? (issue.input !== null && typeof issue.input === 'object' ? 'kind' : '(body)');
    if (seen.has(field)) continue;
    seen.add(field);
    // valibot reports a missing key as "Invalid key: …"; say plainly that the field is required.
    const message = field === '(body)' ? 'expected a JSON object' : issue.input === undefined && issue.kind === 'schema' ? `${field}: required` : issue.message;
    issues.push({ field, message });
  }
  return { ok: false, issues };
}

/** Why a valid lead is held for review rather than counted: a filled honeypot or a too-fast submit. */
export function quarantineReason(lead: Lead): 'honeypot' | 'too-fast' | null {
  if (lead.meta?.hp) return 'honeypot';
  if (lead.meta?.fillMs !== undefined && lead.meta.fillMs < MIN_FILL_MS) return 'too-fast';
  return null;
}

/** Answers of `POST /api/leads`. */
export type LeadResponse =
  | { status: 'stored' | 'duplicate'; id: string; quarantined: boolean }
  | { status: 'invalid'; error: string; issues: FieldIssue[] };
