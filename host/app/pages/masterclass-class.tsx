/** The La clase de la masterclass page (SPEC §2): its heading, lead and calls to action; its full contents arrive with the site's second part. */
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';

const COPY = {
  es: {"eyebrow": "Masterclass", "title": "La clase de la masterclass", "lead": "Mira la clase completa y aprovecha la beca parcial del 70% para quienes asistieron.", "cta": "Solicitar mi beca parcial"},
  en: {"eyebrow": "Masterclass", "title": "The masterclass", "lead": "Watch the full class and use the 70% partial scholarship for attendees.", "cta": "Apply for my partial scholarship"},
} as const;

export default function MasterclassClass() {
  const t = useCopy(COPY);
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <p className="page-actions"><button type="button" className="btn" data-embudo-open="scholarship">{t.cta}</button></p>
    </InfoPage>
  );
}
