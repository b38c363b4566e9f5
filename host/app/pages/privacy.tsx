/** The privacy policy (`/politicas-privacidad`, `/privacy-policies`): what the site collects, why, and the visitor's rights. */
import { useContent } from '../content';
import { InfoPage } from '../layout/info-page';
import { useCopy } from '../i18n';

const COPY = {
  es: {
    eyebrow: 'Legal',
    title: 'Políticas de privacidad',
    lead: 'Cómo tratamos los datos que nos dejas en este sitio.',
    sections: [
      ['Qué datos recogemos', 'Tu nombre, email y teléfono cuando los escribes en un formulario (beca, brochure, inscripción), el país desde el que nos visitas y la página desde la que llegaste.'],
      ['Para qué los usamos', 'Para responder a tu solicitud, enviarte el brochure o tu código de descuento y contactarte sobre el bootcamp. No vendemos tus datos.'],
      ['Cuánto tiempo los guardamos', 'Mientras tengas una relación con nosotros o hasta que nos pidas borrarlos.'],
      ['Tus derechos', 'Puedes pedir acceso, corrección o borrado de tus datos escribiéndonos al email de contacto.'],
    ],
    contact: 'Contacto:',
  },
  en: {
    eyebrow: 'Legal',
    title: 'Privacy policy',
    lead: 'How we handle the data you leave on this site.',
    sections: [
      ['What we collect', 'Your name, email and phone when you type them in a form (scholarship, brochure, enrollment), the country you visit from and the page you came from.'],
      ['What we use it for', 'To answer your request, send you the brochure or your discount code and contact you about the bootcamp. We do not sell your data.'],
      ['How long we keep it', 'While you have a relationship with us, or until you ask us to delete it.'],
      ['Your rights', 'You can ask to access, correct or delete your data by writing to our contact email.'],
    ],
    contact: 'Contact:',
  },
} as const;

export default function Privacy() {
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
