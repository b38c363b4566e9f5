/**
 * Each screen's `<title>`, description, language, canonical link and language alternates: written
 * into the pre-rendered HTML by the server side (entry-server.tsx) and kept up to date by the app
 * on client navigation (app.tsx).
 */
import type { Lang, Text } from './i18n';
import { htmlLang } from './i18n';
import { canonicalPath, canonicalTwins, isPaymentSuccessPath, type PageId, type ResolvedRoute } from './routes';

const BRAND = 'Embudo Bootcamp';

export const META: Readonly<Record<PageId, { title: Text; description: Text }>> = {
  landing: {
    title: { es: 'Bootcamp Full Stack Developer online y en vivo', en: 'Full Stack Developer Bootcamp, live and online' },
    description: {
      es: 'Conviértete en Full Stack Developer en 16 semanas: clases en vivo, mentor asignado, proyectos reales y certificado. Sin experiencia previa. Beca parcial del 70%.',
      en: 'Become a Full Stack Developer in 16 weeks: live classes, an assigned mentor, real projects and a certificate. No experience needed. 70% partial scholarship.',
    },
  },
  landingV2: {
    title: { es: 'Bootcamp Full Stack: aprende a programar desde cero', en: 'Full Stack Bootcamp: learn to code from scratch' },
    description: {
      es: 'Aprende a programar desde cero con clases en vivo y un mentor.',
      en: 'Learn to code from scratch with live classes and a mentor.',
    },
  },
  links: {
    title: { es: 'Enlaces y contacto', en: 'Links and contact' },
    description: {
      es: 'Todos nuestros enlaces: beca, masterclass gratuita, guía y contacto.',
      en: 'All our links: scholarship, free masterclass, guide and contact.',
    },
  },
  guideUs: {
    title: { es: 'Guía para trabajar como developer en EE. UU.', en: 'Guide: working as a developer in the US' },
    description: {
      es: 'Guía gratuita para empezar una carrera tech en Estados Unidos.',
      en: 'A free guide to starting a tech career in the United States.',
    },
  },
  guide: {
    title: { es: 'Guía gratuita: cómo empezar en programación', en: 'Free guide: how to start coding' },
    description: {
      es: 'Descarga la guía gratuita para empezar en programación desde cero.',
      en: 'Download the free guide to start coding from scratch.',
    },
  },
  quiz: {
    title: { es: 'Quiz: ¿qué tipo de developer eres?', en: 'Quiz: what kind of developer are you?' },
    description: {
      es: 'Responde ocho preguntas y descubre la ruta tech que más te conviene.',
      en: 'Answer eight questions and find the tech track that suits you.',
    },
  },
  masterclass: {
    title: { es: 'Masterclass gratuita de programación', en: 'Free coding masterclass' },
    description: { es: 'Regístrate en la próxima masterclass gratuita en vivo.', en: 'Sign up for the next free live masterclass.' },
  },
  masterclassClass: {
    title: { es: 'Masterclass: la clase', en: 'Masterclass: the class' },
    description: {
      es: 'Mira la masterclass y solicita tu beca parcial.',
      en: 'Watch the masterclass and apply for your partial scholarship.',
    },
  },
  vsl: {
    title: { es: 'Cómo convertirte en developer en 16 semanas', en: 'How to become a developer in 16 weeks' },
    description: { es: 'El video que explica el bootcamp en pocos minutos.', en: 'The bootcamp explained in a few minutes.' },
  },
  blog: {
    title: { es: 'Blog', en: 'Blog' },
    description: { es: 'Artículos sobre programación, carreras tech y aprendizaje.', en: 'Articles on coding, tech careers and learning.' },
  },
  blogPost: {
    title: { es: 'Blog', en: 'Blog' },
    description: { es: 'Un artículo del blog del bootcamp.', en: 'An article from the bootcamp blog.' },
  },
  testimonials: {
    title: { es: 'Testimonios de nuestros graduados', en: 'Testimonials from our graduates' },
    description: { es: 'Lo que cuentan quienes estudiaron con nosotros.', en: 'What our graduates say about the bootcamp.' },
  },
  enrolment: {
    title: { es: 'Inscripción', en: 'Enrollment' },
    description: {
      es: 'Inscríbete en el bootcamp: precio en tu moneda, turno y fecha de inicio.',
      en: 'Enroll in the bootcamp: price in your currency, shift and start date.',
    },
  },
  privacy: {
    title: { es: 'Políticas de privacidad', en: 'Privacy policy' },
    description: { es: 'Cómo tratamos tus datos personales.', en: 'How we handle your personal data.' },
  },
  refund: {
    title: { es: 'Políticas de reembolso', en: 'Refund policy' },
    description: {
      es: 'Garantía de satisfacción de 30 días y cómo pedir un reembolso.',
      en: 'Our 30-day satisfaction guarantee and how to ask for a refund.',
    },
  },
  brochure: {
    title: { es: 'Brochure del Bootcamp Full Stack Developer', en: 'Full Stack Developer Bootcamp brochure' },
    description: {
      es: 'Descarga el plan del bootcamp: temario, duración y precios.',
      en: 'Download the bootcamp plan: syllabus, length and prices.',
    },
  },
  profile: {
    title: { es: 'Perfil', en: 'Profile' },
    description: { es: 'Perfil público en el bootcamp.', en: 'A public profile at the bootcamp.' },
  },
  notFound: {
    title: { es: 'Página no encontrada', en: 'Page not found' },
    description: {
      es: 'La página que buscas no existe. Vuelve al inicio del bootcamp.',
      en: 'The page you are looking for does not exist. Go back to the bootcamp home.',
    },
  },
};

/** The head of one page. */
export interface Head {
  readonly lang: string;
  readonly title: string;
  readonly description: string;
  /** Site-relative; the server makes it absolute with the site's origin. */
  readonly canonical: string;
  readonly alternates: ReadonlyArray<{ readonly hreflang: string; readonly href: string }>;
  /** `noindex` for the default (404) page. */
  readonly robots?: string;
}

/** The head of a route; `title` overrides the screen's own (a blog post's or a bootcamp's name); `status` 404 keeps it out of search. */
export function headFor(route: ResolvedRoute, title?: string, status: number = route.status): Head {
  const meta = META[route.page];
  const lang: Lang = route.lang;
  const screen = title ?? meta.title[lang];
  // The 404 page (and a known path with an unknown slug), the page a customer sees after paying and
  // the class a registered visitor is sent to: none of them is for search.
  const noindex = route.page === 'notFound' || route.page === 'masterclassClass' || status === 404 || isPaymentSuccessPath(route.path);
  const twins = canonicalTwins(route);
  const fallback = twins.es ?? twins.en;
  return {
    lang: htmlLang(lang),
    title: `${screen} | ${BRAND}`,
    description: meta.description[lang],
    canonical: canonicalPath(route),
    alternates:
      noindex || !fallback
        ? []
        : [
            ...(twins.es ? [{ hreflang: 'es', href: twins.es }] : []),
            ...(twins.en ? [{ hreflang: 'en-US', href: twins.en }] : []),
            { hreflang: 'x-default', href: fallback },
          ],
    ...(noindex ? { robots: 'noindex' } : {}),
  };
}
