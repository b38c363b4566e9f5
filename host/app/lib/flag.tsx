/**
 * A country's flag: its emoji, and its code (`PE`) for a browser that draws flag emoji as two
 * letters or two empty boxes (Windows, a Linux desktop without a colour emoji font: src/ui/flag).
 * Both are rendered on the server and in the browser alike (hydration sees the same tree); the
 * page's `no-flag-emoji` class (main.tsx, before hydration) shows the code instead, in a box as
 * wide as the flag's, so the swap moves nothing. A decoration: the country's name says it in text.
 */
import type { Country } from '../../../src/data/countries';

/** The page's class where flag emoji are not drawn as flags. */
export const NO_FLAG_EMOJI = 'no-flag-emoji';

export function Flag({ country }: { country: Country }) {
  return (
    <span className="flag" aria-hidden="true">
      <span className="flag__emoji">{country.flag}</span>
      <span className="flag__code">{country.code}</span>
    </span>
  );
}
