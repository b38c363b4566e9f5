/**
 * 'La inscripción cierra el martes, 15 de diciembre, 23:59 (tu hora)': the close of the next cohort
 * still open (../lib/starts), one instant, shown in the school's zone on the server and in the visitor's
 * (../lib/visitor-zone) after hydration (the same length of text, so nothing moves). Nothing once it has passed.
 */
import { usePublishedSchedule } from '../lib/starts';
import { fill, useCopy, useLang } from '../i18n';
import { useVisitorZone } from '../lib/visitor-zone';
import { useNow } from '../site';
import { formatInstant, zoneCity } from '../../../src/data/class-time';

export const COPY = {
  es: { closes: 'La inscripción cierra el', yours: 'tu hora', zone: 'hora de {city}' },
  en: { closes: 'Enrollment closes on', yours: 'your time', zone: '{city} time' },
} as const;

export function DeadlineNote({ className = 'deadline-note' }: { className?: string }) {
  const t = useCopy(COPY);
  const lang = useLang();
  const now = useNow();
  const zone = useVisitorZone();
  const schedule = usePublishedSchedule();
  const closes = schedule.deadlines?.enrolmentCloses;
  const at = closes ? Date.parse(closes) : NaN;
  if (!closes || !(at > now)) return null;
  const shown = zone ?? schedule.timeZone;
  const label = zone ? t.yours : fill(t.zone, { city: zoneCity(schedule.timeZone) });
  return (
    <p className={className} data-deadline={closes}>
      {t.closes}{' '}
      <time dateTime={closes} suppressHydrationWarning>
        {`${formatInstant(at, shown, lang)} (${label})`}
      </time>
    </p>
  );
}
