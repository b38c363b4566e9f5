/** What names a mail job, apart from the sending code, so the desk can name jobs without loading it. */
import type { MailJob } from './compose';

/** The job type of every mail. */
export const MAIL_JOB_TYPE = 'mail';

/** The part of a mail's job key: one per mail of a lead. */
export function mailPart(job: Pick<MailJob, 'mail'> & { step?: string }): string {
  return job.mail === 'masterclass' ? `masterclass-${job.step ?? 'confirmation'}` : job.mail;
}
