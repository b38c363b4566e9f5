/**
 * The frame of every page: skip link, the demo ribbon (a demonstration content profile only), an
 * optional band above the header (the landing's deadline bar), the header, the page's main content
 * and the footer.
 */
import type { ReactNode } from 'react';
import { useCopy } from '../i18n';
import { DemoRibbon } from './demo-ribbon';
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
      <DemoRibbon />
      {top}
      <Header {...header} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </>
  );
}
