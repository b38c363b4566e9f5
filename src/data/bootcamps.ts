/**
 * Bootcamps by slug (SPEC §3 "Bootcamp slugs", SPEC §1 tracks, SPEC §9 "FAQ job-role answer by
 * slug"). The slugs themselves are a contract (src/contracts/bootcamp.ts) and are re-exported here.
 */
import { type BootcampSlug, DEFAULT_BOOTCAMP, isBootcampSlug } from '../contracts/bootcamp';
import type { Lang } from '../i18n/lang';

export { BOOTCAMP_SLUGS, DEFAULT_BOOTCAMP, isBootcampSlug, type BootcampSlug } from '../contracts/bootcamp';

/** A text in both page languages. */
export type Texts = Readonly<Record<Lang, string>>;

/** Display data of one bootcamp: its name and the FAQ job role (empty for Flutter, SPEC §9). */
export interface Bootcamp {
  readonly name: Texts;
  readonly jobRole: Texts;
}

/**
 * Names follow the tracks of SPEC §1; job roles are SPEC §9's English texts with their Spanish
 * forms. `fullstack` (the landing default) carries the default role, 'Full Stack Web developer'.
 */
export const BOOTCAMPS: Readonly<Record<BootcampSlug, Bootcamp>> = {
  fullstack: {
    name: { es: 'Full Stack Developer', en: 'Full Stack Developer' },
    jobRole: { es: 'desarrollador Full Stack Web', en: 'Full Stack Web developer' },
  },
  'fullstack-web-apps-completo': {
    name: { es: 'Full Stack Web y Apps Móviles', en: 'Full Stack Web and Mobile Apps' },
    jobRole: { es: 'desarrollador Full Stack Web y Apps Móviles', en: 'Full Stack Web and Mobile Apps developer' },
  },
  'frontend-completo': {
    name: { es: 'Frontend con React JS', en: 'Frontend with React JS' },
    jobRole: { es: 'desarrollador Frontend con React JS', en: 'Frontend with React JS developer' },
  },
  'backend-completo': {
    name: { es: 'Backend con Python', en: 'Backend with Python' },
    jobRole: { es: 'desarrollador Backend con Python', en: 'Backend with Python developer' },
  },
  'apps-moviles-flutter': {
    name: { es: 'Apps Móviles con Flutter', en: 'Mobile Apps with Flutter' },
    jobRole: { es: '', en: '' },
  },
  'cloud-aws': {
    name: { es: 'Cloud AWS', en: 'Cloud AWS' },
    jobRole: { es: 'desarrollador Cloud AWS', en: 'Cloud AWS developer' },
  },
};

/** The bootcamp for a slug; any unknown value gives the default `fullstack` (SPEC §3). */
export function getBootcamp(slug: string | null | undefined): Bootcamp {
  return BOOTCAMPS[isBootcampSlug(slug) ? slug : DEFAULT_BOOTCAMP];
}

/** A bootcamp's display name in the page language (unknown slugs: the default's). */
export function bootcampName(slug: string | null | undefined, lang: Lang): string {
  return getBootcamp(slug).name[lang];
}

/**
 * The FAQ job-role answer for a slug (SPEC §9): the default 'Full Stack Web developer' for
 * `fullstack` and any unknown slug; an empty string for `apps-moviles-flutter`.
 */
export function jobRole(slug: string | null | undefined, lang: Lang): string {
  return getBootcamp(slug).jobRole[lang];
}
