import type { Plural, Texts } from '../../src/contracts/texts';

/**
 * The pricing block's texts above its later part (docs/product.md#landing-sections: regular price
 * struck through with -70%, special price, 30-day satisfaction guarantee, lifetime access,
 * certificate included). Values are `{name}` placeholders filled with `fill`
 * (docs/architecture.md#texts). The turno, start-card and salary texts are in
 * ./pricing.later.texts, loaded with that part.
 */
export const pricingMessages = {
  es: {
    country: 'País',
    regular: 'Precio regular',
    special: 'Precio especial',
    pending: 'Calculando tu precio…',
    guarantee: { one: 'Garantía de satisfacción de {days} día', other: 'Garantía de satisfacción de {days} días' } satisfies Plural,
    lifetime: 'Acceso de por vida',
    certificate: 'Certificado incluido',
    pay: 'Quiero inscribirme',
    // Always two or more payments (src/services/pricing offers no plan of one).
    instalments: 'O hasta {count} cuotas de {amount}',
    charged: 'Se cobra en dólares: {amount}',
    payLater: 'El pago en línea no está disponible: déjanos tus datos y te ayudamos a inscribirte.',
    unpriced: 'Aún no publicamos el precio de este programa. Solicita tu beca parcial y te contamos las opciones.',
    ask: 'Solicitar mi beca parcial',
  },
  en: {
    country: 'Country',
    regular: 'Regular price',
    special: 'Special price',
    pending: 'Calculating your price…',
    guarantee: { one: '{days}-day satisfaction guarantee', other: '{days}-day satisfaction guarantee' } satisfies Plural,
    lifetime: 'Lifetime access',
    certificate: 'Certificate included',
    pay: 'Enroll Now',
    instalments: 'Or up to {count} payments of {amount}',
    charged: 'Charged in US dollars: {amount}',
    payLater: 'Online payment is unavailable: leave your details and we will help you enroll.',
    unpriced: 'The price of this program is not published yet. Apply for a partial scholarship and we will tell you the options.',
    ask: 'Apply for my partial scholarship',
  },
} as const satisfies Texts;
