/**
 * Pages of the Embudo site the lead forms link to, as site paths in the form's language (the
 * site's route table, host/app/routes.ts, holds them; its test checks these against it). From a
 * partner's page they must be absolute: prefix `getConfig().apiBase`, the Embudo server.
 */
import type { Lang } from '../i18n/lang';

/** The brochure page (the syllabus, which it offers to save as PDF); it has no English path of its own. */
export const brochurePath = (lang: Lang): string => (lang === 'en' ? '/brochure-pdf?lang=en' : '/brochure-pdf');

/** The privacy policy. */
export const privacyPath = (lang: Lang): string => (lang === 'en' ? '/privacy-policies' : '/politicas-privacidad');
