/**
 * The desk's pages, rendered on the server as HTML strings (`html` escapes every value: a stored
 * lead is only ever shown as text). Charts are SVG drawn here, each with a title and description,
 * and their numbers in a table beside them.
 */
import { BOOTCAMP_SLUGS } from '../../../src/contracts/bootcamp';
import { FUNNEL_STAGES, type FunnelStage } from '../../../src/contracts/events';
import { bootcampName } from '../../../src/data/bootcamps';
import { COUNTRIES, getCountry } from '../../../src/data/countries';
import { formatDay, formatter, SHORT_DATE, SHORT_DATE_TIME } from '../../../src/data/date-time';
import type { JobRecord } from '../jobs/job';
import type { AdminSessionRow } from '../leads/store';
import type { MailJob } from '../mail/compose';
import { MAIL_JOB_TYPE, mailPart } from '../mail/parts';
import { LEAD_FORMS, type LeadCursor, type LeadRecord, type SourceCount, type StageCount } from '../leads/store';
import { ASSET_VERSION } from './assets';
import { Html, html } from './html';
import { fill, LOCALES, MESSAGES, plural, type Lang, type Messages } from './messages';
import { deskSearch, encodeChannel, type DeskQuery, type FunnelQuery, type Ignored } from './query';

/** What every desk page needs. */
export interface PageContext {
  lang: Lang;
  /** The school's time zone: dates and times are shown in it. */
  zone: string;
  /** The path and query of this page, for the language switch. */
  here: URL;
  /** The session's CSRF token (signed-in pages: the sign-out form). */
  csrf?: string;
}

// Intl formatters cost a few milliseconds each to create: one per language, kept (dates and times: src/data/date-time.ts).
const memo = <T>(make: (key: string) => T) => {
  const made = new Map<string, T>();
  return (key: string): T => {
    let value = made.get(key);
    if (value === undefined) made.set(key, (value = make(key)));
    return value;
  };
};
const numberFormats = memo((lang) => new Intl.NumberFormat(LOCALES[lang as Lang]));
const percentFormats = memo((lang) => new Intl.NumberFormat(LOCALES[lang as Lang], { style: 'percent', maximumFractionDigits: 1 }));
const sortedCountries = memo((lang) => {
  const collator = new Intl.Collator(LOCALES[lang as Lang]);
  return [...COUNTRIES]
    .sort((a, b) => collator.compare(a.name[lang as Lang], b.name[lang as Lang]))
    .map((c) => ({ value: c.code, label: c.name[lang as Lang] }));
});
const numberFormat = (lang: Lang) => numberFormats(lang);
const percentFormat = (lang: Lang) => percentFormats(lang);

function langLink(here: URL, lang: Lang): string {
  const url = new URL(here);
  url.searchParams.set('lang', lang);
  return `${url.pathname}${url.search}`;
}

/** The whole page: head, the desk's bar (navigation, language, sign-out) and `body`. */
export function layout(ctx: PageContext, title: string, active: 'leads' | 'funnel' | 'sessions' | null, body: Html): Html {
  const t = MESSAGES[ctx.lang];
  const navItem = (key: 'leads' | 'funnel' | 'sessions', href: string) =>
    html`<li><a href="${href}"${active === key ? new Html(' aria-current="page"') : ''}>${t[key]}</a></li>`;
  const langItem = (lang: Lang, label: string, name: string) =>
    html`<a href="${langLink(ctx.here, lang)}" lang="${lang}" hreflang="${lang}"${ctx.lang === lang ? new Html(' aria-current="true"') : ''} aria-label="${name}">${label}</a>`;
  return html`<!doctype html>
<html lang="${ctx.lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta name="referrer" content="same-origin">
<title>${title} · ${t.title}</title>
<link rel="stylesheet" href="/admin/desk.css?v=${ASSET_VERSION}">
<script src="/admin/desk.js?v=${ASSET_VERSION}" defer></script>
</head>
<body>
<a class="skip" href="#main">${ctx.lang === 'es' ? 'Saltar al contenido' : 'Skip to content'}</a>
<header class="bar"><div class="bar__in">
<a class="bar__brand" href="/admin">${t.brand}</a>
${ctx.csrf ? html`<nav aria-label="${t.nav}"><ul>${navItem('leads', '/admin/leads')}${navItem('funnel', '/admin/funnel')}${navItem('sessions', '/admin/sessions')}</ul></nav>` : ''}
<div class="langs" role="group" aria-label="${t.language}">${langItem('es', 'ES', 'Español')}${langItem('en', 'EN', 'English')}</div>
${ctx.csrf ? html`<form method="post" action="/admin/logout"><input type="hidden" name="csrf" value="${ctx.csrf}"><button type="submit">${t.signOut}</button></form>` : ''}
</div></header>
<main id="main">
${body}
</main>
</body>
</html>`;
}

/** A notice line (role=alert for errors, status otherwise). */
function notice(text: string | undefined, kind: 'error' | 'ok' | 'info'): Html | '' {
  if (!text) return '';
  return kind === 'error'
    ? html`<p class="notice notice--error" role="alert">${text}</p>`
    : html`<p class="notice${kind === 'ok' ? ' notice--ok' : ''}" role="status">${text}</p>`;
}

/** The sign-in page. */
export function signInPage(ctx: PageContext, loginCsrf: string, message?: { text: string; kind: 'error' | 'ok' | 'info' }): Html {
  const t = MESSAGES[ctx.lang];
  return layout(
    ctx,
    t.signIn,
    null,
    html`<div class="card signin">
<h1>${t.signInTitle}</h1>
${notice(message?.text, message?.kind ?? 'info')}
<form method="post" action="/admin/login">
<input type="hidden" name="csrf" value="${loginCsrf}">
<p class="note">${t.signInLead}</p>
<div><label for="token">${t.token}</label>
<input id="token" name="token" type="password" autocomplete="current-password" required minlength="16" maxlength="512" spellcheck="false" autofocus></div>
<div><button class="btn" type="submit">${t.signIn}</button></div>
</form>
</div>`,
  );
}

/** The page shown when no admin token is configured. */
export function disabledPage(ctx: PageContext): Html {
  const t = MESSAGES[ctx.lang];
  return layout(ctx, t.disabledTitle, null, html`<div class="card signin"><h1>${t.disabledTitle}</h1><p>${t.disabled}</p></div>`);
}

/** A short page with one message (not found, form expired). */
export function messagePage(ctx: PageContext, title: string, text: string): Html {
  return layout(
    ctx,
    title,
    null,
    html`<div class="card signin"><h1>${title}</h1><p>${text}</p><p><a href="/admin">${MESSAGES[ctx.lang].title}</a></p></div>`,
  );
}

function ignoredNotices(t: Messages, ignored: readonly Ignored[]): Html[] {
  return ignored.map(
    (item) => html`<p class="notice" role="status">${fill(t.ignored, { param: item.param, value: item.value.slice(0, 100) })}</p>`,
  );
}

function options(values: readonly { value: string; label: string }[], selected: string, anyLabel: string): Html {
  return html`<option value="">${anyLabel}</option>${values.map((o) => html`<option value="${o.value}"${o.value === selected ? new Html(' selected') : ''}>${o.label}</option>`)}`;
}

/** "1.234 leads" / "Más de 10.000 leads". */
function countText(t: Messages, lang: Lang, count: number, cap: number): string {
  if (count > cap) return fill(t.countMore, { n: numberFormat(lang).format(cap) });
  return fill(plural(lang, count, t.count), { n: numberFormat(lang).format(count) });
}

function details(t: Messages, lead: LeadRecord, when: Intl.DateTimeFormat): string[] {
  const lines: string[] = [];
  if (lead.scholarshipCode) lines.push(fill(t.scholarshipCode, { value: lead.scholarshipCode }));
  if (lead.fecha) lines.push(fill(t.fecha, { value: lead.fecha }));
  // A masterclass sign-up: the class it is for, in the desk's zone like every time here, or none yet.
  if (lead.kind === 'masterclass') {
    const at = lead.masterclassAt ? Date.parse(lead.masterclassAt) : Number.NaN;
    lines.push(Number.isNaN(at) ? t.masterclassNoDate : fill(t.masterclassAt, { value: when.format(at) }));
  }
  if (lead.Plan) lines.push(fill(t.plan, { value: lead.Plan }));
  if (lead.formaPago) lines.push(fill(t.formaPago, { value: lead.formaPago }));
  if (lead.select_mes) lines.push(fill(t.select_mes, { value: lead.select_mes }));
  if (lead.select_turno) lines.push(fill(t.select_turno, { value: lead.select_turno }));
  if (lead.fechaSelect) lines.push(fill(t.fechaSelect, { value: lead.fechaSelect }));
  if (lead.source) lines.push(fill(t.source, { value: lead.source }));
  return lines;
}

function countryCell(code: string, lang: Lang): Html {
  const country = getCountry(code);
  return country ? html`<span class="flag" aria-hidden="true">${country.flag}</span>${country.name[lang]}` : html`${code}`;
}

/** What the leads page shows. */
export interface LeadsView {
  query: DeskQuery;
  leads: readonly LeadRecord[];
  next: LeadCursor | null;
  count: number;
  countCap: number;
  /** What the schedule lacks today (the desk says so above the leads). */
  gaps?: { noStart: boolean; noMasterclass: boolean };
}

/** The leads page: filters, the count, the CSV link, the table and the pager. */
export function leadsPage(ctx: PageContext, view: LeadsView): Html {
  const t = MESSAGES[ctx.lang];
  const { form } = view.query;
  const when = formatter(SHORT_DATE_TIME, ctx.lang, ctx.zone);
  const forms = LEAD_FORMS.map((value) => ({ value, label: t.forms[value] }));
  const bootcamps = BOOTCAMP_SLUGS.map((value) => ({ value, label: bootcampName(value, ctx.lang) }));
  const countries = sortedCountries(ctx.lang);
  const search = deskSearch(form);
  const rows = view.leads.map((lead) => {
    const reason =
      lead.quarantineReason === 'honeypot' || lead.quarantineReason === 'too-fast'
        ? t[lead.quarantineReason]
        : (lead.quarantineReason ?? '');
    return html`<tr>
<td class="nowrap"><time datetime="${new Date(lead.receivedAt).toISOString()}">${when.format(lead.receivedAt)}</time></td>
<td><span class="tag">${t.forms[lead.form ?? 'brochure']}</span></td>
<td class="wrap">${lead.name || t.noName}</td>
<td class="nowrap">${lead.email}</td>
<td class="nowrap">${lead.phone}</td>
<td class="nowrap">${countryCell(lead.country, ctx.lang)}</td>
<td>${bootcampName(lead.bootcamp, ctx.lang)}</td>
<td class="wrap">${details(t, lead, when).map((line, i) => html`${i ? new Html('<br>') : ''}${line}`)}</td>
<td class="wrap">${lead.page ?? ''}</td>
<td>${lead.quarantined ? html`<span class="tag tag--held">${fill(t.held, { reason })}</span>` : html`<span class="tag">${t.ok}</span>`}</td>
<td class="nowrap"><a href="/admin/leads/${encodeURIComponent(lead.id)}">${t.followUpOpen}</a></td>
</tr>`;
  });
  return layout(
    ctx,
    t.leads,
    'leads',
    html`<h1>${t.leads}</h1>
${view.gaps?.noStart ? html`<p class="notice notice--warn" id="schedule-gap">${t.noStart}</p>` : ''}
${view.gaps?.noMasterclass ? html`<p class="notice notice--warn">${t.noMasterclass}</p>` : ''}
${ignoredNotices(t, view.query.ignored)}
<section class="card" aria-labelledby="filters-title">
<h2 id="filters-title">${t.filters}</h2>
<form class="filters" method="get" action="/admin/leads" data-autosubmit>
<div><label for="f-kind">${t.kind}</label><select id="f-kind" name="kind">${options(forms, form.kind, t.any)}</select></div>
<div><label for="f-bootcamp">${t.bootcamp}</label><select id="f-bootcamp" name="bootcamp">${options(bootcamps, form.bootcamp, t.any)}</select></div>
<div><label for="f-country">${t.country}</label><select id="f-country" name="country">${options(countries, form.country, t.any)}</select></div>
<div><label for="f-from">${t.from}</label><input id="f-from" name="from" type="date" value="${form.from}"></div>
<div><label for="f-to">${t.to}</label><input id="f-to" name="to" type="date" value="${form.to}"></div>
<div class="wide"><label for="f-q">${t.search}</label><input id="f-q" name="q" type="search" maxlength="100" value="${form.q}" autocomplete="off"></div>
<div class="actions wide"><button class="btn" type="submit">${t.apply}</button><a class="btn btn--secondary" href="/admin/leads">${t.clear}</a></div>
</form>
<p class="note">${fill(t.zoneNote, { zone: ctx.zone })}</p>
</section>
<div class="summary">
<p id="lead-count" role="status">${countText(t, ctx.lang, view.count, view.countCap)}</p>
<div class="actions"><a class="btn btn--secondary" href="/admin/leads.csv${search}" download>${t.csv}</a><span class="note">${t.csvNote}</span></div>
</div>
${
  view.leads.length === 0
    ? html`<p class="card">${t.none}</p>`
    : html`<div class="scroll" role="region" aria-labelledby="leads-caption" tabindex="0">
<table id="leads">
<caption id="leads-caption">${fill(t.tableCaption, { zone: ctx.zone })}</caption>
<thead><tr><th scope="col">${t.received}</th><th scope="col">${t.kind}</th><th scope="col">${t.name}</th><th scope="col">${t.email}</th><th scope="col">${t.phone}</th><th scope="col">${t.country}</th><th scope="col">${t.bootcamp}</th><th scope="col">${t.details}</th><th scope="col">${t.page}</th><th scope="col">${t.status}</th><th scope="col">${t.followUp}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</div>`
}
${
  view.query.cursor || view.next
    ? html`<nav class="pager" aria-label="${t.pages}">
${view.query.cursor ? html`<a class="btn btn--secondary" href="/admin/leads${search}">← ${t.newest}</a>` : html`<span></span>`}
${view.next ? html`<a class="btn btn--secondary" href="/admin/leads${deskSearch(form, view.next)}" rel="next">${t.older} →</a>` : ''}
</nav>`
    : ''
}`,
  );
}

/** What the funnel page shows. */
export interface FunnelView {
  query: FunnelQuery;
  stages: readonly StageCount[];
  channels: readonly SourceCount[];
  /** Leads per day of the range, in order (one entry per day). */
  perDay: readonly { day: string; leads: number }[];
  byCountry: readonly { country: string; leads: number }[];
}

function funnelTable(ctx: PageContext, t: Messages, stages: readonly StageCount[]): Html {
  const counts = new Map<FunnelStage, number>(stages.map((s) => [s.stage, s.visits]));
  const first = counts.get('viewed_landing') ?? 0;
  const top = Math.max(1, ...counts.values());
  const n = numberFormat(ctx.lang);
  const pct = percentFormat(ctx.lang);
  let previous: number | null = null;
  const rows = FUNNEL_STAGES.map((stage) => {
    const visits = counts.get(stage) ?? 0;
    const step = previous === null ? '' : previous > 0 ? pct.format(visits / previous) : '–';
    const total = first > 0 ? pct.format(visits / first) : '–';
    previous = visits;
    const width = ((visits / top) * 100).toFixed(2);
    return html`<tr data-stage="${stage}">
<th scope="row">${t.stages[stage]}</th>
<td class="meter"><svg viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true" focusable="false"><rect class="track" width="100" height="10"/><rect width="${width}" height="10"/></svg></td>
<td class="num" data-visits>${n.format(visits)}</td>
<td class="num">${step}</td>
<td class="num">${total}</td>
</tr>`;
  });
  return html`<div class="scroll" role="region" aria-labelledby="funnel-caption" tabindex="0"><table class="funnel" id="funnel">
<caption id="funnel-caption">${t.funnelTitle}</caption>
<thead><tr><th scope="col">${t.stage}</th><th scope="col" class="meter"><span class="skip">${t.visits}</span></th><th scope="col" class="num">${t.visits}</th><th scope="col" class="num">${t.stepRate}</th><th scope="col" class="num">${t.totalRate}</th></tr></thead>
<tbody>${rows}</tbody></table></div>`;
}

/** The leads-per-day line chart: SVG (title, description) and the numbers in a table. */
function perDayChart(ctx: PageContext, t: Messages, perDay: FunnelView['perDay'], from: string, to: string): Html {
  const n = numberFormat(ctx.lang);
  const dayText = (day: string) => formatDay(day, SHORT_DATE, ctx.lang);
  const total = perDay.reduce((sum, d) => sum + d.leads, 0);
  const max = Math.max(0, ...perDay.map((d) => d.leads));
  const w = 600;
  const h = 200;
  const top = Math.max(1, max);
  const x = (i: number) => (perDay.length <= 1 ? w / 2 : (i / (perDay.length - 1)) * w);
  const y = (v: number) => h - 8 - (v / top) * (h - 16);
  const points = perDay.map((d, i) => `${x(i).toFixed(1)},${y(d.leads).toFixed(1)}`).join(' ');
  const area = perDay.length ? `M${x(0).toFixed(1)},${h} L${points.replace(/ /g, ' L')} L${x(perDay.length - 1).toFixed(1)},${h} Z` : '';
  const desc = fill(t.perDayDesc, { from: dayText(from), to: dayText(to), total: n.format(total), max: n.format(max) });
  return html`<figure class="chart">
<p class="ymax" aria-hidden="true">${n.format(max)}</p>
<svg viewBox="0 0 ${w} ${h}" preserveAspectRatio="none" role="img" aria-labelledby="perday-title perday-desc">
<title id="perday-title">${t.perDay}</title>
<desc id="perday-desc">${desc}</desc>
<line class="grid" x1="0" y1="${h - 0.5}" x2="${w}" y2="${h - 0.5}" vector-effect="non-scaling-stroke"/>
<line class="grid" x1="0" y1="8" x2="${w}" y2="8" vector-effect="non-scaling-stroke"/>
${area ? html`<path class="area" d="${area}"/>` : ''}
${points ? html`<polyline class="line" points="${points}" vector-effect="non-scaling-stroke"/>` : ''}
</svg>
<div class="axis" aria-hidden="true"><span>${dayText(from)}</span><span>${dayText(to)}</span></div>
<figcaption class="note">${desc}</figcaption>
</figure>
<details><summary>${t.numbers}</summary>
<div class="scroll" role="region" aria-label="${t.perDay}" tabindex="0"><table id="per-day"><thead><tr><th scope="col">${t.day}</th><th scope="col" class="num">${t.leads}</th></tr></thead>
<tbody>${perDay.map((d) => html`<tr><th scope="row"><time datetime="${d.day}">${dayText(d.day)}</time></th><td class="num">${n.format(d.leads)}</td></tr>`)}</tbody></table></div>
</details>`;
}

function countryTable(ctx: PageContext, t: Messages, byCountry: FunnelView['byCountry']): Html {
  const n = numberFormat(ctx.lang);
  const pct = percentFormat(ctx.lang);
  const total = byCountry.reduce((sum, c) => sum + c.leads, 0);
  if (total === 0) return html`<p>${t.noLeads}</p>`;
  return html`<div class="scroll" role="region" aria-labelledby="country-caption" tabindex="0"><table id="by-country">
<caption id="country-caption">${t.byCountry}</caption>
<thead><tr><th scope="col">${t.country}</th><th scope="col" class="num">${t.leads}</th><th scope="col" class="num">${t.share}</th></tr></thead>
<tbody>${byCountry.map((c) => html`<tr data-country="${c.country}"><th scope="row">${countryCell(c.country, ctx.lang)}</th><td class="num">${n.format(c.leads)}</td><td class="num">${pct.format(c.leads / total)}</td></tr>`)}</tbody>
</table></div>`;
}

/**
 * The funnel page: range and channel, the funnel, leads per day, leads by country. The chart
 * sections are plain sections (not landmarks): their tables are the named regions.
 */
export function funnelPage(ctx: PageContext, view: FunnelView): Html {
  const t = MESSAGES[ctx.lang];
  const { form } = view.query;
  const n = numberFormat(ctx.lang);
  const dayText = (day: string) => formatDay(day, SHORT_DATE, ctx.lang);
  const label = (c: { source: string; campaign: string }) => `${c.source || t.noChannel}${c.campaign ? ` / ${c.campaign}` : ''}`;
  const channels = view.channels.map((c) => ({ value: encodeChannel(c.source, c.campaign), label: `${label(c)} (${n.format(c.visits)})` }));
  const chosen =
    view.query.filter.source !== undefined ? { source: view.query.filter.source, campaign: view.query.filter.campaign ?? '' } : null;
  if (chosen && !channels.some((c) => c.value === form.channel)) channels.unshift({ value: form.channel, label: label(chosen) });
  const hasEvents = view.stages.some((s) => s.visits > 0);
  return layout(
    ctx,
    t.funnel,
    'funnel',
    html`<h1>${t.funnelTitle}</h1>
${ignoredNotices(t, view.query.ignored)}
<section class="card" aria-labelledby="filters-title">
<h2 id="filters-title">${t.filters}</h2>
<form class="filters" method="get" action="/admin/funnel" data-autosubmit>
<div><label for="f-from">${t.from}</label><input id="f-from" name="from" type="date" value="${form.from}" required></div>
<div><label for="f-to">${t.to}</label><input id="f-to" name="to" type="date" value="${form.to}" required></div>
<div class="wide"><label for="f-channel">${t.channel}</label><select id="f-channel" name="channel">${options(channels, form.channel, t.allChannels)}</select></div>
<div class="actions wide"><button class="btn" type="submit">${t.apply}</button></div>
</form>
<p class="note">${fill(t.zoneNote, { zone: ctx.zone })}</p>
</section>
<section class="card">
<h2 id="funnel-title">${t.funnelTitle}</h2>
<p class="note">${fill(t.funnelDesc, { from: dayText(form.from), to: dayText(form.to), channel: chosen ? ` (${label(chosen)})` : '' })}</p>
${hasEvents ? funnelTable(ctx, t, view.stages) : html`<p>${t.funnelEmpty}</p>`}
</section>
<div class="grid2">
<section class="card">
<h2 id="perday-h">${t.perDay}</h2>
${perDayChart(ctx, t, view.perDay, form.from, form.to)}
</section>
<section class="card">
<h2 id="country-h">${t.byCountry}</h2>
${countryTable(ctx, t, view.byCountry)}
</section>
</div>`,
  );
}

/** What a job is, as the desk names it: its type, for a mail which one and to whom, for a webhook the receiver's host. */
function jobLabel(t: Messages, job: JobRecord): string {
  if (job.type === MAIL_JOB_TYPE && job.payload && typeof job.payload === 'object') {
    const mail = job.payload as MailJob;
    const name = t.mailJobs[mailPart(mail)] ?? t.jobTypes.mail ?? job.type;
    return typeof mail.to === 'string' ? `${name} · ${mail.to}` : name;
  }
  const name = t.jobTypes[job.type] ?? job.type;
  const url = (job.payload as { url?: unknown } | null)?.url;
  if (typeof url !== 'string') return name;
  try {
    return `${name} · ${new URL(url).host}`;
  } catch {
    return name;
  }
}

/** What the lead page shows. */
export interface LeadView {
  lead: LeadRecord;
  jobs: readonly JobRecord[];
  /** The outcome of a "send again" just posted. */
  message?: { text: string; kind: 'ok' | 'info' };
}

/** One lead and its follow-up (webhooks, conversions, mail…), each settled job with a "send again" form. */
export function leadPage(ctx: PageContext, view: LeadView): Html {
  const t = MESSAGES[ctx.lang];
  const when = formatter(SHORT_DATE_TIME, ctx.lang, ctx.zone);
  const { lead } = view;
  const time = (ms: number) => html`<time datetime="${new Date(ms).toISOString()}">${when.format(ms)}</time>`;
  const rows = view.jobs.map(
    (job) => html`<tr data-job="${job.id}" data-status="${job.status}">
<th scope="row" class="wrap">${jobLabel(t, job)}</th>
<td><span class="tag${job.status === 'dead' ? ' tag--held' : ''}">${t.jobStatus[job.status]}</span></td>
<td class="num">${job.attempts}</td>
<td class="wrap">${job.lastError ?? ''}</td>
<td class="nowrap">${job.status === 'pending' && job.attempts > 0 ? fill(t.nextAttempt, { time: when.format(job.runAt) }) : time(job.updatedAt)}</td>
<td>${
      job.status === 'done' || job.status === 'dead'
        ? html`<form method="post" action="/admin/jobs/${encodeURIComponent(job.id)}/again"><input type="hidden" name="csrf" value="${ctx.csrf ?? ''}"><button class="btn btn--secondary" type="submit">${t.sendAgain}</button></form>`
        : ''
    }</td>
</tr>`,
  );
  return layout(
    ctx,
    t.followUpTitle,
    'leads',
    html`<h1>${lead.name || t.noName}</h1>
${notice(view.message?.text, view.message?.kind ?? 'info')}
<section class="card">
<p>${time(lead.receivedAt)} · <span class="tag">${t.forms[lead.form ?? 'brochure']}</span> · ${lead.email} · ${lead.phone} · ${countryCell(lead.country, ctx.lang)} · ${bootcampName(lead.bootcamp, ctx.lang)}${lead.scholarshipCode ? html` · ${fill(t.scholarshipCode, { value: lead.scholarshipCode })}` : ''}</p>
</section>
<h2 id="follow-up-title">${t.followUpTitle}</h2>
${
  view.jobs.length === 0
    ? html`<p class="card">${t.followUpNone}</p>`
    : html`<div class="scroll" role="region" aria-labelledby="follow-up-caption" tabindex="0">
<table id="follow-up">
<caption id="follow-up-caption">${fill(t.followUpCaption, { zone: ctx.zone })}</caption>
<thead><tr><th scope="col">${t.job}</th><th scope="col">${t.status}</th><th scope="col" class="num">${t.attempts}</th><th scope="col">${t.lastError}</th><th scope="col">${t.when}</th><th scope="col">${t.action}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</div>`
}
<p><a href="/admin/leads">← ${t.backToLeads}</a></p>`,
  );
}

/** What the sessions page shows. */
export interface SessionsView {
  /** The live sessions of the current token, most recently used first. */
  sessions: readonly AdminSessionRow[];
  /** The id hash of the session looking at the page. */
  current: string;
}

/** The signed-in sessions (when each signed in, last use, expiry; which one is this) and "sign out everywhere". */
export function sessionsPage(ctx: PageContext, view: SessionsView): Html {
  const t = MESSAGES[ctx.lang];
  const when = formatter(SHORT_DATE_TIME, ctx.lang, ctx.zone);
  const time = (ms: number) => html`<time datetime="${new Date(ms).toISOString()}">${when.format(ms)}</time>`;
  const rows = view.sessions.map((session) => {
    const mine = session.idHash === view.current;
    return html`<tr${mine ? new Html(' data-current aria-current="true"') : ''}>
<th scope="row">${mine ? html`<span class="tag">${t.thisSession}</span>` : t.otherSession}</th>
<td class="nowrap">${time(session.createdAt)}</td>
<td class="nowrap">${time(Math.max(session.lastUsedAt, session.createdAt))}</td>
<td class="nowrap">${time(session.expiresAt)}</td>
</tr>`;
  });
  return layout(
    ctx,
    t.sessions,
    'sessions',
    html`<h1>${t.sessionsTitle}</h1>
<p class="note" id="sessions-note">${fill(t.sessionsCaption, { zone: ctx.zone })}</p>
<div class="scroll" role="region" aria-labelledby="sessions-caption" tabindex="0">
<table id="sessions" aria-describedby="sessions-note">
<caption id="sessions-caption">${t.sessions}</caption>
<thead><tr><th scope="col">${t.session}</th><th scope="col">${t.created}</th><th scope="col">${t.lastUsed}</th><th scope="col">${t.expires}</th></tr></thead>
<tbody>${rows}</tbody>
</table>
</div>
<section class="card" aria-labelledby="everywhere-title">
<h2 id="everywhere-title">${t.signOutEverywhere}</h2>
<p class="note">${t.signOutEverywhereNote}</p>
<form method="post" action="/admin/sessions/end-all"><input type="hidden" name="csrf" value="${ctx.csrf ?? ''}"><button class="btn" type="submit">${t.signOutEverywhere}</button></form>
</section>`,
  );
}
