/** The default page (SPEC §2 "any other path"): answered with a 404 status, and the ways back. */
import { Link } from 'react-router';
import { InfoPage } from '../layout/info-page';
import { useCopy, useLang } from '../i18n';
import { paths } from '../routes';

const COPY = {
  es: { eyebrow: 'Error 404', title: 'No encontramos esta página', lead: 'Puede que el enlace esté mal escrito o que la página ya no exista.', home: 'Ir al inicio', scholarship: 'Solicita tu Beca Parcial' },
  en: { eyebrow: 'Error 404', title: 'We could not find this page', lead: 'The link may be mistyped, or the page may no longer exist.', home: 'Go to the home page', scholarship: 'Apply for a Partial Scholarship' },
} as const;

export default function NotFound() {
  const t = useCopy(COPY);
  const lang = useLang();
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <p className="page-actions">
        <Link className="btn" to={paths.home(lang)}>
          {t.home}
        </Link>
        <button type="button" className="btn btn--secondary" data-embudo-open="scholarship">
          {t.scholarship}
        </button>
      </p>
    </InfoPage>
  );
}
