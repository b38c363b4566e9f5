/**
 * The site's content files (content/schedule.json, team.json, founders.json, employers.json,
 * site.json; formats in content/README.md), read and checked once at start: a broken file stops
 * the start naming the file, the line (for JSON syntax) and the field; a missing file, or one still
 * marked `"placeholder": true`, is reported so the business knows what the site hides or marks.
 */
import path from 'node:path';
import { DEFAULT_SCHOOL_ZONE, SITE_CONTENT, type Employers, type Founders, type Schedule, type SiteSettings, type Team } from '../../src/contracts/site-content';
import { readContentFile } from './content-file';
import { jsonValueLines } from './pricing';

/** The site's content, as the pages are rendered with it (the testimonials come from the social-proof loader). */
export interface SiteFiles {
  settings: SiteSettings;
  schedule: Schedule;
  team: Team;
  founders: Founders;
  employers: Employers;
}

/** A content file that cannot be used; the message names the file and the line or field at fault. */
export class SiteContentError extends Error {
  override readonly name = 'SiteContentError';
}

/** The content folder: EMBUDO_CONTENT (relative to the project root) or `<root>/content`. */
export function resolveContentDir(env: NodeJS.ProcessEnv, root: string): string {
  return path.resolve(root, env.EMBUDO_CONTENT?.trim() || 'content');
}

const FILES = {
  settings: 'site.json',
  schedule: 'schedule.json',
  team: 'team.json',
  founders: 'founders.json',
  employers: 'employers.json',
} as const satisfies Record<keyof SiteFiles, keyof typeof SITE_CONTENT>;

/** Reads and checks every file; `placeholders` names the files the business has still to fill. */
export function loadSiteContent(dir: string): { content: SiteFiles; placeholders: string[] } {
  const content = {} as Record<keyof SiteFiles, unknown>;
  const placeholders: string[] = [];
  for (const [key, name] of Object.entries(FILES) as Array<[keyof SiteFiles, keyof typeof SITE_CONTENT]>) {
    const file = path.join(dir, name);
    const read = readContentFile(file, (reason, cause) => new SiteContentError(`The content file ${file} ${reason} (see content/README.md).`, { cause }));
    if (!read) throw new SiteContentError(`The content file ${file} is missing: every site needs it (see content/README.md for its format).`);
    const issues = SITE_CONTENT[name].issues(read.value);
    if (issues.length) {
      const lines = jsonValueLines(read.source);
      // The line of the field, or of its nearest parent present in the file.
      const lineOf = (field: string): string => {
        const parts = field.replace(/\[(\d+)\]/g, '.$1').split('.');
        for (let n = parts.length; n > 0; n--) {
          const line = lines.get(parts.slice(0, n).join('.'));
          if (line !== undefined) return `line ${line}, `;
        }
        return '';
      };
      const list = issues.slice(0, 10).map((i) => `  - ${lineOf(i.field)}${i.field}: ${i.message}`).join('\n');
      throw new SiteContentError(`The content file ${file} is not valid:\n${list}\nFix it (format in content/README.md) and start again.`);
    }
    if ((read.value as { placeholder?: boolean }).placeholder) placeholders.push(`${name} (${SITE_CONTENT[name].what})`);
    content[key] = key === 'schedule' ? { timeZone: DEFAULT_SCHOOL_ZONE, ...(read.value as object) } : read.value;
  }
  return { content: content as unknown as SiteFiles, placeholders };
}
