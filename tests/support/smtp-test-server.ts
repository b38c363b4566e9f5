/**
 * Test helpers (not shipped): a real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps
 * every message it accepts, and a small MIME reader that splits a message into its parts, decoded,
 * so tests read what a mail client would show.
 */
import { SMTPServer } from 'smtp-server';

/** One message as the SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A running test SMTP server. */
export interface TestSmtp {
  /** `smtp://127.0.0.1:<port>` */
  url: string;
  received: ReceivedMail[];
  /** Refuse the next `n` messages with a 451 (a passing failure: the sender should retry). */
  failNext(n: number): void;
  /** Resolves once `n` messages have arrived (rejects after `timeoutMs`). */
  waitFor(n: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** Starts an SMTP server on a free loopback port: no TLS, no auth (the test's own machine). */
export async function startTestSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let failing = 0;
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failing > 0) {
          failing -= 1;
          const error = Object.assign(new Error('Try again later (test)'), { responseCode: 451 });
          callback(error);
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
        for (const wake of waiters.splice(0)) wake();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext(n) {
      failing = n;
    },
    waitFor(n, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`expected ${n} mails, got ${received.length}`)), timeoutMs);
        const check = () => {
          if (received.length >= n) {
            clearTimeout(timer);
            resolve(received.slice(0, n));
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** One MIME part: its headers (lower-case names, unfolded) and its decoded body, or its sub-parts. */
export interface MimePart {
  headers: Record<string, string>;
  body: string;
  parts: MimePart[];
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? soft.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** Decodes an RFC 2047 header ("=?UTF-8?Q?…?=" / "=?UTF-8?B?…?="). */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_, enc: string, data: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Splits a raw message into its parts, decoding bodies (quoted-printable, base64). */
export function parseMime(raw: string): MimePart {
  const split = raw.search(/\r?\n\r?\n/);
  const head = split < 0 ? raw : raw.slice(0, split);
  const rest = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const pieces = rest.split(`--${boundary}`).slice(1);
    const parts = pieces.filter((p) => !p.startsWith('--')).map((p) => parseMime(p.replace(/^\r?\n/, '')));
    return { headers, body: '', parts };
  }
  const encoding = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  const body =
    encoding === 'base64'
      ? Buffer.from(rest.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(rest)
        : rest;
  return { headers, body, parts: [] };
}

/** Every leaf part of a message, depth first. */
export function leafParts(part: MimePart): MimePart[] {
  return part.parts.length ? part.parts.flatMap(leafParts) : [part];
}

/** The first leaf part whose Content-Type starts with `type`. */
export function partOf(message: MimePart, type: string): MimePart | undefined {
  return leafParts(message).find((p) => (p.headers['content-type'] ?? 'text/plain').toLowerCase().startsWith(type));
}
