/**
 * Writes `src/data/dial-codes.generated.ts`: every region with a dial code, as one short string the
 * phone input reads, from libphonenumber-js's metadata. The metadata (about 150 KB) stays here and on
 * the server (host/server/leads/phone.ts); the browser gets about 1.5 KB: per region its calling
 * code, the possible lengths of its national numbers (the form's pre-check), the trunk prefix a
 * visitor may type before them when it is not 0, and for the Caribbean countries sharing +1 the area
 * code people write with the prefix ('+1-809', the Dominican Republic).
 *
 * Run by `npm run build` before bundling, and at will: `npx tsx scripts/gen-dial-codes.ts`. The
 * file is committed (type checks and unit tests need it without a build); a unit test
 * (scripts/gen-dial-codes.test.ts) fails when it is not what this script writes from the installed
 * metadata, so a library update that changes the plans cannot go unnoticed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Metadata, type MetadataJson } from 'libphonenumber-js/core';
import examples from 'libphonenumber-js/examples.mobile.json';
import metadata from 'libphonenumber-js/metadata.max.json';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const OUTPUT = path.join(root, 'src/data/dial-codes.generated.ts');

/** One region as the browser needs it. */
export interface DialEntry {
  region: string;
  /** The country calling code, digits only ('1', '591'). */
  calling: string;
  /** The area code written with the prefix ('809' for +1-809), '' for none. */
  area: string;
  /** Possible lengths of a national (significant) number, ascending. */
  lengths: number[];
  /** A trunk prefix other than 0 that people type before a national number ('1' in the US, '8' in Russia), '' for none. */
  trunk: string;
  /** The region's numbers may begin with 0 (no trunk 0 to drop: Côte d'Ivoire, Benin, Congo, Gabon). */
  zero: boolean;
  /** The main region of a calling code several share (US for +1, GB for +44, RU for +7). */
  main: boolean;
}

/** Every region of the metadata, by code. */
export function dialEntries(
  json: MetadataJson = metadata as unknown as MetadataJson,
  mobiles: Record<string, string> = examples as Record<string, string>,
): DialEntry[] {
  const meta = new Metadata(json);
  const raw = json as unknown as { countries: Record<string, unknown[]>; country_calling_codes: Record<string, string[]> };
  return Object.keys(raw.countries)
    .sort()
    .map((region) => {
      meta.selectNumberingPlan(region as never);
      // The library's typings list only part of a numbering plan's methods.
      const plan = meta.numberingPlan as NonNullable<typeof meta.numberingPlan> & {
        callingCode(): string;
        nationalPrefix(): string | undefined;
      };
      const calling = plan.callingCode();
      const example = mobiles[region] ?? '';
      const leading = plan.leadingDigits();
      // +1 is shared by the US, Canada and twenty Caribbean countries: these last are told apart by
      // their area codes, which people write with the prefix (+1-809, +1-787). The example mobile's
      // area code is the one shown (Jamaica's is 876, not the newer 658 its pattern lists first).
      const area = calling === '1' && leading && new RegExp(`^(?:${leading})`).test(example) ? example.slice(0, 3) : '';
      const prefix = plan.nationalPrefix() ?? '';
      return {
        region,
        calling,
        area,
        lengths: [...plan.possibleLengths()].sort((a, b) => a - b),
        trunk: prefix && prefix !== '0' ? prefix : '',
        zero: example.startsWith('0'),
        main: (raw.country_calling_codes[calling]?.length ?? 0) > 1 && raw.country_calling_codes[calling]![0] === region,
      };
    });
}

/** One entry as text: `DO1-809:10:1`, `GB44:7,9,10*`, `CI225:10!` (region, calling code, -area, :lengths, :trunk, ! zero, * main). */
export const entryText = (e: DialEntry): string =>
  `${e.region}${e.calling}${e.area ? `-${e.area}` : ''}:${e.lengths.join(',')}${e.trunk ? `:${e.trunk}` : ''}${e.zero ? '!' : ''}${e.main ? '*' : ''}`;

/** The module's text. */
export function moduleText(entries: readonly DialEntry[] = dialEntries()): string {
  const version = (JSON.parse(readFileSync(path.join(root, 'node_modules/libphonenumber-js/package.json'), 'utf8')) as { version: string })
    .version;
  return `// Written by scripts/gen-dial-codes.ts from libphonenumber-js ${version}'s metadata: do not edit.
// Each entry: region, calling code, -area code shown with it, :possible national lengths, :trunk prefix,
// ! numbers may begin with 0, * the main region of a shared calling code.
export const DIAL_CODES = '${entries.map(entryText).join(' ')}';
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const text = moduleText();
  let old = '';
  try {
    old = readFileSync(OUTPUT, 'utf8');
  } catch {
    // First run.
  }
  if (old !== text) writeFileSync(OUTPUT, text);
}
