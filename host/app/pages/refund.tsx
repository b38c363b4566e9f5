/** The refund policy (`/politicas-reembolso`, `/refund-policies`): the 30-day satisfaction guarantee of SPEC §9. */
import { useContent } from '../content';
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';

const COPY = {
  es: {
    eyebrow: 'Legal',
    title: 'Políticas de reembolso',
    lead: 'Garantía de satisfacción de 30 días.',
    sections: [
      ['Garantía de 30 días', 'Si en los primeros 30 días desde el inicio de clases el bootcamp no es para ti, te devolvemos lo que pagaste.'],
      ['Cómo pedirlo', 'Escríbenos al email de contacto con el email con el que te inscribiste. Respondemos en un plazo de 5 días hábiles.'],
      ['Cómo se devuelve', 'Por el mismo medio de pago que usaste.'],
    ],
    contact: 'Contacto:',
  },
  en: {
    eyebrow: 'Legal',
    title: 'Refund policy',
    lead: 'A 30-day satisfaction guarantee.',
    sections: [
      ['30-day guarantee', 'If within the first 30 days from the start of classes the bootcamp is not for you, we refund what you paid.'],
      ['How to ask', 'Write to our contact email from the address you enrolled with. We answer within 5 business days.'],
      ['How it is refunded', 'Through the same payment method you used.'],
    ],
    contact: 'Contact:',
  },
} as const;

export default function Refund() {
  const t = useCopy(COPY);
  const { settings } = useContent();
  return (
    <InfoPage eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
      {t.sections.map(([heading, body]) => (
        <section key={heading}>
          <h2>{heading}</h2>
          <p>{body}</p>
        </section>
      ))}
      <p>
        {t.contact} <a href={`mailto:${settings.email}`}>{settings.email}</a>
      </p>
    </InfoPage>
  );
}
