/**
 * The frame of the site's content pages: a heading band (eyebrow, h1, lead) and the page's body,
 * inside the header and footer.
 */
import type { ReactNode } from 'react';
import { PageLayout } from './page-layout';
import type { HeaderProps } from './header';

export function InfoPage({
  eyebrow,
  title,
  lead,
  children,
  header,
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  header?: HeaderProps;
}) {
  return (
    <PageLayout header={header}>
      <section className="page-head">
        <div className="container page-head__inner">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1>{title}</h1>
          {lead && <p className="page-head__lead">{lead}</p>}
        </div>
      </section>
      {children && <div className="container page-body">{children}</div>}
    </PageLayout>
  );
}
