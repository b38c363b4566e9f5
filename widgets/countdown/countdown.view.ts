import { computed, effect, type ReadonlySignal } from '@preact/signals-core';
import { markLanguage, type PropSignals } from '../../src/element';
import { liveSpan } from '../../src/element/live-text';
import type { Lang } from '../../src/i18n';
import { bindUnitCard } from '../../src/ui/flip-digits';
import type { CountdownModel } from './countdown.model';
import type { countdownProps } from './countdown.props';

/**
 * Paints the countdown into `root` and keeps it: unit cards while running; at the end the slot /
 * end text, or zeros with end-at-zero. Plain DOM, not Preact: the countdown is a few nodes, each
 * bound to its signal (the digits by ../../src/ui/flip-digits), and Preact was 4.3 KB gzip of the
 * standalone script (docs/performance.md, "Bytes by feature"). Synchronous, as Preact's first render
 * was: the base is there when the element's connectedCallback returns (./countdown.fit looks for
 * it). Returns what removes it and stops its effects.
 */
export function paintCountdown(
  root: ShadowRoot,
  model: CountdownModel,
  p: PropSignals<typeof countdownProps>,
  /** Whether the element has children to show at the end (its default slot). */
  hasSlotted: ReadonlySignal<boolean>,
  lang: ReadonlySignal<Lang>,
): () => void {
  const stops: (() => void)[] = [];
  let unitStops: (() => void)[] = [];
  let units: HTMLElement | undefined;
  const clearUnits = (): void => {
    for (const stop of unitStops) stop();
    unitStops = [];
    units?.remove();
    units = undefined;
  };

  const base = document.createElement('div');
  base.setAttribute('part', 'base');
  base.setAttribute('role', 'timer');
  base.setAttribute('aria-atomic', 'true');
  const end = document.createElement('span');
  end.setAttribute('part', 'end');
  end.className = 'end';
  const slot = end.appendChild(document.createElement('slot'));
  base.append(liveSpan(model.label, stops, 'visually-hidden'), end);
  root.append(base);

  const showEnd = computed(() => model.isOver.value && !p.endAtZero.value && (hasSlotted.value || p.endText.value !== ''));
  stops.push(
    effect(() => {
      base.className = `base theme-${p.theme.value} size-${p.size.value} n${model.shownUnits.value.length}`;
    }),
    effect(() => markLanguage(root, lang.value)),
    effect(() => {
      end.hidden = !showEnd.value;
      slot.textContent = p.endText.value;
    }),
    // The units again only when which are shown, or where their titles go, changed: a tick
    // writes the digits and nothing else.
    effect(() => {
      clearUnits();
      if (showEnd.value) return;
      const titlePosition = p.titlePosition.value;
      units = document.createElement('span');
      units.className = 'units';
      units.setAttribute('aria-hidden', 'true');
      // In the tree before the cards are bound: they find their widget from it.
      base.insertBefore(units, end);
      for (const unit of model.shownUnits.value) {
        const card = units.appendChild(document.createElement('span'));
        unitStops.push(
          bindUnitCard(card, { unit, ticking: model.ticking, amount: model.amounts[unit], title: model.titles[unit], titlePosition }),
        );
      }
    }),
  );
  return () => {
    for (const stop of stops) stop();
    clearUnits();
    base.remove();
  };
}
