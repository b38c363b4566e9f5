/**
 * Where marketing consent must be asked, not assumed: the EU's 27 members, the rest of the EEA
 * (Iceland, Liechtenstein, Norway), the United Kingdom, Switzerland and Brazil. Their privacy laws want an
 * unticked box, so the lead forms' news checkbox starts unticked for a visitor from one of them and
 * ticked elsewhere (docs/product.md#validation). Two-letter ISO codes, whether Embudo offers the country or not.
 */
// One string, split once: a list of quoted codes costs the widget bundles more bytes.
// The EU 27; the rest of the EEA (IS, LI, NO); the United Kingdom and Switzerland; Brazil, whose
// LGPD (Lei 13.709/2018, art. 5 XII, art. 8) takes consent only as a free, informed and
// unambiguous act of the person, which a box ticked for them is not.
export const OPT_IN_COUNTRIES: readonly string[] =
  'AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO GB CH BR'.split(' ');

/** Whether a visitor from `country` (a two-letter code, any case) must tick the news box themselves. */
export const needsOptIn = (country: string): boolean => OPT_IN_COUNTRIES.includes(country.trim().toUpperCase());
