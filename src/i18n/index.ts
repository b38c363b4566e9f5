export { LOCALES, inheritedLang, parseLang, resolveLang, type Lang } from './lang';
export { messages, fill, type Messages } from './messages';
export { UNITS, UNIT_SECONDS, splitSeconds, formatDuration, formatRemaining, type Unit } from './duration';
