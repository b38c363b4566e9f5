import { h } from 'preact';
import { Live } from '../../src/element/live';
import { UnitCard } from '../../src/ui/unit-card';
import type { CountdownModel } from './countdown.model';

interface CountdownViewProps {
  model: CountdownModel;
  theme: string;
  size: string;
  titlePosition: 'top' | 'bottom';
  endText: string;
  endAtZero: boolean;
  /** Whether the element has children to show at the end (its default slot). */
  hasSlotted: boolean;
}

/** The countdown: unit cards while running; at the end the slot / end text, or zeros with end-at-zero. */
export function CountdownView(p: CountdownViewProps) {
  const { model } = p;
  const showEnd = model.isOver.value && !p.endAtZero && (p.hasSlotted || p.endText !== '');
  return (
    <div part="base" class={`base theme-${p.theme} size-${p.size} n${model.shownUnits.value.length}`} role="timer" aria-atomic="true">
      <Live class="visually-hidden" value={model.label} />
      {!showEnd && (
        <span class="units" aria-hidden="true">
          {model.shownUnits.value.map((unit) => (
            <UnitCard
              key={unit}
              unit={unit}
              ticking={model.ticking}
              amount={model.amounts[unit]}
              title={model.titles[unit]}
              titlePosition={p.titlePosition}
            />
          ))}
        </span>
      )}
      <span part="end" class="end" hidden={!showEnd}>
        <slot>{p.endText}</slot>
      </span>
    </div>
  );
}
