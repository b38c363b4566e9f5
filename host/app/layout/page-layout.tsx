/**
 * The frame of every page: skip link, an optional band above the header (the landing's deadline
 * bar), the header, the page's main content and the footer. The band and the header stick to the
 * top together: each sticking on its own, the band would cover the header (and its menu button)
 * as soon as the page scrolls.
 */
import type { ReactNode } from 'react';
import { useCopy } from '../i18n';
import { Footer } from './footer';
import { Header, type HeaderProps } from './header';

const COPY = { es: { skip: 'Saltar al contenido' }, en: { skip: 'Skip to content' } } as const;

export function PageLayout({ children, top, header }: { children: ReactNode; top?: ReactNode; header?: HeaderProps }) {
  const t = useCopy(COPY);
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skip}
      </a>
      {top ? (
        <div className="page-top">
          {top}
          <Header {...header} />
        </div>
      ) : (
        <Header {...header} />
      )}
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
