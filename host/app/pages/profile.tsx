/** A public profile-style page (SPEC §2 "other path starting with /@"): the handle as its heading. */
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';
import { useRoute } from '../site';

const COPY = {
  es: { eyebrow: 'Perfil', lead: 'Perfil público de la comunidad del bootcamp.', cta: 'Solicita tu Beca Parcial' },
  en: { eyebrow: 'Profile', lead: 'A public profile in the bootcamp community.', cta: 'Apply for a Partial Scholarship' },
} as const;

export default function Profile() {
  const t = useCopy(COPY);
  const { params } = useRoute();
  return (
    <InfoPage eyebrow={t.eyebrow} title={`@${params.handle ?? ''}`} lead={t.lead}>
      <p className="page-actions">
        <button type="button" className="btn" data-embudo-open="scholarship">
          {t.cta}
        </button>
      </p>
    </InfoPage>
  );
}
