/**
 * Bootcamps by slug (docs/product.md#lead-fields, docs/product.md#audience tracks, docs/product.md#job-roles "FAQ job-role answer by
 * slug"). The slugs themselves are a contract (src/contracts/bootcamp.ts) and are re-exported here.
 */
import { type BootcampSlug, DEFAULT_BOOTCAMP, isBootcampSlug } from '../contracts/bootcamp';
import type { Lang, Text } from '../contracts/texts';

export { BOOTCAMP_SLUGS, DEFAULT_BOOTCAMP, isBootcampSlug, type BootcampSlug } from '../contracts/bootcamp';

/** Display data of one bootcamp: its name and the FAQ job role (empty for Flutter, docs/product.md#job-roles). */
export interface Bootcamp {
  readonly name: Text;
  readonly jobRole: Text;
}

/**
 * Names follow the tracks of docs/product.md#audience; job roles are the contract's (docs/product.md#job-roles) English texts with their Spanish
 * forms. `fullstack` (the landing default) carries the default role, 'Full Stack Web developer'.
 */
const NAMES: Readonly<Record<BootcampSlug, Text>> = {
  fullstack: { es: 'Full Stack Developer', en: 'Full Stack Developer' },
  'fullstack-web-apps-completo': { es: 'Full Stack Web y Apps Móviles', en: 'Full Stack Web and Mobile Apps' },
  'frontend-completo': { es: 'Frontend con React JS', en: 'Frontend with React JS' },
  'backend-completo': { es: 'Backend con Python', en: 'Backend with Python' },
  'apps-moviles-flutter': { es: 'Apps Móviles con Flutter', en: 'Mobile Apps with Flutter' },
  'cloud-aws': { es: 'Cloud AWS', en: 'Cloud AWS' },
};

const JOB_ROLES: Readonly<Record<BootcampSlug, Text>> = {
  fullstack: { es: 'desarrollador Full Stack Web', en: 'Full Stack Web developer' },
  'fullstack-web-apps-completo': { es: 'desarrollador Full Stack Web y Apps Móviles', en: 'Full Stack Web and Mobile Apps developer' },
  'frontend-completo': { es: 'desarrollador Frontend con React JS', en: 'Frontend with React JS developer' },
  'backend-completo': { es: 'desarrollador Backend con Python', en: 'Backend with Python developer' },
  'apps-moviles-flutter': { es: '', en: '' },
  'cloud-aws': { es: 'desarrollador Cloud AWS', en: 'Cloud AWS developer' },
};

// Two tables joined here, so a widget that shows only names does not ship the job roles.
export const BOOTCAMPS: Readonly<Record<BootcampSlug, Bootcamp>> = /*#__PURE__*/ joinTables();

function joinTables(): Record<BootcampSlug, Bootcamp> {
  const joined = {} as Record<BootcampSlug, Bootcamp>;
  for (const slug of Object.keys(NAMES) as BootcampSlug[]) joined[slug] = { name: NAMES[slug], jobRole: JOB_ROLES[slug] };
  return joined;
}

const slugOrDefault = (slug: string | null | undefined): BootcampSlug => (isBootcampSlug(slug) ? slug : DEFAULT_BOOTCAMP);

/** The bootcamp for a slug; any unknown value gives the default `fullstack` (docs/product.md#lead-fields). */
export function getBootcamp(slug: string | null | undefined): Bootcamp {
  return BOOTCAMPS[slugOrDefault(slug)];
}

/** A bootcamp's display name in the page language (unknown slugs: the default's). */
export function bootcampName(slug: string | null | undefined, lang: Lang): string {
  return NAMES[slugOrDefault(slug)][lang];
}

/**
 * The FAQ job-role answer for a slug (docs/product.md#job-roles): the default 'Full Stack Web developer' for
 * `fullstack` and any unknown slug; an empty string for `apps-moviles-flutter`.
 */
export function jobRole(slug: string | null | undefined, lang: Lang): string {
  return JOB_ROLES[slugOrDefault(slug)][lang];
}
