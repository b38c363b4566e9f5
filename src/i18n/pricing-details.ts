import type { Texts } from '../contracts/texts';

/**
 * The texts of the pricing block's later part (widgets/pricing/pricing.later.tsx): the turno
 * choice and class times, 'Elige tu fecha de inicio' and its cards (docs/product.md#landing-sections "Landing page
 * sections", docs/product.md#salaries), and the salary table. Texts with values are functions of them.
 */
export const pricingDetailsMessages = {
  es: {
    turno: 'Elige tu turno',
    classes: (time: string, days: string) => `Clases ${days ? `${days}, ` : ''}${time} (tu hora)`,
    school: (time: string, city: string) => `${time} hora de ${city}`,
    night: (country: string, better: string) => `Ese horario es de madrugada en ${country}.${better ? ` Te conviene más: ${better}.` : ''}`,
    closes: (when: string) => `La inscripción cierra el ${when} (tu hora)`,
    start: 'Elige tu fecha de inicio',
    soon: 'Las próximas fechas de inicio se publican muy pronto.',
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
    classes: (time: string, days: string) => `Classes ${days ? `${days}, ` : ''}${time} (your time)`,
    school: (time: string, city: string) => `${time} ${city} time`,
    night: (country: string, better: string) =>
      `That is the middle of the night in ${country}.${better ? ` Better for you: ${better}.` : ''}`,
    closes: (when: string) => `Enrollment closes on ${when} (your time)`,
    start: 'Choose your start date',
    soon: 'The next start dates will be published soon.',
    days: 'Classes',
    ends: 'Ends',
    salary: (country: string, currency: string) => `Monthly developer salary in ${country} (${currency})`,
    level: 'Level',
    range: 'Monthly range',
    junior: 'Junior',
    mid: 'Mid-level',
    senior: 'Senior',
  },
} as const satisfies Texts;
