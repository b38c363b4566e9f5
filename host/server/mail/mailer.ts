/**
 * Sending: one nodemailer SMTP transport for the server's life, and the
 * handler a mail job runs — compose the job's message, send it, throw when the SMTP server does
 * not take it (the queue retries with backoff, then dead-letters it).
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { composeMail, type ComposeContext, type MailJob } from './compose';
import type { MailSettings } from './settings';

/** What an accepted send reports (kept with the job as its result). */
export interface SentMail {
  messageId: string;
  accepted: string[];
}

/** Raised when the SMTP server refused every recipient or the connection failed; the message says which. */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';
}

/** Sends mail jobs through the configured SMTP server. */
export class Mailer {
  readonly #transport: Transporter;
  readonly #from: string;
  readonly #context: ComposeContext;

  constructor(settings: MailSettings, context: Omit<ComposeContext, 'fromAddress'>, options: { timeoutMs?: number } = {}) {
    const timeout = options.timeoutMs ?? 20_000;
    // A slow or silent SMTP server fails the try within the timeout (the job is retried later)
    // instead of holding a worker.
    this.#transport = nodemailer.createTransport({
      url: settings.smtpUrl,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    this.#from = settings.from;
    this.#context = { ...context, fromAddress: settings.fromAddress };
  }

  /** Composes and sends one job's mail; resolves once the SMTP server accepted it. */
  async send(job: MailJob): Promise<SentMail> {
    const message = await composeMail(job, this.#context);
    let info: { messageId: string; accepted?: (string | { address: string })[] };
    try {
      info = await this.#transport.sendMail({ from: this.#from, ...message });
    } catch (error) {
      throw new MailSendError(
        `The ${job.mail} mail for lead ${job.leadId} was not sent: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
    const accepted = (info.accepted ?? []).map((a) => (typeof a === 'string' ? a : a.address));
    if (accepted.length === 0) throw new MailSendError(`The SMTP server refused ${job.to} for the ${job.mail} mail of lead ${job.leadId}.`);
    return { messageId: info.messageId, accepted };
  }

  /** Closes the transport's connections. */
  close(): void {
    this.#transport.close();
  }
}
