/**
 * The refund policy (`/politicas-reembolso`, `/refund-policies`): the 30-day satisfaction guarantee
 * of docs/product.md#prices (content/pricing.json `garantia`), how to ask, how and when the money comes back.
 * Dated; both languages.
 */
import { useCopy } from '../i18n';
import { PolicyPage, type PolicyCopy } from '../lib/policy';

export const COPY: { es: PolicyCopy; en: PolicyCopy } = {
  es: {
    eyebrow: 'Legal',
    title: 'Políticas de reembolso',
    lead: 'Garantía de satisfacción de 30 días: si el bootcamp no es para ti, te devolvemos tu dinero.',
    updated: { label: 'Última actualización:' },
    sections: [
      {
        h: '1. La garantía de 30 días',
        p: [
          'Si dentro de los 30 días naturales desde el inicio de clases de tu cohorte decides que el bootcamp no es para ti, te devolvemos el 100% de lo que pagaste por él. No necesitas dar explicaciones, aunque nos ayuda saber qué podemos mejorar.',
        ],
      },
      {
        h: '2. Si pagaste antes del inicio de clases',
        p: [
          'Si pides el reembolso antes de que empiece tu cohorte, también te devolvemos el 100%. Si prefieres, puedes cambiarte sin costo a la siguiente fecha de inicio.',
        ],
      },
      {
        h: '3. Pagos en cuotas',
        p: [
          'Si pagas en cuotas, te devolvemos las cuotas pagadas y cancelamos las que falten, siempre dentro de los 30 días de la garantía.',
        ],
      },
      {
        h: '4. Cómo pedirlo',
        list: [
          'Escríbenos al email de contacto desde el email con el que te inscribiste, con el asunto "Reembolso".',
          'Indica tu nombre y, si lo tienes, el número de tu comprobante de pago.',
          'Te confirmamos la recepción en un plazo de 2 días hábiles.',
        ],
      },
      {
        h: '5. Cómo y cuándo recibes el dinero',
        p: [
          'Devolvemos el importe por el mismo medio de pago que usaste, en un plazo de 10 días hábiles desde que confirmamos tu solicitud. Según tu banco o proveedor de pagos, puede tardar unos días más en verse en tu cuenta. No descontamos comisiones.',
        ],
      },
      {
        h: '6. Después de los 30 días',
        p: [
          'Pasados los 30 días desde el inicio de clases, la inscripción ya no es reembolsable. Si por un motivo de fuerza mayor (salud, trabajo) no puedes continuar, escríbenos: podemos pausar tu cursada y pasarte a una cohorte posterior.',
        ],
      },
      {
        h: '7. Al recibir el reembolso',
        p: ['Se cierra tu acceso a las clases, la plataforma y la comunidad, y no se emite el certificado.'],
      },
    ],
    contact: 'Solicitudes de reembolso:',
  },
  en: {
    eyebrow: 'Legal',
    title: 'Refund policy',
    lead: 'A 30-day satisfaction guarantee: if the bootcamp is not for you, you get your money back.',
    updated: { label: 'Last updated:' },
    sections: [
      {
        h: '1. The 30-day guarantee',
        p: [
          'If within 30 calendar days from the first class of your cohort you decide the bootcamp is not for you, we refund 100% of what you paid for it. You do not need to explain why, although it helps us to know what we can improve.',
        ],
      },
      {
        h: '2. If you paid before classes start',
        p: [
          'If you ask for a refund before your cohort starts, we also refund 100%. If you prefer, you can move to the next start date at no cost.',
        ],
      },
      {
        h: '3. Instalment plans',
        p: ['If you pay in instalments, we refund the instalments paid and cancel the rest, within the 30-day guarantee.'],
      },
      {
        h: '4. How to ask',
        list: [
          'Write to our contact email from the address you enrolled with, with the subject "Refund".',
          'Include your name and, if you have it, your payment receipt number.',
          'We confirm we received it within 2 business days.',
        ],
      },
      {
        h: '5. How and when you get the money',
        p: [
          'We refund through the payment method you used, within 10 business days of confirming your request. Depending on your bank or payment provider it may take a few more days to show in your account. We do not deduct fees.',
        ],
      },
      {
        h: '6. After 30 days',
        p: [
          'After 30 days from the first class, enrollment is no longer refundable. If something beyond your control (health, work) stops you from continuing, write to us: we can pause your studies and move you to a later cohort.',
        ],
      },
      {
        h: '7. Once refunded',
        p: ['Your access to the classes, the platform and the community ends, and no certificate is issued.'],
      },
    ],
    contact: 'Refund requests:',
  },
};

export default function Refund() {
  return <PolicyPage copy={useCopy(COPY)} />;
}
