import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import { fill, formatRemaining, splitSeconds, UNITS, type Lang, type Unit } from '../i18n';
import { now } from './clock';
import { countdownMessages } from './countdown.texts';
import { clockOffset, correctClock } from './server-clock';

/** Seconds left until `endAt` at instant `at`, rounded up so displays flip on wall-clock seconds. */
export const secondsUntil = (endAt: number, at: number): number => Math.max(0, Math.ceil((endAt - at) / 1000));

/** The ticking state shared by every countdown-like widget. */
export interface CountdownSignals {
  /** True once `endAt` has been reached (stays true until `endAt` changes). */
  isOver: ReadonlySignal<boolean>;
  /** Whole seconds left. */
  remaining: ReadonlySignal<number>;
  /** True while it counts: an end instant is set and not yet reached (the seconds change every second). */
  ticking: ReadonlySignal<boolean>;
  /** Each shown unit's amount, hidden units carried into the next smaller one. */
  amounts: Record<Unit, ReadonlySignal<number>>;
  /** Stops its effects: the clock is no longer read nor the end watched for. */
  dispose(): void;
}

/**
 * A check that is true the first time it sees an end instant and false after, however many models
 * ask: an element keeps one, since moving it in the page (disconnect, connect) builds a new model,
 * which finds the time up again.
 */
export function firstTimeUp(): (endAt: number) => boolean {
  let announced: number | undefined;
  return (endAt) => {
    if (endAt === announced) return false;
    announced = endAt;
    return true;
  };
}

/**
 * Counts down to `endAt` on the page's shared clock and calls `onTimeUp` exactly once per end
 * instant of this model (across models: `firstTimeUp`). `dispose` stops its effects (inside a
 * createModel factory they also stop with the model). Once over it stops reading the clock, so a
 * finished countdown keeps no timer alive.
 *
 * `fixed` (default true): `endAt` is a fixed instant, so the visitor's clock is corrected by the
 * server's (./server-clock, read once per page when the first such countdown starts); false for
 * evergreen deadlines set from the visitor's own clock.
 */
export function countdownSignals(
  endAt: ReadonlySignal<number | null>,
  shownUnits: ReadonlySignal<readonly Unit[]>,
  onTimeUp: (endAt: number) => void,
  fixed?: ReadonlySignal<boolean>,
): CountdownSignals {
  const finishedAt = signal<number | null>(null);
  const isFixed = computed(() => endAt.value !== null && fixed?.value !== false);
  const correct = effect(() => {
    if (isFixed.value) correctClock();
  });
  const clock = computed(() => now.value + (isFixed.value ? clockOffset.value : 0));
  const isOver = computed(() => endAt.value !== null && finishedAt.value === endAt.value);
  const remaining = computed(() => {
    const end = endAt.value;
    if (end === null || finishedAt.value === end) return 0;
    return secondsUntil(end, clock.value);
  });
  const parts = computed(() => splitSeconds(remaining.value, shownUnits.value));
  const amounts = {} as Record<Unit, ReadonlySignal<number>>;
  for (const unit of UNITS) amounts[unit] = computed(() => parts.value[unit] ?? 0);
  const watch = effect(() => {
    const end = endAt.value;
    if (end === null || finishedAt.value === end) return;
    if (secondsUntil(end, clock.value) === 0) {
      // Outside this effect's run, so the effect re-runs, stops reading `now` and lets the clock
      // stop; and a listener added right after the element is connected still hears the event.
      queueMicrotask(() => {
        if (finishedAt.peek() === end || endAt.peek() !== end) return;
        finishedAt.value = end;
        onTimeUp(end);
      });
    }
  });
  const ticking = computed(() => endAt.value !== null && !isOver.value);
  const dispose = (): void => {
    correct();
    watch();
  };
  return { isOver, remaining, ticking, amounts, dispose };
}

/**
 * Each unit's title in the widget's language, or the page's own title for it when `custom` gives
 * one (empty means "use the default").
 */
export function unitTitles(lang: ReadonlySignal<Lang>, custom?: (unit: Unit) => string): Record<Unit, ReadonlySignal<string>> {
  const titles = {} as Record<Unit, ReadonlySignal<string>>;
  for (const unit of UNITS) titles[unit] = computed(() => custom?.(unit) || countdownMessages[lang.value].units[unit]);
  return titles;
}

/**
 * The sentence screen readers get ("Tiempo restante: 2 días, 3 horas y 5 minutos"): the value the
 * digits show, rounded down to the minute (see `formatRemaining`); it changes once a minute, never
 * every second, and says the time is up once `isOver`. Built without Intl formatters (see
 * `formatDuration`), so it is there from the first render at no cost to the digits' first paint.
 */
export function minuteLabel(
  remaining: ReadonlySignal<number>,
  shownUnits: ReadonlySignal<readonly Unit[]>,
  lang: ReadonlySignal<Lang>,
  isOver?: ReadonlySignal<boolean>,
): ReadonlySignal<string> {
  // Whole minutes shown; the last minute is one value (1 s: "less than a minute"), so the label changes once a minute.
  const spokenSeconds = computed(() => (remaining.value >= 60 ? Math.floor(remaining.value / 60) * 60 : Math.min(remaining.value, 1)));
  return computed(() =>
    isOver?.value
      ? countdownMessages[lang.value].timeUp
      : fill(countdownMessages[lang.value].remaining, { time: formatRemaining(spokenSeconds.value, shownUnits.value, lang.value) }),
  );
}
