/** The Guía para trabajar como developer en EE. UU. page (SPEC §2): its heading, lead and calls to action; its full contents arrive with the site's second part. */
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';

const COPY = {
  es: {"eyebrow": "Guía gratuita", "title": "Guía para trabajar como developer en EE. UU.", "lead": "Qué piden las empresas, cómo preparar tu portafolio y cómo postular desde cero.", "cta": "Descargar la guía"},
  en: {"eyebrow": "Free guide", "title": "Guide: working as a developer in the US", "lead": "What companies ask for, how to build your portfolio and how to apply from scratch.", "cta": "Download the guide"},
} as const;

export default function GuideUs() {
  const t = useCopy(COPY);
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <p className="page-actions"><button type="button" className="btn" data-embudo-open="brochure">{t.cta}</button></p>
    </InfoPage>
  );
}
