/**
 * The header of SPEC §2: home, guide, quiz, testimonials and the campus (new tab); the logo to `/`
 * (`/us` in English); 'Inscribirme' / 'Enroll Now' to #empezar. On masterclass and webinar paths the
 * campus and enrol links give way to one 'Descubre el Bootcamp Full Stack' button. Every link is
 * built in the page's language (routes.ts `paths`, `siteHref`). Small screens: a
 * hamburger opens the menu and a close button (or Escape) closes it, focus handled. The resources
 * parent toggles its submenu (and its active state) on click. The visitor's country flag shows
 * when known, always on phones. `register` is the compact mode (smaller logo and padding).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { getCountry } from '../../../src/data/countries';
import { useContent } from '../content';
import { Flag } from '../lib/flag';
import { useVisitorCountry } from '../lib/visitor-country';
import { useCopy, useLang } from '../i18n';
import { paths, siteHref } from '../routes';
import { useRoute } from '../site';
import { Logo } from './logo';

export interface HeaderProps {
  /** Compact mode (SPEC §2 "register"): smaller logo and padding. */
  register?: boolean;
  /** The country to flag before the widgets know the visitor's (default: the path's, else US). */
  countryCode?: string;
}

const COPY = {
  es: {
    nav: 'Principal',
    home: 'Inicio',
    resources: 'Recursos',
    guide: 'Guía gratuita',
    quiz: 'Quiz developer',
    syllabus: 'Temario Full Stack 2025',
    testimonials: 'Testimonios',
    campus: 'Campus',
    newTab: '(se abre en una pestaña nueva)',
    enrol: 'Inscribirme',
    discover: 'Descubre el Bootcamp Full Stack',
    open: 'Abrir menú',
    close: 'Cerrar menú',
    country: 'País',
    homeLabel: 'inicio',
  },
  en: {
    nav: 'Main',
    home: 'Home',
    resources: 'Resources',
    guide: 'Free guide',
    quiz: 'Developer quiz',
    syllabus: 'Full Stack syllabus 2025',
    testimonials: 'Testimonials',
    campus: 'Campus',
    newTab: '(opens in a new tab)',
    enrol: 'Enroll Now',
    discover: 'Discover the Full Stack Bootcamp',
    open: 'Open menu',
    close: 'Close menu',
    country: 'Country',
    homeLabel: 'home',
  },
} as const;

export function Header({ register = false, countryCode }: HeaderProps) {
  const t = useCopy(COPY);
  const lang = useLang();
  const route = useRoute();
  const { settings } = useContent();
  const masterclass = /masterclass|webinar/.test(route.path);
  const home = paths.home(lang);
  const onLanding = route.page === 'landing';
  const enrolHref = onLanding ? paths.anchors.start : `${home}${paths.anchors.start}`;

  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState(false);
  const menuId = useId();
  const subId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const country = getCountry(useVisitorCountry(countryCode ?? route.params.country) ?? 'US');

  // The menu: focus into it on open, back to the hamburger on close; Escape closes it (and the submenu).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) closeButton.current?.focus();
    else if (wasOpen.current) toggle.current?.focus();
    wasOpen.current = open;
  }, [open]);
  useEffect(() => {
    if (!open && !submenu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (submenu) setSubmenu(false);
      else setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, submenu]);
  // A navigation closes the menu.
  useEffect(() => {
    setOpen(false);
    setSubmenu(false);
  }, [route.path]);

  const flag = country && (
    <span className={`header__flag${countryCode || route.params.country ? ' header__flag--given' : ''}`}>
      <Flag country={country} />
      <span className="visually-hidden">
        {t.country}: {country.name[lang]}
      </span>
    </span>
  );

  return (
    <header className={`header${register ? ' header--register' : ''}`}>
      <div className="container header__bar">
        <Link className="header__logo" to={home} aria-label={`${settings.brand}, ${t.homeLabel}`}>
          <Logo brand={settings.brand} compact={register} />
        </Link>
        {flag}
        <button
          ref={toggle}
          type="button"
          className="header__toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(true)}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t.open}</span>
        </button>
        <nav id={menuId} className={`header__nav${open ? ' header__nav--open' : ''}`} aria-label={t.nav}>
          <button ref={closeButton} type="button" className="header__close" onClick={() => setOpen(false)}>
            <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className="visually-hidden">{t.close}</span>
          </button>
          <ul className="header__links">
            <li>
              <Link to={home} aria-current={onLanding && route.path === home ? 'page' : undefined}>
                {t.home}
              </Link>
            </li>
            <li className={`header__parent${submenu ? ' header__parent--active' : ''}`}>
              <button type="button" aria-expanded={submenu} aria-controls={subId} onClick={() => setSubmenu((v) => !v)}>
                {t.resources}
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
                </svg>
              </button>
              <ul id={subId} className="header__submenu" hidden={!submenu}>
                <li>
                  <Link to={paths.guide(lang)}>{t.guide}</Link>
                </li>
                <li>
                  <Link to={paths.quiz(lang)}>{t.quiz}</Link>
                </li>
                <li>
                  <a href={siteHref(settings.syllabusUrl, lang)}>{t.syllabus}</a>
                </li>
              </ul>
            </li>
            <li>
              <Link to={paths.testimonials(lang)} aria-current={route.page === 'testimonials' ? 'page' : undefined}>
                {t.testimonials}
              </Link>
            </li>
            {!masterclass && (
              <li>
                <a href={settings.campusUrl} target="_blank" rel="noopener noreferrer">
                  {t.campus}
                  <span className="visually-hidden"> {t.newTab}</span>
                  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                    <path d="M4 2h6v6M10 2L3 9" stroke="currentColor" strokeWidth="1.6" fill="none" />
                  </svg>
                </a>
              </li>
            )}
          </ul>
          {masterclass ? (
            <Link className="btn header__cta" to={home}>
              {t.discover}
            </Link>
          ) : (
            <a className="btn header__cta" href={enrolHref}>
              {t.enrol}
            </a>
          )}
        </nav>
      </div>
    </header>
  );
}
