import { computed, type ReadonlySignal } from '@preact/signals-core';
import type { PropSignals } from '../../src/element';
import { UNITS, type Lang } from '../../src/i18n';
import { countdownSignals, minuteLabel, unitTitles } from '../../src/services/countdown';
import type { countdownProps } from './countdown.props';

type Props = PropSignals<typeof countdownProps>;

const hideKey = {
  year: 'hideYear',
  month: 'hideMonth',
  day: 'hideDay',
  hour: 'hideHour',
  minute: 'hideMinute',
  second: 'hideSecond',
} as const;
const titleKey = {
  year: 'titleYear',
  month: 'titleMonth',
  day: 'titleDay',
  hour: 'titleHour',
  minute: 'titleMinute',
  second: 'titleSecond',
} as const;

/**
 * One countdown's state: the ticking units, their titles, and a per-minute sentence for screen
 * readers (never a per-second announcement). A plain factory with its own `dispose`, not
 * signals-core's `createModel`: the standalone `countdown.js` then ships without createModel and
 * actions, about 350 B gzip (the only effects to stop are the counting's).
 */
export function createCountdownModel(props: Props, lang: ReadonlySignal<Lang>, onTimeUp: (endAt: number) => void) {
  const shownUnits = computed(() => UNITS.filter((unit) => !props[hideKey[unit]].value));
  const { isOver, remaining, ticking, amounts, dispose } = countdownSignals(props.endAt, shownUnits, onTimeUp);
  const titles = unitTitles(lang, (unit) => props[titleKey[unit]].value);
  const label = minuteLabel(remaining, shownUnits, lang, isOver);
  return { isOver, remaining, ticking, shownUnits, amounts, titles, label, dispose };
}

/** An instance of the countdown model. */
export type CountdownModel = ReturnType<typeof createCountdownModel>;
