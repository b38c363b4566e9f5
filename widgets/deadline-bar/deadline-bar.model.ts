import { computed, signal, type ReadonlySignal } from '@preact/signals-core';
import type { PropSignals } from '../../src/element';
import type { Lang, Unit } from '../../src/i18n';
import { deadlineBarMessages } from './deadline-bar.texts';
import { countdownSignals, minuteLabel, unitTitles } from '../../src/services/countdown';
import { campaignSlugFromPath, resolveDiscountDeadline } from '../../src/services/evergreen';
import { cookies } from '../../src/services/storage';
import type { deadlineBarProps } from './deadline-bar.props';

type Props = PropSignals<typeof deadlineBarProps>;

/** Units the bar shows: a discount lasts at most 24 h and a preinscription some weeks, so days down to seconds. */
export const BAR_UNITS: readonly Unit[] = ['day', 'hour', 'minute', 'second'];

/** What the host page tells the bar about where it is. */
export interface BarPage {
  path: string;
  now: () => number;
}

/**
 * The landing's top bar: in discount mode a per-visitor evergreen deadline kept in cookies, in
 * preinscription mode the `end-at` of the intake. Cookies are read (and created) once per slug.
 * A plain factory with its own `dispose`, as the countdown's (../countdown/countdown.model): the
 * standalone `deadline-bar.js` then ships without signals-core's createModel and actions.
 */
export function createDeadlineBarModel(
  props: Props,
  lang: ReadonlySignal<Lang>,
  page: BarPage,
  onTimeUp: (mode: 'discount' | 'preinscription', endAt: number) => void,
) {
  const mode = computed(() => {
    const chosen = props.mode.value;
    if (chosen !== 'auto') return chosen;
    return page.path.includes('descuento') ? 'discount' : 'preinscription';
  });
  const slug = computed(() => props.campaign.value.trim() || campaignSlugFromPath(page.path));
  // Read per slug, not per render: resolving creates cookies, which must happen once.
  const deadlines = new Map<string, number | null>();
  const discountDeadline = computed(() => {
    const key = slug.value;
    if (!deadlines.has(key)) deadlines.set(key, resolveDiscountDeadline(cookies, key, page.now()));
    return deadlines.get(key)!;
  });
  const endAt = computed(() => (mode.value === 'discount' ? discountDeadline.value : props.endAt.value));
  const units = signal(BAR_UNITS);
  // The discount's window is the visitor's own (cookies set from their clock); the preinscription's end is a fixed instant.
  const fixed = computed(() => mode.value === 'preinscription');
  const { isOver, remaining, ticking, amounts, dispose } = countdownSignals(endAt, units, (end) => onTimeUp(mode.peek(), end), fixed);
  /** Hidden: no deadline (only the reboot cookie, or no end-at), or a preinscription that closed. */
  const isHidden = computed(() => endAt.value === null || (isOver.value && mode.value === 'preinscription'));
  const text = computed(() => deadlineBarMessages[lang.value][mode.value]);
  const titles = unitTitles(lang);
  const label = minuteLabel(remaining, units, lang);
  return { mode, slug, endAt, isOver, isHidden, remaining, ticking, amounts, titles, text, label, dispose };
}

/** An instance of the deadline bar model. */
export type DeadlineBarModel = ReturnType<typeof createDeadlineBarModel>;
