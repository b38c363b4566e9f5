/** The Brochure del Bootcamp Full Stack Developer page (SPEC §2): its heading, lead and calls to action; its full contents arrive with the site's second part. */
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';

const COPY = {
  es: {"eyebrow": "Brochure", "title": "Brochure del Bootcamp Full Stack Developer", "lead": "Temario completo, duración, horarios y precios en un PDF.", "cta": "Descargar Plan del Bootcamp"},
  en: {"eyebrow": "Brochure", "title": "Full Stack Developer Bootcamp brochure", "lead": "Full syllabus, length, schedules and prices in one PDF.", "cta": "Download the Bootcamp Plan"},
} as const;

export default function Brochure() {
  const t = useCopy(COPY);
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <p className="page-actions"><button type="button" className="btn" data-embudo-open="brochure">{t.cta}</button></p>
    </InfoPage>
  );
}
