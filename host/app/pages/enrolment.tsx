/**
 * The enrolment page (docs/product.md#routes): `/inscripcion/{bootcamp}/{country}`, `/enroll/{bootcamp}[/{country}]`
 * and their `/en/…` twins. The pricing block for that bootcamp and country (the visitor's when the
 * path has none). An unknown bootcamp or country answers 404 with links to the known ones.
 */
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import { bootcampName } from '../../../src/data/bootcamps';
import { getCountry, isCountryCode, COUNTRIES } from '../../../src/data/countries';
import { isBootcampSlug, BOOTCAMP_SLUGS } from '../../../src/contracts/bootcamp';
import { InfoPage } from '../layout/info-page';
import { fill, useCopy, useLang } from '../i18n';
import { pageStatus } from '../lib/page-status';
import { useElementEvent } from '../lib/use-element-event';
import { paths } from '../routes';
import { useRoute } from '../site';
import { Flag } from '../lib/flag';

export const COPY = {
  es: {
    eyebrow: 'Inscripción',
    title: 'Inscríbete en {name}',
    lead: 'El precio en tu moneda con la beca del 70%, el turno y la fecha de inicio.',
    talk: '¿Prefieres hablar antes?',
    talkBody: 'Déjanos tu nombre, email y WhatsApp, y reserva una llamada con un asesor para resolver tus dudas.',
    talkCta: 'Hablar con un asesor',
    unknown: 'No encontramos ese programa',
    unknownLead: 'Elige uno de nuestros bootcamps:',
    badCountry: 'No ofrecemos ese país. Elige el tuyo:',
  },
  en: {
    eyebrow: 'Enrollment',
    title: 'Enroll in {name}',
    lead: 'The price in your currency with the 70% scholarship, the shift and the start date.',
    talk: 'Prefer to talk first?',
    talkBody: 'Leave your name, email and WhatsApp, and book a call with an advisor to answer your questions.',
    talkCta: 'Talk to an advisor',
    unknown: 'We could not find that program',
    unknownLead: 'Choose one of our bootcamps:',
    badCountry: 'We do not offer that country. Choose yours:',
  },
} as const;

export default function Enrolment() {
  const t = useCopy(COPY);
  const lang = useLang();
  const { params } = useRoute();
  const navigate = useNavigate();
  const advisor = useRef<HTMLElementTagNameMap['embudo-scholarship-modal']>(null);
  const slug = params.bootcamp ?? '';
  const country = params.country?.toUpperCase();
  // The address follows the visitor's own choice of country, so it can be shared or reloaded as chosen.
  const onCountryChange = useElementEvent('embudo-pricing', 'embudo-country-change', (event) => {
    const chosen = event.detail.countryCode;
    if (event.detail.method === 'manual' && chosen !== country) navigate(paths.enrol(lang, slug, chosen), { replace: true });
  });
  // The turno, class times and start dates are what this page is for: their part of the block is
  // asked for at once (elsewhere it waits for the block to near the screen or the visitor's first move).
  useEffect(() => {
    void customElements
      .whenDefined('embudo-pricing')
      .then((element) => (element as unknown as { preloadDetails?: () => Promise<unknown> }).preloadDetails?.().catch(() => undefined));
  }, []);
  if (!isBootcampSlug(slug)) {
    pageStatus.report(404);
    return (
      <InfoPage eyebrow={t.eyebrow} title={t.unknown} lead={t.unknownLead}>
        <ul className="link-list">
          {BOOTCAMP_SLUGS.map((known) => (
            <li key={known}>
              <Link to={paths.enrol(lang, known, country && isCountryCode(country) ? country : undefined)}>
                {bootcampName(known, lang)}
              </Link>
            </li>
          ))}
        </ul>
      </InfoPage>
    );
  }
  const name = bootcampName(slug, lang);
  if (country !== undefined && !isCountryCode(country)) {
    pageStatus.report(404);
    return (
      <InfoPage eyebrow={t.eyebrow} title={fill(t.title, { name })} lead={t.badCountry}>
        <ul className="link-list link-list--columns">
          {COUNTRIES.map((c) => (
            <li key={c.code}>
              <Link to={paths.enrol(lang, slug, c.code)}>
                <Flag country={c} /> {c.name[lang]}
              </Link>
            </li>
          ))}
        </ul>
      </InfoPage>
    );
  }
  pageStatus.report(undefined, fill(t.title, { name }));
  return (
    <InfoPage eyebrow={t.eyebrow} title={fill(t.title, { name })} lead={t.lead} header={{ register: true, countryCode: country }}>
      {/* The enrolment close is the pricing's own line (with the class times, in the visitor's zone):
          not said a second time above it. */}
      <div className="enrolment">
        <div className="enrolment__pricing">
          {/* The price shows as soon as it is known: the visitor came here for it (the product contract's 10 s wait is the landing's). */}
          <embudo-pricing
            lang={lang}
            price-delay="0"
            bootcamp={slug}
            country={country ? getCountry(country)?.code : undefined}
            ref={onCountryChange}
          />
        </div>
        <div className="enrolment__aside">
          <aside className="card enrolment__talk" aria-labelledby="talk-title">
            <h2 id="talk-title">{t.talk}</h2>
            <p>{t.talkBody}</p>
            {/* The advisor form asks the phone a call needs, and books the call once sent. */}
            <button type="button" className="btn btn--secondary" onClick={() => advisor.current?.setAttribute('open', '')}>
              {t.talkCta}
            </button>
          </aside>
        </div>
      </div>
      {/* The enrolment lead of docs/product.md#lead-calls (the brochure form): this bootcamp, this country, this language. */}
      <embudo-brochure-modal lang={lang} bootcamp={slug} country={country && isCountryCode(country) ? country : undefined} />
      <embudo-scholarship-modal lang={lang} bootcamp={slug} country={country && isCountryCode(country) ? country : undefined} />
      {/* "Hablar con un asesor": the scholarship form's fields (name, email, WhatsApp) to book a call.
          After the scholarship modal, so `data-embudo-open="scholarship"` (the pricing) opens that one. */}
      <embudo-scholarship-modal
        ref={advisor}
        topic="advisor"
        lang={lang}
        bootcamp={slug}
        country={country && isCountryCode(country) ? country : undefined}
      />
    </InfoPage>
  );
}
