/**
 * A public profile-style page (docs/product.md#routes "other path starting with /@"): `/@{handle}`. The handle is
 * shown as text only (React escapes it; it is never put into a link, an attribute of another
 * origin or the title's HTML unescaped). A handle that is not 1–30 of `A–Z a–z 0–9 _ . -` answers
 * the 404 page. The page invents nothing about the person: it is a card with the handle and the
 * ways into the bootcamp.
 */
import { Link } from 'react-router';
import { InfoPage } from '../layout/info-page';
import { useCopy, useLang } from '../i18n';
import { pageStatus } from '../lib/page-status';
import { PageWidgets } from '../lib/page-widgets';
import { paths } from '../routes';
import { useRoute } from '../site';
import NotFound from './not-found';

/** The handles a profile may have. */
export const HANDLE = /^[A-Za-z0-9_.-]{1,30}$/;

export const COPY = {
  es: {
    eyebrow: 'Perfil',
    lead: 'Perfil público en la comunidad del bootcamp.',
    about:
      'Esta persona comparte su perfil de la comunidad de Embudo Bootcamp, donde personas de toda Latinoamérica aprenden a programar desde cero con clases en vivo y un mentor.',
    join: '¿Quieres empezar tú también?',
    cta: 'Solicita tu Beca Parcial',
    quiz: 'Descubre tu ruta con el quiz',
  },
  en: {
    eyebrow: 'Profile',
    lead: 'A public profile in the bootcamp community.',
    about:
      'This person shares their profile from the Embudo Bootcamp community, where people from across the Americas learn to code from scratch with live classes and a mentor.',
    join: 'Want to start too?',
    cta: 'Apply for a Partial Scholarship',
    quiz: 'Find your track with the quiz',
  },
} as const;

export default function Profile() {
  const t = useCopy(COPY);
  const lang = useLang();
  const handle = useRoute().params.handle ?? '';
  if (!HANDLE.test(handle)) {
    pageStatus.report(404);
    return <NotFound />;
  }
  pageStatus.report(undefined, `@${handle}`);
  return (
    <InfoPage eyebrow={t.eyebrow} title={`@${handle}`} lead={t.lead}>
      <div className="card profile">
        <span className="profile__avatar" aria-hidden="true">
          {handle
            .replace(/[^A-Za-z0-9]/g, '')
            .slice(0, 2)
            .toUpperCase() || '@'}
        </span>
        <div>
          <p>{t.about}</p>
          <h2 className="profile__join">{t.join}</h2>
          <p className="page-actions">
            <button type="button" className="btn" data-embudo-open="scholarship">
              {t.cta}
            </button>
            <Link className="btn btn--secondary" to={paths.quiz(lang)}>
              {t.quiz}
            </Link>
          </p>
        </div>
      </div>
      <PageWidgets />
    </InfoPage>
  );
}
