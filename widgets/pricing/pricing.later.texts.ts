import type { Texts } from '../../src/contracts/texts';

/**
 * The texts of the pricing block's later part (./pricing.later): the turno choice and class times,
 * 'Elige tu fecha de inicio' and its cards (docs/product.md#landing-sections "Landing page
 * sections", docs/product.md#salaries), and the salary table. Values are `{name}` placeholders
 * filled with `fill` (docs/architecture.md#texts); a text with a part that is there or not is two
 * texts (`classes` / `classesOn`, `night` / `nightBetter`).
 */
export const pricingDetailsMessages = {
  es: {
    turno: 'Elige tu turno',
    classes: 'Clases {time} (tu hora)',
    classesOn: 'Clases {days}, {time} (tu hora)',
    school: '{time} hora de {city}',
    night: 'Ese horario es de madrugada en {country}.',
    nightBetter: 'Ese horario es de madrugada en {country}. Te conviene más: {better}.',
    closes: 'La inscripción cierra el {when} (tu hora)',
    start: 'Elige tu fecha de inicio',
    soon: 'Las próximas fechas de inicio se publican muy pronto.',
    days: 'Clases',
    ends: 'Termina',
    salary: 'Salario mensual de un desarrollador en {country} ({currency})',
    level: 'Nivel',
    range: 'Rango mensual',
    junior: 'Junior',
    mid: 'Semi senior',
    senior: 'Senior',
  },
  en: {
    turno: 'Choose your schedule',
    classes: 'Classes {time} (your time)',
    classesOn: 'Classes {days}, {time} (your time)',
    school: '{time} {city} time',
    night: 'That is the middle of the night in {country}.',
    nightBetter: 'That is the middle of the night in {country}. Better for you: {better}.',
    closes: 'Enrollment closes on {when} (your time)',
    start: 'Choose your start date',
    soon: 'The next start dates will be published soon.',
    days: 'Classes',
    ends: 'Ends',
    salary: 'Monthly developer salary in {country} ({currency})',
    level: 'Level',
    range: 'Monthly range',
    junior: 'Junior',
    mid: 'Mid-level',
    senior: 'Senior',
  },
} as const satisfies Texts;
