import type { Texts } from '../contracts/texts';

/** The scholarship form's own texts (docs/product.md#modals modal 1, docs/product.md#errors). */
export const scholarshipMessages = {
  es: {
    title: 'Solicita tu Beca Parcial',
    submitMobile: 'Solicitar mi Beca Full Stack',
    submitDesktop: 'Solicitar mi beca parcial',
    phone: 'WhatsApp',
    phonePlaceholder: 'Número',
    country: 'País y código',
    /** The prefix list's groups: the visitor's country, the countries the site offers, the rest. */
    countryGroups: ['Tu país', 'Países donde enseñamos', 'Los demás países'],
    /** The number cannot be one of the chosen prefix ({prefix}: '+1 (Estados Unidos)'). */
    phoneMismatch: 'Este número no es de {prefix}. Elige el país de tu WhatsApp o revisa el número.',
    consent: 'Protegemos tu información',
    benefitsTitle: 'Tu beca incluye',
    benefits: [
      'Ruta de aprendizaje personalizada',
      'Proyectos prácticos',
      'Oportunidades laborales y salario esperado',
      'Comunidad de desarrolladores',
      'Mentoría 1:1',
    ],
    sentTitle: '¡Solicitud recibida!',
    sent: '¡Gracias por aplicar, {name}! Recibimos tu solicitud de beca parcial; un asesor te escribirá para contarte los siguientes pasos.',
    sentNoName: '¡Gracias por aplicar! Recibimos tu solicitud de beca parcial; un asesor te escribirá para contarte los siguientes pasos.',
    greeting: '¡Hola! Acabo de solicitar mi Beca Parcial del Bootcamp Full Stack. Mi nombre es {name} y mi email es {email}.',
    greetingNoName: '¡Hola! Acabo de solicitar mi Beca Parcial del Bootcamp Full Stack. Mi email es {email}.',
    chat: 'Continuar en WhatsApp',
    chatSoon: 'En unos segundos te llevamos a WhatsApp.',
    schedule: 'Agenda una llamada con un asesor',
    /** Said only when the server answered that it mails the lead (the code may be sent later: the business's delay). */
    mailed: 'Tu código de beca llegará a {email}.',
    /** The form as the way to talk to an advisor (`topic="advisor"`). */
    advisor: {
      title: 'Habla con un asesor',
      submit: 'Quiero hablar con un asesor',
      sentTitle: '¡Datos recibidos!',
      sent: 'Gracias, {name}. Elige el día y la hora de tu llamada con un asesor.',
      sentNoName: 'Gracias. Elige el día y la hora de tu llamada con un asesor.',
      book: 'Reserva una llamada',
    },
    /**
     * The form as the masterclass registration (`topic="masterclass"`): the masterclass page's own
     * words for its buttons; `next*` when no class is scheduled. The sent texts promise only what
     * the business does with the lead (the desk lists it with its class): no email is sent.
     */
    masterclass: {
      title: 'Reserva tu lugar en la masterclass gratuita',
      submit: 'Reservar mi lugar gratis',
      heading: 'Próxima masterclass',
      yourTime: 'En tu hora: {when}',
      schoolTime: 'Hora de la escuela: {when}',
      sentTitle: '¡Lugar reservado!',
      /** `{name}`: ', Ana', or nothing for a blank name. */
      sent: 'Gracias{name}. Tu lugar en la masterclass del {when} está reservado; un asesor te escribirá antes de la clase con el enlace para entrar.',
      nextTitle: 'Avísame de la próxima masterclass',
      nextSubmit: 'Avísame de la próxima fecha',
      noDate: 'Todavía no hay fecha para la próxima masterclass. Déjanos tus datos y te avisaremos cuando la haya.',
      nextSentTitle: '¡Te avisaremos!',
      nextSent: 'Gracias{name}. Todavía no hay fecha para la próxima masterclass; te avisaremos cuando la haya.',
      /** Said once the server answered that it mails the registration (mail set up on the server). */
      mailed: 'Te enviamos la invitación para tu calendario a {email}.',
      nextMailed: 'Te enviamos la confirmación a {email}.',
    },
  },
  en: {
    title: 'Apply for your Partial Scholarship',
    submitMobile: 'Apply for my Full Stack Scholarship',
    submitDesktop: 'Apply for my partial scholarship',
    phone: 'WhatsApp',
    phonePlaceholder: 'Number',
    country: 'Country and code',
    countryGroups: ['Your country', 'Countries we teach in', 'All other countries'],
    phoneMismatch: 'This number is not a {prefix} number. Choose the country of your WhatsApp or check the number.',
    consent: 'We protect your information',
    benefitsTitle: 'Your scholarship includes',
    benefits: [
      'A personalized learning roadmap',
      'Hands-on projects',
      'Job opportunities and expected salary',
      'A developer community',
      '1:1 mentoring',
    ],
    sentTitle: 'Application received!',
    sent: 'Thanks for applying, {name}! We received your partial scholarship application; an advisor will write to you with the next steps.',
    sentNoName: 'Thanks for applying! We received your partial scholarship application; an advisor will write to you with the next steps.',
    greeting: 'Hi! I just applied for the Full Stack Bootcamp Partial Scholarship. My name is {name} and my email is {email}.',
    greetingNoName: 'Hi! I just applied for the Full Stack Bootcamp Partial Scholarship. My email is {email}.',
    chat: 'Continue on WhatsApp',
    chatSoon: 'We will take you to WhatsApp in a few seconds.',
    schedule: 'Schedule a call with an advisor',
    mailed: 'Your scholarship code is on its way to {email}.',
    advisor: {
      title: 'Talk to an advisor',
      submit: 'I want to talk to an advisor',
      sentTitle: 'Details received!',
      sent: 'Thanks, {name}. Choose the day and time of your call with an advisor.',
      sentNoName: 'Thanks. Choose the day and time of your call with an advisor.',
      book: 'Book a call',
    },
    masterclass: {
      title: 'Save your seat at the free masterclass',
      submit: 'Save my free seat',
      heading: 'Next masterclass',
      yourTime: 'Your time: {when}',
      schoolTime: 'School time: {when}',
      sentTitle: 'Your seat is saved!',
      sent: 'Thanks{name}. Your seat at the masterclass on {when} is saved; an advisor will write to you before the class with the link to join.',
      nextTitle: 'Tell me about the next masterclass',
      nextSubmit: 'Tell me the next date',
      noDate: 'There is no date for the next masterclass yet. Leave your details and we will let you know when there is one.',
      nextSentTitle: 'We will let you know!',
      nextSent: 'Thanks{name}. There is no date for the next masterclass yet; we will let you know when there is one.',
      mailed: 'We sent the calendar invitation to {email}.',
      nextMailed: 'We sent a confirmation to {email}.',
    },
  },
} as const satisfies Texts;
