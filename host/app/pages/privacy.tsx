/**
 * The privacy policy (`/politicas-privacidad`, `/privacy-policies`): what the lead forms and the
 * outbox collect, the cookies and storage keys of docs/product.md#storage-keys (and the site's own), the pixels, the
 * outside services, retention, rights and contact. Dated; both languages.
 */
import { useCopy } from '../i18n';
import { PolicyPage, type PolicyCopy } from '../lib/policy';

export const COPY: { es: PolicyCopy; en: PolicyCopy } = {
  es: {
    eyebrow: 'Legal',
    title: 'Políticas de privacidad',
    lead: 'Qué datos recogemos en este sitio, para qué, cuánto tiempo los guardamos y cómo ejercer tus derechos.',
    updated: { label: 'Última actualización:' },
    sections: [
      {
        h: '1. Quiénes somos',
        p: [
          'Este sitio es de la escuela que ofrece el bootcamp online en vivo (la "escuela"). La escuela es la responsable de los datos que nos dejas aquí. Puedes escribirnos al email de contacto que figura al final.',
        ],
      },
      {
        h: '2. Qué datos recogemos en los formularios',
        p: ['Solo lo que escribes y lo necesario para responderte:'],
        list: [
          'Beca parcial y masterclass: nombre (opcional), email, número de WhatsApp con su código de país, el país, el programa que te interesa y, si te registras en una masterclass, su fecha.',
          'Brochure y guías: nombre (opcional) y email; el país, el programa y la dirección de la página desde la que lo pediste (incluidos sus parámetros de campaña, como utm_source).',
          'Junto a cada solicitud: un identificador aleatorio (para no guardarla dos veces), el idioma de la página, el momento del envío y dos datos contra el spam (un campo oculto que las personas no rellenan y cuánto tardó en llenarse el formulario).',
          'Si llegas desde un anuncio con el parámetro fbclid, registramos ese identificador y un código corto derivado de él, para saber qué campaña funcionó.',
        ],
        after: [
          'No pedimos ni guardamos datos de tarjetas: los pagos se hacen en la página del proveedor de pagos, con sus propias condiciones.',
        ],
      },
      {
        h: '3. El envío seguro de tus solicitudes (outbox)',
        p: [
          'Para que una solicitud no se pierda si tu conexión falla, el navegador la guarda primero en su almacenamiento local (clave embudo:outbox) y la reenvía hasta que nuestro servidor confirma que la recibió; entonces la borra. Si cierras la página antes, se envía en segundo plano al salir o en tu próxima visita.',
        ],
      },
      {
        h: '4. Cookies y almacenamiento en tu navegador',
        p: ['No usamos cookies para identificarte. Guardamos en tu navegador:'],
        list: [
          'email, phone y name (almacenamiento local): lo que escribiste en un formulario, para no pedírtelo de nuevo. El nombre solo si lo diste.',
          'fbclid_short_code (almacenamiento local): el código corto de la campaña por la que llegaste.',
          'Cookies discount-temporal-{campaña} y discount-reboot-{campaña}: la hora en que vence la cuenta regresiva de un descuento (24 y 48 horas), para mostrarte el mismo plazo en cada visita.',
          'embudo:outbox (almacenamiento local): las solicitudes que aún no llegaron al servidor (ver punto 3).',
          'embudo:quiz, embudo:guide y embudo:guide-us (almacenamiento local): tus respuestas del quiz y si ya pediste una guía, para retomarlas al volver.',
          'El país detectado (almacenamiento de sesión), que se borra al cerrar el navegador.',
        ],
        after: ['Puedes borrar todo esto desde la configuración de tu navegador; el sitio seguirá funcionando.'],
      },
      {
        h: '5. Píxeles de publicidad y analítica',
        p: [
          'Si la escuela los activa, el sitio carga el píxel de Meta, la etiqueta de Google y el píxel de TikTok. Reciben eventos como la visita a una página, el clic en un botón, el envío de un formulario (sin tu email ni tu teléfono) o una compra, para medir y mejorar nuestros anuncios. Cada uno trata esos datos según su propia política de privacidad.',
        ],
      },
      {
        h: '6. Otros servicios que usamos',
        list: [
          'Detección del país por IP (ipapi.co y, si falla, nuestro propio servidor): solo para mostrarte precios y horarios de tu país. Puedes elegir otro país a mano.',
          'WhatsApp: si haces clic para escribirnos, la conversación sigue en esa app con sus condiciones.',
          'La página de agenda, si decides reservar una llamada.',
        ],
      },
      {
        h: '7. Para qué usamos tus datos',
        list: [
          'Responder a tu solicitud: enviarte el brochure, la guía, el acceso a la masterclass o tu código de descuento, por email y WhatsApp.',
          'Contactarte sobre el bootcamp y sus próximas fechas. Puedes pedirnos que dejemos de hacerlo en cualquier momento.',
          'Medir qué campañas funcionan, de forma agregada.',
        ],
        after: ['No vendemos ni alquilamos tus datos.'],
      },
      {
        h: '8. Cuánto tiempo los guardamos',
        p: [
          'Conservamos los datos de una solicitud hasta 24 meses desde tu último contacto con nosotros, salvo que te inscribas (entonces los necesitamos mientras dure tu relación con la escuela y el tiempo que exija la ley) o que nos pidas borrarlos antes. Lo guardado en tu navegador queda allí hasta que lo borres.',
        ],
      },
      {
        h: '9. Tus derechos',
        p: [
          'Puedes pedirnos acceso a tus datos, corregirlos, borrarlos, oponerte a que te contactemos o recibir una copia. Escríbenos desde el email que usaste y respondemos en un plazo de 15 días hábiles.',
        ],
      },
      {
        h: '10. Cambios',
        p: ['Si cambiamos esta política, publicaremos la nueva versión en esta página con su fecha.'],
      },
    ],
    contact: 'Contacto para temas de privacidad:',
  },
  en: {
    eyebrow: 'Legal',
    title: 'Privacy policy',
    lead: 'What data we collect on this site, what for, how long we keep it and how to exercise your rights.',
    updated: { label: 'Last updated:' },
    sections: [
      {
        h: '1. Who we are',
        p: [
          'This site belongs to the school that runs the live online bootcamp (the "school"). The school is responsible for the data you leave here. You can write to the contact email at the end of this page.',
        ],
      },
      {
        h: '2. What the forms collect',
        p: ['Only what you type and what we need to answer you:'],
        list: [
          'Partial scholarship and masterclass: name (optional), email, WhatsApp number with its country code, your country, the program you are interested in and, when you sign up for a masterclass, its date.',
          'Brochure and guides: name (optional) and email; your country, the program and the address of the page you asked from (including campaign parameters such as utm_source).',
          'With each request: a random id (so it is never stored twice), the page language, the time it was sent and two anti-spam signals (a hidden field people do not fill in and how long the form took to fill).',
          'If you arrive from an ad with the fbclid parameter, we record that id and a short code derived from it, to learn which campaign worked.',
        ],
        after: ['We never ask for or store card details: payments happen on the payment provider’s page, under its own terms.'],
      },
      {
        h: '3. Safe delivery of your requests (the outbox)',
        p: [
          'So that a request is not lost if your connection drops, your browser first keeps it in local storage (key embudo:outbox) and resends it until our server confirms it arrived; then it is deleted. If you close the page first, it is sent in the background as you leave or on your next visit.',
        ],
      },
      {
        h: '4. Cookies and browser storage',
        p: ['We do not use cookies to identify you. We keep in your browser:'],
        list: [
          'email, phone and name (local storage): what you typed in a form, so you are not asked again. The name only if you gave it.',
          'fbclid_short_code (local storage): the short code of the campaign you came from.',
          'Cookies discount-temporal-{campaign} and discount-reboot-{campaign}: when a discount countdown ends (24 and 48 hours), so you see the same deadline on every visit.',
          'embudo:outbox (local storage): requests that have not reached the server yet (see section 3).',
          'embudo:quiz, embudo:guide and embudo:guide-us (local storage): your quiz answers and whether you already asked for a guide, to resume them when you come back.',
          'The detected country (session storage), deleted when you close the browser.',
        ],
        after: ['You can delete all of this in your browser settings; the site keeps working.'],
      },
      {
        h: '5. Advertising and analytics pixels',
        p: [
          'When the school turns them on, the site loads the Meta pixel, the Google tag and the TikTok pixel. They receive events such as a page view, a button click, a form submission (without your email or phone) or a purchase, to measure and improve our ads. Each treats that data under its own privacy policy.',
        ],
      },
      {
        h: '6. Other services we use',
        list: [
          'Country detection by IP (ipapi.co and, if it fails, our own server): only to show prices and class times for your country. You can pick another country yourself.',
          'WhatsApp: if you click to message us, the conversation continues in that app under its terms.',
          'The scheduling page, if you choose to book a call.',
        ],
      },
      {
        h: '7. What we use your data for',
        list: [
          'To answer your request: send you the brochure, the guide, the masterclass access or your discount code, by email and WhatsApp.',
          'To contact you about the bootcamp and its next dates. You can ask us to stop at any time.',
          'To measure, in aggregate, which campaigns work.',
        ],
        after: ['We do not sell or rent your data.'],
      },
      {
        h: '8. How long we keep it',
        p: [
          'We keep a request’s data for up to 24 months after your last contact with us, unless you enroll (then we need it for as long as you study with the school and the law requires) or ask us to delete it sooner. What is stored in your browser stays there until you delete it.',
        ],
      },
      {
        h: '9. Your rights',
        p: [
          'You can ask us for access to your data, to correct or delete it, to stop contacting you, or for a copy. Write from the email you used and we will answer within 15 business days.',
        ],
      },
      {
        h: '10. Changes',
        p: ['If we change this policy, we will publish the new version on this page with its date.'],
      },
    ],
    contact: 'Privacy contact:',
  },
};

export default function Privacy() {
  return <PolicyPage copy={useCopy(COPY)} />;
}
