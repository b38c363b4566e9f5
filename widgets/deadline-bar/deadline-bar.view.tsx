import { h } from 'preact';
import { Live } from '../../src/element/live';
import { UnitCard } from '../../src/ui/unit-card';
import { BAR_UNITS, type DeadlineBarModel } from './deadline-bar.model';

interface DeadlineBarViewProps {
  model: DeadlineBarModel;
  onActivate: () => void;
  pricingLabel: string;
}

/** The bar: its sentence and the ticking units. In preinscription mode the whole bar is a button to pricing. */
export function DeadlineBarView({ model, onActivate, pricingLabel }: DeadlineBarViewProps) {
  if (model.isHidden.value) return null;
  const mode = model.mode.value;
  const content = [
    <Live key="text" part="text" class="text" value={model.text} />,
    <span key="timer" part="timer" class="timer" role="timer" aria-atomic="true">
      <Live class="visually-hidden" value={model.label} />
      <span class="units" aria-hidden="true">
        {BAR_UNITS.map((unit) => (
          <UnitCard
            key={unit}
            unit={unit}
            ticking={model.ticking}
            amount={model.amounts[unit]}
            title={model.titles[unit]}
            titlePosition="bottom"
          />
        ))}
      </span>
    </span>,
  ];
  return mode === 'preinscription' ? (
    <button part="base" class={`base mode-${mode}`} type="button" onClick={onActivate}>
      {content}
      <span class="visually-hidden">{pricingLabel}</span>
    </button>
  ) : (
    <div part="base" class={`base mode-${mode}`}>
      {content}
    </div>
  );
}
