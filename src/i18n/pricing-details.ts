import type { Lang } from './lang';

/**
 * The texts of the pricing block's later part (widgets/pricing/pricing.details.tsx): the turno
 * choice and class times, 'Elige tu fecha de inicio' and its cards (SPEC §2 "Landing page
 * sections", §9), and the salary table. Texts with values are functions of them.
 */
export const pricingDetailsMessages = {
  es: {
    turno: 'Elige tu turno',
    classes: (time: string, country: string) => `Clases de ${time} (hora de ${country})`,
    start: 'Elige tu fecha de inicio',
    starts: 'Inicio',
    days: 'Clases',
    ends: 'Termina',
    salary: (country: string, currency: string) => `Salario mensual de un desarrollador en ${country} (${currency})`,
    level: 'Nivel',
    range: 'Rango mensual',
    junior: 'Junior',
    mid: 'Semi senior',
    senior: 'Senior',
  },
  en: {
    turno: 'Choose your schedule',
    classes: (time: string, country: string) => `Classes ${time} (${country} time)`,
    start: 'Choose your start date',
    starts: 'Starts',
    days: 'Classes',
    ends: 'Ends',
    salary: (country: string, currency: string) => `Monthly developer salary in ${country} (${currency})`,
    level: 'Level',
    range: 'Monthly range',
    junior: 'Junior',
    mid: 'Mid-level',
    senior: 'Senior',
  },
} as const satisfies Record<Lang, unknown>;
