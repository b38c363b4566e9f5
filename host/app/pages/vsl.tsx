/** The Cómo convertirte en developer en 16 semanas page (SPEC §2): its heading, lead and calls to action; its full contents arrive with the site's second part. */
import { InfoPage } from '../layout/info-page';
import { useCopy, useLang } from '../i18n';
import { paths } from '../routes';

const COPY = {
  es: {"eyebrow": "En 5 minutos", "title": "Cómo convertirte en developer en 16 semanas", "lead": "Te contamos cómo funciona el bootcamp: clases en vivo, mentoría, proyectos y la beca parcial.", "cta": "Solicita tu Beca Parcial", "more": "Ver precios e inscripción"},
  en: {"eyebrow": "In 5 minutes", "title": "How to become a developer in 16 weeks", "lead": "How the bootcamp works: live classes, mentoring, projects and the partial scholarship.", "cta": "Apply for a Partial Scholarship", "more": "See prices and enrollment"},
} as const;

export default function Vsl() {
  const t = useCopy(COPY);
  const lang = useLang();
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <p className="page-actions"><button type="button" className="btn" data-embudo-open="scholarship">{t.cta}</button><a className="btn btn--secondary" href={`${paths.home(lang)}${paths.anchors.start}`}>{t.more}</a></p>
    </InfoPage>
  );
}
