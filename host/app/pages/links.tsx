/** The Todo en un solo lugar page (SPEC §2): its heading, lead and calls to action; its full contents arrive with the site's second part. */
import { Link } from 'react-router';
import { InfoPage } from '../layout/info-page';
import { useCopy, useLang } from '../i18n';
import { paths } from '../routes';

const COPY = {
  es: {"eyebrow": "Enlaces", "title": "Todo en un solo lugar", "lead": "Solicita tu beca, reserva tu masterclass gratuita o escríbenos.", "scholarship": "Solicita tu beca parcial", "masterclass": "Masterclass gratuita", "guide": "Guía gratuita", "home": "Conoce el bootcamp"},
  en: {"eyebrow": "Links", "title": "Everything in one place", "lead": "Apply for your scholarship, book your free masterclass or message us.", "scholarship": "Apply for your partial scholarship", "masterclass": "Free masterclass", "guide": "Free guide", "home": "Discover the bootcamp"},
} as const;

export default function Links() {
  const t = useCopy(COPY);
  const lang = useLang();
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      <ul className="link-list">
        <li><button type="button" className="btn btn--block" data-embudo-open="scholarship">{t.scholarship}</button></li>
        <li><Link className="btn btn--secondary btn--block" to={paths.masterclass}>{t.masterclass}</Link></li>
        <li><Link className="btn btn--secondary btn--block" to={paths.guide}>{t.guide}</Link></li>
        <li><Link className="btn btn--secondary btn--block" to={paths.home(lang)}>{t.home}</Link></li>
      </ul>
    </InfoPage>
  );
}
