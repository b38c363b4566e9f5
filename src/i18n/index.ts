export { type Texts, type Text, plural, type Plural } from '../contracts/texts';
export { LOCALES, inheritedLang, parseLang, resolveLang, type Lang } from './lang';
export { fill } from '../contracts/fill';
export { UNITS, UNIT_SECONDS, splitSeconds, formatDuration, formatRemaining, type Unit } from './duration';
