/** Every text of the leads desk, in Spanish and US English, and the choice of language. */
import type { JobStatus } from '../jobs/job';
import type { LeadForm } from '../leads/store';
import type { FunnelStage } from '../../../src/contracts/events';

/** The desk's two languages. */
export type Lang = 'es' | 'en';
/** The Intl locale of each language (US English, as the site). */
export const LOCALES: Record<Lang, string> = { es: 'es', en: 'en-US' };

const es = {
  title: 'Mesa de leads',
  brand: 'Embudo · Mesa de leads',
  nav: 'Secciones de la mesa',
  leads: 'Leads',
  funnel: 'Embudo',
  signOut: 'Cerrar sesión',
  language: 'Idioma',
  signInTitle: 'Entrar a la mesa de leads',
  signInLead: 'Escribe el token de administración (EMBUDO_ADMIN_TOKEN) del servidor.',
  token: 'Token de administración',
  signIn: 'Entrar',
  wrongToken: 'Ese token no es correcto. Revisa que lo copiaste completo.',
  tooMany: 'Demasiados intentos fallidos desde esta dirección. Vuelve a intentarlo en {minutes} min.',
  expired: 'Tu sesión terminó. Vuelve a entrar con el token.',
  signedOut: 'Cerraste la sesión.',
  formExpired: 'El formulario caducó o no vino de esta página. Vuelve a intentarlo.',
  disabled:
    'La mesa de leads está desactivada: el servidor no tiene EMBUDO_ADMIN_TOKEN. Crea uno con «openssl rand -base64 32», configúralo y reinicia el servidor.',
  disabledTitle: 'Mesa de leads desactivada',
  filters: 'Filtros',
  kind: 'Tipo',
  bootcamp: 'Bootcamp',
  country: 'País',
  from: 'Desde',
  to: 'Hasta',
  search: 'Buscar (nombre, email o teléfono)',
  any: 'Todos',
  apply: 'Aplicar',
  clear: 'Quitar filtros',
  csv: 'Descargar CSV',
  csvNote: 'El CSV trae exactamente los leads de este filtro.',
  count: '{n} leads',
  countOne: '1 lead',
  countMore: 'Más de {n} leads',
  none: 'Ningún lead coincide con estos filtros.',
  received: 'Recibido',
  name: 'Nombre',
  email: 'Email',
  phone: 'Teléfono',
  details: 'Detalle',
  page: 'Página',
  status: 'Estado',
  held: 'Retenido ({reason})',
  ok: 'Válido',
  honeypot: 'campo trampa',
  'too-fast': 'enviado en menos de 1 s',
  newest: 'Más recientes',
  older: 'Más antiguos',
  pages: 'Páginas de resultados',
  tableCaption: 'Leads, del más reciente al más antiguo. Horas en {zone}.',
  ignored: 'No se usó {param} = «{value}»: no es un valor válido.',
  noName: '(sin nombre)',
  noStart:
    'El sitio no tiene fecha de inicio que ofrecer: content/schedule.json no tiene cohortes futuras abiertas. Añade cohortes o reglas de inicio y reinicia el servidor.',
  noMasterclass:
    'No hay masterclass programada: la página de la masterclass solo ofrece avisar de la próxima. Añade una en content/schedule.json (masterclasses).',
  fecha: 'Fecha elegida: {value}',
  scholarshipCode: 'Código de beca: {value}',
  masterclassAt: 'Masterclass del {value}',
  masterclassNoDate: 'Sin fecha: pidió que le avisen de la próxima masterclass',
  plan: 'Plan: {value}',
  formaPago: 'Forma de pago: {value}',
  select_mes: 'Mes: {value}',
  select_turno: 'Turno: {value}',
  fechaSelect: 'Inicio: {value}',
  source: 'Origen: {value}',
  funnelTitle: 'Embudo de conversión',
  channel: 'Campaña / fuente',
  allChannels: 'Todas',
  noChannel: '(sin utm)',
  stage: 'Etapa',
  visits: 'Visitas',
  stepRate: 'Paso',
  totalRate: 'Del total',
  funnelDesc: 'Visitas que llegaron a cada etapa entre {from} y {to}{channel}.',
  funnelEmpty: 'No hay eventos del embudo en este rango.',
  perDay: 'Leads por día',
  perDayDesc: 'Leads recibidos por día (sin retenidos) entre {from} y {to}, {total} en total, máximo {max} en un día.',
  day: 'Día',
  byCountry: 'Leads por país',
  share: 'Parte',
  noLeads: 'No hay leads en este rango.',
  numbers: 'Los números',
  stages: {
    viewed_landing: 'Vio la landing',
    clicked_cta: 'Hizo clic en un botón',
    opened_form: 'Abrió un formulario',
    submitted_form: 'Envió un formulario',
    clicked_whatsapp: 'Abrió WhatsApp',
    payment_initiated: 'Inició el pago',
    purchase_complete: 'Compró',
  } satisfies Record<FunnelStage, string>,
  forms: {
    scholarship: 'Beca',
    enrolment: 'Inscripción',
    brochure: 'Brochure',
    masterclass: 'Masterclass',
  } satisfies Record<LeadForm, string>,
  notFound: 'Esta página de la mesa no existe.',
  zoneNote: 'Fechas y horas en {zone}.',
  followUp: 'Seguimiento',
  followUpOpen: 'Ver seguimiento',
  followUpTitle: 'Seguimiento del lead',
  followUpCaption: 'Lo que el servidor hace después de guardar el lead. Horas en {zone}.',
  followUpNone: 'Nada configurado para este lead: ni webhooks, ni conversiones, ni correo (el inicio del servidor dice cómo activarlos).',
  job: 'Qué',
  attempts: 'Intentos',
  lastError: 'Último error',
  when: 'Cuándo',
  action: 'Acción',
  sendAgain: 'Enviar de nuevo',
  sentAgain: 'Se volverá a enviar en unos segundos.',
  notAgain: 'Eso ya está en cola o enviándose; no hace falta reenviarlo.',
  leadGone: 'Ese lead no existe.',
  nextAttempt: 'próximo intento {time}',
  jobStatus: { pending: 'En cola', running: 'Enviando', done: 'Entregado', dead: 'Falló' } satisfies Record<JobStatus, string>,
  jobTypes: {
    webhook: 'Webhook al CRM',
    'meta-capi': 'Meta (API de conversiones)',
    'tiktok-events': 'TikTok (Events API)',
    mail: 'Email',
  } as Record<string, string>,
  /** The mail jobs by their part (mail/jobs.ts mailPart). */
  mailJobs: {
    brochure: 'Email con el brochure',
    scholarship: 'Email con el código de beca',
    'masterclass-confirmation': 'Email de confirmación de la masterclass (con invitación)',
    'masterclass-reminder-24h': 'Email recordatorio de la masterclass, 24 h antes',
    'masterclass-reminder-1h': 'Email recordatorio de la masterclass, 1 h antes',
  } as Record<string, string>,
  backToLeads: 'Volver a los leads',
  sessions: 'Sesiones',
  sessionsTitle: 'Sesiones abiertas',
  sessionsCaption:
    'Sesiones de la mesa abiertas con el token actual, la usada más recientemente primero. Horas en {zone}; el último uso se anota al minuto.',
  session: 'Sesión',
  created: 'Entró',
  lastUsed: 'Último uso',
  expires: 'Vence',
  thisSession: 'Esta sesión',
  otherSession: 'Otra sesión',
  signOutEverywhere: 'Cerrar sesión en todas partes',
  signOutEverywhereNote:
    'Cierra todas las sesiones de la mesa, también esta. Para que nadie vuelva a entrar con el token actual, cámbialo (EMBUDO_ADMIN_TOKEN) y reinicia el servidor: eso también cierra todas las sesiones.',
  signedOutEverywhere: 'Cerraste todas las sesiones de la mesa.',
  tokenChanged: 'El token de administración cambió y tu sesión terminó. Entra con el token nuevo.',
};

type Messages = typeof es;

const en: Messages = {
  title: 'Leads desk',
  brand: 'Embudo · Leads desk',
  nav: 'Desk sections',
  leads: 'Leads',
  funnel: 'Funnel',
  signOut: 'Sign out',
  language: 'Language',
  signInTitle: 'Sign in to the leads desk',
  signInLead: "Enter the server's admin token (EMBUDO_ADMIN_TOKEN).",
  token: 'Admin token',
  signIn: 'Sign in',
  wrongToken: 'That token is not right. Check that you copied all of it.',
  tooMany: 'Too many failed attempts from this address. Try again in {minutes} min.',
  expired: 'Your session has ended. Sign in again with the token.',
  signedOut: 'You signed out.',
  formExpired: 'The form expired or did not come from this page. Please try again.',
  disabled:
    'The leads desk is off: the server has no EMBUDO_ADMIN_TOKEN. Make one with “openssl rand -base64 32”, set it and restart the server.',
  disabledTitle: 'Leads desk off',
  filters: 'Filters',
  kind: 'Kind',
  bootcamp: 'Bootcamp',
  country: 'Country',
  from: 'From',
  to: 'To',
  search: 'Search (name, email or phone)',
  any: 'All',
  apply: 'Apply',
  clear: 'Clear filters',
  csv: 'Download CSV',
  csvNote: 'The CSV holds exactly the leads of this filter.',
  count: '{n} leads',
  countOne: '1 lead',
  countMore: 'More than {n} leads',
  none: 'No lead matches these filters.',
  received: 'Received',
  name: 'Name',
  email: 'Email',
  phone: 'Phone',
  details: 'Details',
  page: 'Page',
  status: 'Status',
  held: 'Held ({reason})',
  ok: 'Valid',
  honeypot: 'trap field',
  'too-fast': 'sent in under 1 s',
  newest: 'Newest',
  older: 'Older',
  pages: 'Result pages',
  tableCaption: 'Leads, newest first. Times in {zone}.',
  ignored: 'Did not use {param} = “{value}”: not a valid value.',
  noName: '(no name)',
  noStart:
    'The site has no start date to offer: content/schedule.json has no future cohort open for enrollment. Add cohorts or start rules and restart the server.',
  noMasterclass:
    'No masterclass is scheduled: the masterclass page only offers to notify visitors of the next one. Add one in content/schedule.json (masterclasses).',
  fecha: 'Chosen date: {value}',
  scholarshipCode: 'Scholarship code: {value}',
  masterclassAt: 'Masterclass on {value}',
  masterclassNoDate: 'No date: asked to hear of the next masterclass',
  plan: 'Plan: {value}',
  formaPago: 'Payment: {value}',
  select_mes: 'Month: {value}',
  select_turno: 'Turno: {value}',
  fechaSelect: 'Start: {value}',
  source: 'Source: {value}',
  funnelTitle: 'Conversion funnel',
  channel: 'Campaign / source',
  allChannels: 'All',
  noChannel: '(no utm)',
  stage: 'Stage',
  visits: 'Visits',
  stepRate: 'Step',
  totalRate: 'Of all',
  funnelDesc: 'Visits that reached each stage from {from} to {to}{channel}.',
  funnelEmpty: 'No funnel events in this range.',
  perDay: 'Leads per day',
  perDayDesc: 'Leads received per day (held ones left out) from {from} to {to}, {total} in all, at most {max} in a day.',
  day: 'Day',
  byCountry: 'Leads by country',
  share: 'Share',
  noLeads: 'No leads in this range.',
  numbers: 'The numbers',
  stages: {
    viewed_landing: 'Viewed the landing',
    clicked_cta: 'Clicked a call to action',
    opened_form: 'Opened a form',
    submitted_form: 'Sent a form',
    clicked_whatsapp: 'Opened WhatsApp',
    payment_initiated: 'Started paying',
    purchase_complete: 'Bought',
  },
  forms: {
    scholarship: 'Scholarship',
    enrolment: 'Enrolment',
    brochure: 'Brochure',
    masterclass: 'Masterclass',
  },
  notFound: 'This desk page does not exist.',
  zoneNote: 'Dates and times in {zone}.',
  followUp: 'Follow-up',
  followUpOpen: 'See follow-up',
  followUpTitle: "The lead's follow-up",
  followUpCaption: 'What the server does after storing the lead. Times in {zone}.',
  followUpNone: 'Nothing is configured for this lead: no webhooks, conversions or mail (the server start says how to turn them on).',
  job: 'What',
  attempts: 'Attempts',
  lastError: 'Last error',
  when: 'When',
  action: 'Action',
  sendAgain: 'Send again',
  sentAgain: 'It will be sent again in a few seconds.',
  notAgain: 'That is already queued or being sent; no need to send it again.',
  leadGone: 'That lead does not exist.',
  nextAttempt: 'next attempt {time}',
  jobStatus: { pending: 'Queued', running: 'Sending', done: 'Delivered', dead: 'Failed' },
  jobTypes: { webhook: 'Webhook to the CRM', 'meta-capi': 'Meta (Conversions API)', 'tiktok-events': 'TikTok (Events API)', mail: 'Email' },
  mailJobs: {
    brochure: 'Email with the brochure',
    scholarship: 'Email with the scholarship code',
    'masterclass-confirmation': 'Masterclass confirmation email (with the invitation)',
    'masterclass-reminder-24h': 'Masterclass reminder email, 24 h before',
    'masterclass-reminder-1h': 'Masterclass reminder email, 1 h before',
  },
  backToLeads: 'Back to the leads',
  sessions: 'Sessions',
  sessionsTitle: 'Signed-in sessions',
  sessionsCaption:
    'Desk sessions signed in with the current token, most recently used first. Times in {zone}; the last use is noted to the minute.',
  session: 'Session',
  created: 'Signed in',
  lastUsed: 'Last used',
  expires: 'Expires',
  thisSession: 'This session',
  otherSession: 'Another session',
  signOutEverywhere: 'Sign out everywhere',
  signOutEverywhereNote:
    'Ends every desk session, this one included. To keep anyone from signing in again with the current token, change it (EMBUDO_ADMIN_TOKEN) and restart the server: that ends every session too.',
  signedOutEverywhere: 'You signed out everywhere: every desk session has ended.',
  tokenChanged: 'The admin token changed, so your session ended. Sign in with the new token.',
};

/** The desk's texts by language. */
export const MESSAGES: Record<Lang, Messages> = { es, en };
export type { Messages };

/** `{name}` placeholders filled with values (as text: the views escape every value they print). */
export function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

/**
 * The desk's language: the `lang` cookie (the switch), else the first of Accept-Language's
 * languages (by weight) that is Spanish or English, else Spanish (the business's language).
 */
export function negotiateLang(cookieValue: string | undefined, acceptLanguage: string | undefined): Lang {
  if (cookieValue === 'es' || cookieValue === 'en') return cookieValue;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((item) => item.tag && item.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'es' || primary === 'en') return primary;
  }
  return 'es';
}
