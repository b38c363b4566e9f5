/**
 * What the visitor chose and saw on the page, for the lead forms of any Embudo script on it:
 *
 * - the page state docs/product.md#lead-fields lists (Plan, formaPago, select_mes, select_turno, fechaSelect), set by
 *   the pricing block (turno, start card) or the site (`choosePageState`), kept for the session
 *   (a start card leads to the enrolment page) and carried in the enrolment lead;
 * - the price shown for a bootcamp in a country (the pricing block's `mount`), the Lead's value.
 */
import { pageSlot } from './page-slot';
import { session } from './storage';

/** sessionStorage key of the page state (JSON). */
export const PAGE_STATE_KEY = 'embudo:page-state';

/** The page-state fields, as the enrolment lead names them. */
export type PageStateField = 'Plan' | 'formaPago' | 'select_mes' | 'select_turno' | 'fechaSelect';
/** What the visitor chose; each field optional. */
export type PageState = Partial<Record<PageStateField, string>>;

const FIELDS: readonly PageStateField[] = ['Plan', 'formaPago', 'select_mes', 'select_turno', 'fechaSelect'];
// One line of at most 100 characters, no control character: what the lead contract takes.
const fits = (value: unknown): value is string =>
  typeof value == 'string' && value.length > 0 && value.length <= 100 && !/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/.test(value);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value == 'object' && value !== null;

/** The page state chosen this session (only well-formed fields; a tampered store gives nothing). */
export function pageState(): PageState {
  const stored = session.getJSON(PAGE_STATE_KEY, isObject) ?? {};
  const state: PageState = {};
  for (const field of FIELDS) if (fits(stored[field])) state[field] = stored[field];
  return state;
}

/** Records choices of the visitor (the site calls it for Plan and formaPago); other fields are kept. */
export function choosePageState(choice: PageState): void {
  const state = pageState();
  for (const field of FIELDS) if (fits(choice[field])) state[field] = choice[field];
  session.setJSON(PAGE_STATE_KEY, state);
}

/** A price shown to the visitor: the amount charged (`mount`) and its currency. */
export interface ShownPrice {
  value: number;
  currency: string;
}

// A page slot: every Embudo script on the page shares it.
const shown = pageSlot<Record<string, ShownPrice>>('shownPrice');

/** Records the price the pricing block shows for `bootcamp` in `country`. */
export function showPrice(bootcamp: string, country: string, price: ShownPrice): void {
  shown.ensure(() => ({}))[`${bootcamp}|${country}`] = price;
}

/** The price shown on this page for `bootcamp` in `country`, if one was. */
export function shownPrice(bootcamp: string, country: string): ShownPrice | undefined {
  return shown.get()?.[`${bootcamp}|${country}`];
}
