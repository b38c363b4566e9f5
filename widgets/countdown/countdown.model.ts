import { computed, createModel, type ReadonlySignal } from '@preact/signals-core';
import type { PropSignals } from '../../src/element';
import { fill, formatDuration, messages, splitSeconds, UNITS, type Lang, type Unit } from '../../src/i18n';
import { countdownSignals } from '../../src/services/countdown';
import type { countdownProps } from './countdown.props';

type Props = PropSignals<typeof countdownProps>;

const hideKey = { year: 'hideYear', month: 'hideMonth', day: 'hideDay', hour: 'hideHour', minute: 'hideMinute', second: 'hideSecond' } as const;
const titleKey = { year: 'titleYear', month: 'titleMonth', day: 'titleDay', hour: 'titleHour', minute: 'titleMinute', second: 'titleSecond' } as const;

/**
 * One countdown's state: the ticking units, their titles, and a per-minute sentence for screen
 * readers (never a per-second announcement).
 */
export const CountdownModel = createModel((props: Props, lang: ReadonlySignal<Lang>, onTimeUp: (endAt: number) => void) => {
  const shownUnits = computed(() => UNITS.filter((unit) => !props[hideKey[unit]].value));
  const { isOver, remaining, amounts, widths } = countdownSignals(props.endAt, shownUnits, onTimeUp);
  const titles = {} as Record<Unit, ReadonlySignal<string>>;
  for (const unit of UNITS) titles[unit] = computed(() => props[titleKey[unit]].value || messages[lang.value].units[unit]);
  const minutesLeft = computed(() => Math.ceil(remaining.value / 60));
  const label = computed(() =>
    isOver.value
      ? messages[lang.value].timeUp
      : fill(messages[lang.value].remaining, {
          time: formatDuration(splitSeconds(minutesLeft.value * 60, shownUnits.value.filter((u) => u !== 'second')), lang.value),
        }),
  );
  return { isOver, remaining, shownUnits, amounts, widths, titles, label };
});

/** An instance of the countdown model. */
export type CountdownModel = InstanceType<typeof CountdownModel>;
