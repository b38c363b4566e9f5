/**
 * The frame of every page: skip link, the demo ribbon (a demonstration content profile only), an
 * optional band above the header (the landing's deadline bar), the header, the page's main content
 * and the footer. The band and the header stick to the top together (under the ribbon): each
 * sticking on its own, the band would cover the header (and its menu button) as soon as the page
 * scrolls. Each is a part of its own (lib/section-boundary.tsx): a fault in one leaves the others
 * working; the main content is the page's body, which the server cannot serve the page without.
 */
import type { ReactNode } from 'react';
import { useCopy } from '../i18n';
import { SectionBoundary } from '../lib/section-boundary';
import { DemoRibbon } from './demo-ribbon';
import { Footer } from './footer';
import { Header, type HeaderProps } from './header';

export const COPY = { es: { skip: 'Saltar al contenido' }, en: { skip: 'Skip to content' } } as const;

export function PageLayout({ children, top, header }: { children: ReactNode; top?: ReactNode; header?: HeaderProps }) {
  const t = useCopy(COPY);
  return (
    <>
      <a className="skip-link" href="#main">
        {t.skip}
      </a>
      <DemoRibbon />
      {top ? (
        <div className="page-top">
          <SectionBoundary name="top">{top}</SectionBoundary>
          <SectionBoundary name="header">
            <Header {...header} />
          </SectionBoundary>
        </div>
      ) : (
        <SectionBoundary name="header">
          <Header {...header} />
        </SectionBoundary>
      )}
      <main id="main" tabIndex={-1}>
        <SectionBoundary name="main" essential>
          {children}
        </SectionBoundary>
      </main>
      <SectionBoundary name="footer">
        <Footer />
      </SectionBoundary>
    </>
  );
}
