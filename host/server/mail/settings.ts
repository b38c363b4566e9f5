/**
 * Mail settings from the environment: EMBUDO_SMTP_URL (where mail goes out) and EMBUDO_MAIL_FROM
 * (who it comes from). Both or neither: without them no mail is sent and the lead API says so to
 * the forms (`mail: false`), so no confirmation promises one. With them, EMBUDO_SITE_URL is needed
 * too: links in a mail must name the site's public origin, never one taken from a request's Host
 * header (anyone can post a lead with `Host: evil.example` and have the school mail that link).
 */

/** How mail leaves the server. */
export interface MailSettings {
  /** `smtp://` (STARTTLS when the server offers it) or `smtps://` (TLS from the start) with optional user:pass. */
  smtpUrl: string;
  /** The From header: `address@example.com` or `Name <address@example.com>`. */
  from: string;
  /** The address alone (the iCalendar organizer). */
  fromAddress: string;
  /** The site's public origin (EMBUDO_SITE_URL), for the links in mails. */
  siteOrigin: string;
}

/** A mail variable that cannot be used; the message names it and shows a working value. */
export class MailSettingError extends Error {
  override readonly name = 'MailSettingError';
}

const ADDRESS = /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>".]{2,}$/;

/** Parses EMBUDO_SMTP_URL; throws a MailSettingError naming the variable. */
export function parseSmtpUrl(value: string): string {
  const text = value.trim();
  const example = 'e.g. EMBUDO_SMTP_URL=smtps://user:password@smtp.example.com:465 or smtp://smtp.example.com:587';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new MailSettingError(`Invalid EMBUDO_SMTP_URL: not a URL; expected smtp:// or smtps://, ${example}.`);
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new MailSettingError(
      `Invalid EMBUDO_SMTP_URL: the scheme is "${url.protocol.replace(/:$/, '')}"; expected smtp:// or smtps://, ${example}.`,
    );
  }
  if (url.hostname === '') throw new MailSettingError(`Invalid EMBUDO_SMTP_URL: no host; ${example}.`);
  if (url.pathname !== '' && url.pathname !== '/')
    throw new MailSettingError(`Invalid EMBUDO_SMTP_URL: unexpected path "${url.pathname}"; ${example}.`);
  if (url.password !== '' && url.username === '')
    throw new MailSettingError(`Invalid EMBUDO_SMTP_URL: a password without a user; ${example}.`);
  return text;
}

/** Parses EMBUDO_MAIL_FROM: `a@b.example` or `Name <a@b.example>`; returns the header and the address. */
export function parseMailFrom(value: string): { from: string; fromAddress: string } {
  const text = value.trim();
  const named = /^([^<>"\r\n]*?)\s*<([^<>\s]+)>$/.exec(text);
  const address = named ? named[2]! : text;
  if (!ADDRESS.test(address) || /[\r\n]/.test(text)) {
    throw new MailSettingError(
      `Invalid EMBUDO_MAIL_FROM "${text.slice(0, 100)}": expected an address the mail comes from, e.g. EMBUDO_MAIL_FROM="Embudo Bootcamp <hola@example.com>" or hola@example.com.`,
    );
  }
  return { from: text, fromAddress: address };
}

/** Reads EMBUDO_SMTP_URL and EMBUDO_MAIL_FROM: null when neither is set; one without the other is an error. */
export function readMailSettings(env: NodeJS.ProcessEnv): MailSettings | null {
  const url = env.EMBUDO_SMTP_URL?.trim() ?? '';
  const from = env.EMBUDO_MAIL_FROM?.trim() ?? '';
  if (url === '' && from === '') return null;
  if (from === '')
    throw new MailSettingError(
      'EMBUDO_SMTP_URL is set but EMBUDO_MAIL_FROM is not: set the address mails come from, e.g. EMBUDO_MAIL_FROM="Embudo Bootcamp <hola@example.com>" (or unset EMBUDO_SMTP_URL to send no mail).',
    );
  if (url === '')
    throw new MailSettingError(
      'EMBUDO_MAIL_FROM is set but EMBUDO_SMTP_URL is not: set the SMTP server, e.g. EMBUDO_SMTP_URL=smtps://user:password@smtp.example.com:465 (or unset EMBUDO_MAIL_FROM to send no mail).',
    );
  const site = env.EMBUDO_SITE_URL?.trim() ?? '';
  let siteOrigin = '';
  try {
    const parsed = new URL(site);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') siteOrigin = parsed.origin;
  } catch {
    // named below
  }
  if (!siteOrigin) {
    throw new MailSettingError(
      `Mail needs EMBUDO_SITE_URL, the site's public address for the links in mails${site ? ` ("${site.slice(0, 100)}" is not an http(s) address)` : ''}, e.g. EMBUDO_SITE_URL=https://www.example.com.`,
    );
  }
  return { smtpUrl: parseSmtpUrl(url), ...parseMailFrom(from), siteOrigin };
}

/** The SMTP URL without its password, for the start banner and logs. */
export function shownSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.password) url.password = '***';
  return url.toString().replace(/\/$/, '');
}
