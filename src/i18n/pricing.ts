import type { Lang } from './lang';

/**
 * The pricing block's texts (SPEC §2 "Landing page sections": regular price struck through with
 * -70%, special price, 30-day satisfaction guarantee, lifetime access, certificate included; 'Elige
 * tu fecha de inicio'; the salary table). Texts with values are functions of them.
 */
export const pricingMessages = {
  es: {
    country: 'País',
    regular: 'Precio regular',
    special: 'Precio especial',
    pending: 'Calculando tu precio…',
    guarantee: (days: number) => `Garantía de satisfacción de ${days} días`,
    lifetime: 'Acceso de por vida',
    certificate: 'Certificado incluido',
    pay: 'Quiero inscribirme',
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
    country: 'Country',
    regular: 'Regular price',
    special: 'Special price',
    pending: 'Calculating your price…',
    guarantee: (days: number) => `${days}-day satisfaction guarantee`,
    lifetime: 'Lifetime access',
    certificate: 'Certificate included',
    pay: 'Enroll Now',
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
