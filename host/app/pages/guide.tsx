/** The Cómo empezar en programación desde cero page (SPEC §2): its heading, lead and calls to action; its full contents arrive with the site's second part. */
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';

const COPY = {
  es: {"eyebrow": "Guía gratuita", "title": "Cómo empezar en programación desde cero", "lead": "Una guía práctica para dar tus primeros pasos: qué aprender, en qué orden y cuánto tiempo dedicarle.", "cta": "Descargar la guía"},
  en: {"eyebrow": "Free guide", "title": "How to start coding from scratch", "lead": "A practical guide to your first steps: what to learn, in which order and how much time it takes.", "cta": "Download the guide"},
} as const;

export default function Guide() {
  const t = useCopy(COPY);
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <p className="page-actions"><button type="button" className="btn" data-embudo-open="brochure">{t.cta}</button></p>
    </InfoPage>
  );
}
