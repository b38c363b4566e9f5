/**
 * The demo ribbon: a slim strip held at the top of every page while the content folder is a
 * demonstration profile (`"demo": true` in site.json, e.g. examples/content-demo), so fictional
 * people, dates and companies can never pass for the school's. It is driven by the content, not by
 * the environment: the same build serves the real folder without it.
 *
 * Plain text in a small complementary landmark named by it (read once where the page starts, never
 * announced as an alert); it takes its own room above the header and the deadline bar, which stick
 * below it (`--demo-ribbon`), so it covers no control.
 */
import { useId } from 'react';
import { useContent } from '../content';
import { useCopy } from '../i18n';

export const COPY = {
  es: { label: 'Contenido de demostración', more: 'personas, empresas y fechas ficticias' },
  en: { label: 'Demo content', more: 'fictional people, companies and dates' },
} as const;

export function DemoRibbon() {
  const { settings } = useContent();
  const t = useCopy(COPY);
  const id = useId();
  if (!settings.demo) return null;
  return (
    <aside className="demo-ribbon" aria-labelledby={id}>
      <p className="demo-ribbon__text">
        <strong id={id}>{t.label}</strong>
        <span className="demo-ribbon__more"> · {t.more}</span>
      </p>
    </aside>
  );
}
