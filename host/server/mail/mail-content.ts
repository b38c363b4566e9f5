/**
 * content/mail.json: what only the business can say about the mails (content/README.md "mail.json").
 *
 * - `scholarship.delayMinutes`: how long after an application its code is mailed, 0 (at once, the
 *   default) to 1440 (24 h);
 * - `scholarship.redeemUrl`: where the code is redeemed (https), or "" while there is none;
 * - `scholarship.instructions`: how to use the code, `{ "es": "…", "en": "…" }` (both, or neither);
 * - `masterclass.joinUrl`: where registrants join the masterclass (https), written into its
 *   confirmation and invitation; "" while the business has none to give.
 *
 * A missing file means the defaults: the code is mailed at once, and the mail says plainly to give it
 * to the advisor when enrolling, with no URL (nothing the business has not given is invented).
 */
import path from 'node:path';
import { readContentFile } from '../content-file';

/** The scholarship mail's settings. */
export interface ScholarshipMailContent {
  /** Minutes from the application to the code's mail (0–1440). */
  delayMinutes: number;
  /** Where the code is redeemed; '' = nowhere online yet. */
  redeemUrl: string;
  /** How to use the code, in both languages; null = the default sentence. */
  instructions: { es: string; en: string } | null;
}

/** The masterclass mails' settings. */
export interface MasterclassMailContent {
  /** Where registrants join the class; '' = not given (the mails then promise no link). */
  joinUrl: string;
}

/** The mail settings of content/mail.json. */
export interface MailContent {
  scholarship: ScholarshipMailContent;
  masterclass: MasterclassMailContent;
}

/** What a missing file means. */
export const DEFAULT_MAIL_CONTENT: MailContent = {
  scholarship: { delayMinutes: 0, redeemUrl: '', instructions: null },
  masterclass: { joinUrl: '' },
};

/** Longest wait before the code's mail: a day. */
export const MAX_SCHOLARSHIP_DELAY_MINUTES = 24 * 60;

/** A mail.json that cannot be used; the message names the file and the field. */
export class MailContentError extends Error {
  override readonly name = 'MailContentError';
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Checks a parsed mail.json; returns the content or the first problem as "field: what is expected". */
export function validateMailContent(value: unknown): { ok: true; content: MailContent } | { ok: false; problem: string } {
  if (!isObject(value)) return { ok: false, problem: '(file): expected a JSON object like { "scholarship": { … } }' };
  const s = value.scholarship ?? {};
  if (!isObject(s)) return { ok: false, problem: 'scholarship: expected an object' };
  const delay = s.delayMinutes ?? 0;
  if (typeof delay !== 'number' || !Number.isInteger(delay) || delay < 0 || delay > MAX_SCHOLARSHIP_DELAY_MINUTES) {
    return {
      ok: false,
      problem: `scholarship.delayMinutes: expected a whole number of minutes from 0 (at once) to ${MAX_SCHOLARSHIP_DELAY_MINUTES} (24 h)`,
    };
  }
  const url = s.redeemUrl ?? '';
  if (typeof url !== 'string' || (url !== '' && !/^https:\/\/[^\s"<>]+$/.test(url))) {
    return { ok: false, problem: 'scholarship.redeemUrl: expected "" (none yet) or an https:// address where the code is redeemed' };
  }
  let instructions: ScholarshipMailContent['instructions'] = null;
  if (s.instructions !== undefined && s.instructions !== null) {
    const i = s.instructions;
    const text = (v: unknown) => typeof v === 'string' && v.trim() !== '' && v.length <= 600 && !/[\u0000-\u001f]/.test(v);
    if (!isObject(i) || !text(i.es) || !text(i.en)) {
      return {
        ok: false,
        problem: 'scholarship.instructions: expected { "es": "…", "en": "…" }, one line of at most 600 characters in each language',
      };
    }
    instructions = { es: (i.es as string).trim(), en: (i.en as string).trim() };
  }
  const m = value.masterclass ?? {};
  if (!isObject(m)) return { ok: false, problem: 'masterclass: expected an object like { "joinUrl": "https://…" }' };
  const joinUrl = m.joinUrl ?? '';
  if (typeof joinUrl !== 'string' || (joinUrl !== '' && !/^https:\/\/[^\s"<>]+$/.test(joinUrl))) {
    return { ok: false, problem: 'masterclass.joinUrl: expected "" (none yet) or the https:// address where registrants join the class' };
  }
  return { ok: true, content: { scholarship: { delayMinutes: delay, redeemUrl: url, instructions }, masterclass: { joinUrl } } };
}

/** Reads `<contentDir>/mail.json` (missing = the defaults); throws a MailContentError naming the field. */
export function loadMailContent(contentDir: string): MailContent {
  const file = path.join(contentDir, 'mail.json');
  const read = readContentFile(
    file,
    (reason, cause) =>
      new MailContentError(`The mail settings file ${file} ${reason}. Fix it (see content/README.md) and start again.`, { cause }),
  );
  if (!read) return DEFAULT_MAIL_CONTENT;
  const check = validateMailContent(read.value);
  if (!check.ok)
    throw new MailContentError(`The mail settings file ${file} cannot be used: ${check.problem} (see content/README.md "mail.json").`);
  return check.content;
}
