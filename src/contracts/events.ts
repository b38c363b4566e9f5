/**
 * The CRM event contract (SPEC §7): `POST /api/events` with `event-fbclid`, the short code and the
 * click id. Shared by the browser (crm service) and the server (which stores it).
 */
import * as v from 'valibot';

/** The one CRM event name SPEC §7 sends. */
export const FBCLID_EVENT = 'event-fbclid';

// Meta click ids are URL-safe base64-like strings; anything else is not worth storing.
const FBCLID_PATTERN = /^[A-Za-z0-9_.-]{1,500}$/;

export const CrmEventSchema = v.object({
  event_name: v.literal(FBCLID_EVENT, `event_name: expected "${FBCLID_EVENT}"`),
  fbclid_short_code: v.pipe(v.string('fbclid_short_code: expected text'), v.regex(/^[0-9A-Z]{1,4}$/, 'fbclid_short_code: expected 1 to 4 upper-case letters or digits')),
  fbclid: v.pipe(v.string('fbclid: expected text'), v.regex(FBCLID_PATTERN, 'fbclid: expected 1 to 500 letters, digits, ".", "-" or "_"')),
});

export type CrmEvent = v.InferOutput<typeof CrmEventSchema>;

/** `hash = hash * 31 + code` over UTF-16 units in 32 bits (Java's String.hashCode), as the seed site did. */
function stringHash(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash;
}

/** SPEC §7: the first 4 characters of the base-36 hash of the fbclid, upper case. */
export function fbclidShortCode(fbclid: string): string {
  return Math.abs(stringHash(fbclid)).toString(36).slice(0, 4).toUpperCase();
}

/** Checks an untrusted CRM event; `field` names the first field at fault. */
export function validateCrmEvent(input: unknown): { ok: true; event: CrmEvent } | { ok: false; field: string; message: string } {
  const result = v.safeParse(CrmEventSchema, input, { abortEarly: true });
  if (result.success) return { ok: true, event: result.output };
  const issue = result.issues[0];
  const field = v.getDotPath(issue) ?? '(body)';
  return { ok: false, field, message: field === '(body)' ? 'expected a JSON object' : issue.message };
}
