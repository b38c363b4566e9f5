/** The ¿Qué tipo de developer eres? page (SPEC §2): its heading, lead and calls to action; its full contents arrive with the site's second part. */
import { Link } from 'react-router';
import { InfoPage } from '../layout/info-page';
import { useCopy, useLang } from '../i18n';
import { paths } from '../routes';

const COPY = {
  es: {"eyebrow": "Quiz developer", "title": "¿Qué tipo de developer eres?", "lead": "Descubre qué ruta tech encaja contigo: frontend, backend, apps móviles, cloud o full stack.", "cta": "Mientras tanto, conoce las rutas del bootcamp"},
  en: {"eyebrow": "Developer quiz", "title": "What kind of developer are you?", "lead": "Find the tech track that fits you: frontend, backend, mobile apps, cloud or full stack.", "cta": "Meanwhile, see the bootcamp tracks"},
} as const;

export default function Quiz() {
  const t = useCopy(COPY);
  const lang = useLang();
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <p className="page-actions"><Link className="btn" to={paths.home(lang)}>{t.cta}</Link></p>
    </InfoPage>
  );
}
