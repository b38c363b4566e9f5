/**
 * The header of docs/product.md#header: home, guide, quiz, testimonials and the campus (new tab); the logo to `/`
 * (`/us` in English); 'Inscribirme' / 'Enroll Now' to #empezar. On masterclass and webinar paths the
 * campus and enrol links give way to one 'Descubre el Bootcamp Full Stack' button; on the page a
 * customer sees after paying, the enrol button gives way to 'Ir al campus' (nobody who just paid is
 * asked to enrol again), which takes the campus link's place. Every link is
 * built in the page's language (routes.ts `paths`, `siteHref`). Small screens: a hamburger opens a
 * full-screen menu above every fixed bar of the page; its close button, Escape (the submenu first)
 * and following any link or button in it close it (WAI-ARIA disclosure navigation: focus back on
 * the hamburger, or where the link leads). The resources parent toggles its submenu (and its active
 * state) on click. The visitor's country flag shows when known, always on phones. `register` is
 * the compact mode (smaller logo and padding).
 */
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { getCountry } from '../../../src/data/countries';
import { useContent } from '../content';
import { Flag } from '../lib/flag';
import { useVisitorCountry } from '../lib/visitor-country';
import { useCopy, useLang } from '../i18n';
import { isPaymentSuccessPath, paths, siteHref } from '../routes';
import { useRoute } from '../site';
import { Logo } from './logo';

export interface HeaderProps {
  /** Compact mode (docs/product.md#header "register"): smaller logo and padding. */
  register?: boolean;
  /** The country to flag before the widgets know the visitor's (default: the path's, else US). */
  countryCode?: string;
}

export const COPY = {
  es: {
    nav: 'Principal',
    home: 'Inicio',
    resources: 'Recursos',
    guide: 'Guía gratuita',
    quiz: 'Quiz developer',
    syllabus: 'Temario Full Stack 2025',
    blog: 'Blog',
    testimonials: 'Testimonios',
    campus: 'Campus',
    newTab: '(se abre en una pestaña nueva)',
    enrol: 'Inscribirme',
    toCampus: 'Ir al campus',
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
    blog: 'Blog',
    testimonials: 'Testimonials',
    campus: 'Campus',
    newTab: '(opens in a new tab)',
    enrol: 'Enroll Now',
    toCampus: 'Go to campus',
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
  const customer = isPaymentSuccessPath(route.path);
  const home = paths.home(lang);
  const onLanding = route.page === 'landing';
  const enrolHref = onLanding ? paths.anchors.start : `${home}${paths.anchors.start}`;

  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState(false);
  const menuId = useId();
  const subId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);
  const subButton = useRef<HTMLButtonElement>(null);
  const submenuList = useRef<HTMLUListElement>(null);
  const country = getCountry(useVisitorCountry(countryCode ?? route.params.country) ?? 'US');

  // The menu: focus into it on open; on close, back to the hamburger when the visitor stays where
  // they were (close button, Escape, a new tab), left alone when a link takes them somewhere.
  const focusToggle = useRef(false);
  const close = useCallback((returnFocus: boolean) => {
    focusToggle.current = returnFocus;
    setOpen(false);
    setSubmenu(false);
  }, []);
  useEffect(() => {
    if (open) closeButton.current?.focus();
    else if (focusToggle.current) toggle.current?.focus();
    focusToggle.current = false;
  }, [open]);
  // Escape closes the submenu first (focus to its parent when it was inside), then the menu.
  useEffect(() => {
    if (!open && !submenu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (submenu) {
        if (submenuList.current?.contains(document.activeElement)) subButton.current?.focus();
        setSubmenu(false);
      } else close(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, submenu, close]);
  // A navigation (the browser's back button too) closes the menu.
  useEffect(() => {
    setOpen(false);
    setSubmenu(false);
  }, [route.path]);

  // Following a link or pressing a button in the menu closes it. A link within this page (the
  // landing's #empezar) leaves focus to the browser, which moves it to the anchor; one to another
  // page leaves it to that page; a new tab or the same page again brings it back to the hamburger.
  const onMenuClick = (event: MouseEvent<HTMLElement>) => {
    const control = (event.target as Element).closest('a, button');
    if (!control || control === subButton.current || control === closeButton.current) return;
    if (control instanceof HTMLAnchorElement) {
      // Ctrl/Cmd/Shift or middle click opens elsewhere and the visitor stays in the menu.
      if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
      const to = new URL(control.href, window.location.href);
      const here = to.origin === window.location.origin && to.pathname === window.location.pathname && to.search === window.location.search;
      close(control.target === '_blank' || (here && !to.hash));
    } else close(true);
  };
  // Tabbing out of the open menu closes it: the page behind it would take focus unseen.
  const onMenuBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !event.currentTarget.contains(next)) close(false);
  };

  const flag = country && (
    <span className={`header__flag${countryCode || route.params.country ? ' header__flag--given' : ''}`}>
      <Flag country={country} />
      <span className="visually-hidden">
        {t.country}: {country.name[lang]}
      </span>
    </span>
  );

  return (
    <header className={`header${register ? ' header--register' : ''}${open ? ' header--open' : ''}`}>
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
        <nav
          id={menuId}
          className={`header__nav${open ? ' header__nav--open' : ''}`}
          aria-label={t.nav}
          onClick={onMenuClick}
          onBlur={onMenuBlur}
        >
          <button ref={closeButton} type="button" className="header__close" onClick={() => close(true)}>
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
              <button ref={subButton} type="button" aria-expanded={submenu} aria-controls={subId} onClick={() => setSubmenu((v) => !v)}>
                {t.resources}
                <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
                  <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.6" fill="none" />
                </svg>
              </button>
              <ul ref={submenuList} id={subId} className="header__submenu" hidden={!submenu}>
                <li>
                  <Link to={paths.guide(lang)}>{t.guide}</Link>
                </li>
                <li>
                  <Link to={paths.quiz(lang)}>{t.quiz}</Link>
                </li>
                <li>
                  <a href={siteHref(settings.syllabusUrl, lang)}>{t.syllabus}</a>
                </li>
                <li>
                  <Link to={paths.blog(lang)}>{t.blog}</Link>
                </li>
              </ul>
            </li>
            <li>
              <Link to={paths.testimonials(lang)} aria-current={route.page === 'testimonials' ? 'page' : undefined}>
                {t.testimonials}
              </Link>
            </li>
            {!masterclass && !customer && (
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
          ) : customer ? (
            <a className="btn header__cta" href={settings.campusUrl} target="_blank" rel="noopener noreferrer">
              {t.toCampus}
              <span className="visually-hidden"> {t.newTab}</span>
            </a>
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
