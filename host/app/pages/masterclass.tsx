/** The Masterclass gratuita: tu primera app en vivo page (SPEC §2): its heading, lead and calls to action; its full contents arrive with the site's second part. */
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';

const COPY = {
  es: {"eyebrow": "Masterclass gratuita", "title": "Masterclass gratuita: tu primera app en vivo", "lead": "Una clase en vivo con un instructor del bootcamp: qué hace un developer, cómo se aprende y cómo es el bootcamp por dentro.", "cta": "Solicitar mi beca parcial"},
  en: {"eyebrow": "Free masterclass", "title": "Free masterclass: your first app, live", "lead": "A live class with a bootcamp instructor: what a developer does, how you learn and what the bootcamp is like inside.", "cta": "Apply for my partial scholarship"},
} as const;

export default function Masterclass() {
  const t = useCopy(COPY);
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <p className="page-actions"><button type="button" className="btn" data-embudo-open="scholarship">{t.cta}</button></p>
    </InfoPage>
  );
}
