/** The Blog del bootcamp page (SPEC §2): its heading, lead and calls to action; its full contents arrive with the site's second part. */
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';

const COPY = {
  es: {"eyebrow": "Blog", "title": "Blog del bootcamp", "lead": "Artículos sobre programación, carreras tech y aprendizaje.", "empty": "Todavía no hay artículos publicados. Vuelve pronto."},
  en: {"eyebrow": "Blog", "title": "The bootcamp blog", "lead": "Articles on coding, tech careers and learning.", "empty": "No articles have been published yet. Check back soon."},
} as const;

export default function Blog() {
  const t = useCopy(COPY);
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <p>{t.empty}</p>
    </InfoPage>
  );
}
