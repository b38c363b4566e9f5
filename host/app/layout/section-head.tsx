/** The head of a landing section (docs/product.md#look: one h2 per section): a small eyebrow, the title, an optional lead. */
import type { ReactNode } from 'react';

export function SectionHead({ id, eyebrow, title, lead }: { id: string; eyebrow?: ReactNode; title: ReactNode; lead?: ReactNode }) {
  return (
    <div className="section__head">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id} className="section__title">
        {title}
      </h2>
      {lead && <p className="section__lead">{lead}</p>}
    </div>
  );
}
