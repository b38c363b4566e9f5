/**
 * Phone numbers without a metadata library: every region's calling code and number lengths are a
 * small table generated at build time (src/data/dial-codes), the number is kept as digits, and the
 * server checks with the full metadata that it can belong to its prefix.
 */
import { dialLabel, dialRegion, dialRegions, regionName, type DialRegion } from '../data/dial-codes';
import type { Lang } from '../i18n/lang';

const US = dialRegion('US')!;

/** Whether `code` is a region with a dial code (one the prefix list offers). */
export const isDialRegion = (code: string): boolean => !!dialRegion(code);
const of = (code: string): DialRegion => dialRegion(code) ?? US;

/**
 * The national digits of what the visitor typed or pasted: digits only, at most 15 (E.164); a
 * leading `+<calling code>` or `00<calling code>` of the chosen region is dropped (people paste full
 * numbers). A leading trunk prefix stays visible here and is dropped by `phoneNumber`.
 */
export function nationalDigits(raw: string, region: string): string {
  let digits = raw.replace(/\D/g, '');
  if (raw.trim()[0] === '+' || digits.startsWith('00')) {
    digits = digits.replace(/^00/, '');
    const calling = of(region).calling;
    if (digits.startsWith(calling)) digits = digits.slice(calling.length);
  }
  return digits.slice(0, 15);
}

/**
 * The national number of `digits` in `region`: a trunk prefix dropped (0 where numbers never begin
 * with 0 — 07700… in the UK; 1 under +1 or 8 in Russia where what is left has a possible length),
 * and the area code shown with the prefix added where the visitor typed the number without it
 * (234 5678 under +1-809).
 */
function national(r: DialRegion, digits: string): string {
  let n = digits.replace(/\D/g, '');
  const fits = (d: string) => r.lengths.includes(d.length);
  if (r.trunk && n.startsWith(r.trunk) && !fits(n) && fits(n.slice(r.trunk.length))) n = n.slice(r.trunk.length);
  if (!r.zero) n = n.replace(/^0+/, '');
  if (r.area && n && !fits(n) && fits(r.area + n)) n = r.area + n;
  return n;
}

/** `+<calling code><national number>`, or '' when there are no digits. */
export function phoneNumber(region: string, digits: string): string {
  const r = of(region);
  const n = national(r, digits);
  return n && `+${r.calling}${n}`;
}

/** Whether `digits` have a length a number of `region` can have (the server checks the rest). */
export function phoneFits(region: string, digits: string): boolean {
  const r = of(region);
  return r.lengths.includes(national(r, digits).length);
}

/** The prefix and the region's name, as the phone error names them: '+1 (Estados Unidos)'. */
export function phonePrefixName(region: string, lang: Lang): string {
  const r = of(region);
  return `${dialLabel(r)} (${regionName(r.code, lang)})`;
}

/**
 * Reads a stored `+<calling code><digits>` back into a region and its digits: the longest matching
 * calling code wins; among regions sharing one, the one whose area code the number starts with,
 * else `prefer`, else the code's main region (US for +1), else the first.
 */
export function splitPhone(phone: string, prefer?: string): { country: string; digits: string } | undefined {
  if (!/^\+\d{4,15}$/.test(phone)) return undefined;
  const rank = (r: DialRegion): number =>
    r.calling.length * 8 + (r.area && phone.startsWith(r.area, 1 + r.calling.length) ? 4 : 0) + (r.code === prefer ? 2 : r.main ? 1 : 0);
  let best: DialRegion | undefined;
  for (const r of dialRegions().values()) if (phone.startsWith(r.calling, 1) && (!best || rank(r) > rank(best))) best = r;
  return best && { country: best.code, digits: phone.slice(1 + best.calling.length) };
}
