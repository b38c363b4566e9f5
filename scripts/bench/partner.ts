/**
 * The partner line of `npm run bench`: what Embudo costs a partner's page. A plain
 * article is served from its own loopback origin (not the Embudo server's), four ways: alone, with
 * one countdown above its heading (countdown.js), with every widget (embudo.js: countdown,
 * scholarship modal and its button, chat button, social proof, pricing), and with the same widgets
 * through their five standalone scripts (the all-in-one script must be no slower), each with the
 * embed the README documents (the widget scripts and embudo.css from the Embudo server). Lighthouse
 * (mobile) runs on the pages in turn, `runs` times, in the same Chromium; medians and deltas against
 * the article alone are reported. Two more pages have the tags as a partner pastes them, with no
 * optional attribute (the countdown with every unit, its default size): one countdown, and every
 * widget through embudo.js; Lighthouse's mobile screen is 412 px wide.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { measureLighthouse, type LighthouseRow } from './lighthouse';

export type PartnerVariant = 'article' | 'countdown' | 'all' | 'standalone' | 'countdown-plain' | 'all-plain';

export const PARTNER_VARIANTS: readonly { variant: PartnerVariant; label: string }[] = [
  { variant: 'article', label: 'the article alone' },
  { variant: 'countdown', label: '+ one countdown (countdown.js)' },
  { variant: 'all', label: '+ every widget (embudo.js)' },
  { variant: 'standalone', label: '+ every widget (their five standalone scripts)' },
  { variant: 'countdown-plain', label: '+ one countdown, its tag as written (no optional attribute)' },
  { variant: 'all-plain', label: '+ every widget (embudo.js), tags as written' },
];

/** The widgets of the every-widget pages, in the article's flow after its second paragraph. */
const EVERY_WIDGET = `<p><button type="button" data-embudo-open="scholarship">Solicita tu beca</button></p>
<embudo-scholarship-modal bootcamp="fullstack"></embudo-scholarship-modal>
<embudo-pricing bootcamp="fullstack"></embudo-pricing>
<embudo-chat-button></embudo-chat-button>
<embudo-social-proof></embudo-social-proof>`;

/**
 * The same widgets with their tags as a partner writes them from the docs' first line: no
 * optional attribute (the countdown's `end-at` is required), every default in force.
 */
const EVERY_WIDGET_PLAIN = `<p><button type="button" data-embudo-open="scholarship">Solicita tu beca</button></p>
<embudo-scholarship-modal></embudo-scholarship-modal>
<embudo-pricing></embudo-pricing>
<embudo-chat-button></embudo-chat-button>
<embudo-social-proof></embudo-social-proof>`;

/** The standalone scripts of the same widgets: what a partner pays who skips embudo.js. */
const STANDALONE = ['countdown', 'scholarship-modal', 'pricing', 'chat-button', 'social-proof'];

export const PARTNER_STYLE = `body{margin:0;font:18px/1.6 Georgia,serif;color:#1f2937;background:#fff}
header{padding:16px 20px;background:#1e3a8a;color:#fff;font:700 20px/1.2 system-ui,sans-serif}
main{max-width:680px;margin:0 auto;padding:20px}
h1{font:700 32px/1.2 system-ui,sans-serif;margin:16px 0}
h2{font:700 24px/1.25 system-ui,sans-serif;margin:28px 0 12px}
p{margin:0 0 16px}
button{font:600 16px system-ui,sans-serif;padding:12px 20px;border:0;border-radius:8px;background:#1e3a8a;color:#fff}
footer{padding:24px 20px;color:#6b7280;font-size:14px}`;

const PARAGRAPHS = [
  'Aprender a programar ya no exige un título de cuatro años. Con una buena ruta, proyectos reales y acompañamiento, en unos meses se puede pasar de cero a construir aplicaciones completas.',
  'Empieza por lo que ves: HTML para la estructura, CSS para el diseño y JavaScript para la interacción. Después llegan las herramientas: Git, la terminal, un framework y una base de datos.',
  'La constancia importa más que el talento. Dedica un rato cada día, escribe código aunque sea poco y publica tus proyectos: un portafolio vale más que una lista de cursos.',
  'Busca una comunidad. Preguntar, revisar código ajeno y explicar lo que aprendes acelera todo. Un bootcamp te da eso y una fecha de inicio que te obliga a empezar.',
];

/** One article page; `embudo` is the Embudo server's origin the widgets come from. */
export function partnerArticle(variant: PartnerVariant, embudo: string, endAt: string): string {
  const head: string[] = [];
  let top = '';
  let middle = '';
  if (variant === 'countdown') {
    head.push(`<link rel="stylesheet" href="${embudo}/widgets/embudo.css">`, `<script src="${embudo}/widgets/countdown.js" defer></script>`);
    top = `<embudo-countdown end-at="${endAt}" size="medium" theme="dark" hide-year hide-month lang="es"><p>¡La oferta terminó!</p></embudo-countdown>`;
  } else if (variant === 'all' || variant === 'standalone') {
    head.push(`<link rel="stylesheet" href="${embudo}/widgets/embudo.css">`);
    const scripts = variant === 'all' ? ['embudo'] : STANDALONE;
    for (const name of scripts) head.push(`<script src="${embudo}/widgets/${name}.js" defer></script>`);
    top = `<embudo-countdown end-at="${endAt}" size="medium" theme="dark" hide-year hide-month lang="es"><p>¡La oferta terminó!</p></embudo-countdown>`;
    middle = EVERY_WIDGET;
  } else if (variant === 'countdown-plain' || variant === 'all-plain') {
    head.push(`<link rel="stylesheet" href="${embudo}/widgets/embudo.css">`, `<script src="${embudo}/widgets/${variant === 'all-plain' ? 'embudo' : 'countdown'}.js" defer></script>`);
    top = `<embudo-countdown end-at="${endAt}"></embudo-countdown>`;
    if (variant === 'all-plain') middle = EVERY_WIDGET_PLAIN;
  }
  const [p1, p2, p3, p4] = PARAGRAPHS;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="Cómo aprender a programar desde cero: la ruta, los hábitos y dónde encontrar comunidad.">
<title>Cómo aprender a programar desde cero — Blog de Academia Sol</title>
<link rel="stylesheet" href="/article.css">
${head.join('\n')}
</head>
<body>
<header>Academia Sol · Blog</header>
<main>
${top}
<h1>Cómo aprender a programar desde cero</h1>
<p>${p1}</p>
<p>${p2}</p>
${middle}
<h2>Hábitos que funcionan</h2>
<p>${p3}</p>
<p>${p4}</p>
</main>
<footer>© Academia Sol</footer>
</body>
</html>
`;
}

/** The partner's own server: the three articles and their stylesheet, on a loopback port of its own. */
export async function startPartnerSite(embudo: string, endAt: string): Promise<{ origin: string; close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/article.css') {
      res.writeHead(200, { 'Content-Type': 'text/css; charset=utf-8' });
      res.end(PARTNER_STYLE);
      return;
    }
    const variant = PARTNER_VARIANTS.find((v) => path === `/${v.variant}.html`)?.variant;
    if (!variant) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('Not found');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(partnerArticle(variant, embudo, endAt));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    // localhost, not 127.0.0.1: another origin (and site) than the Embudo server's.
    origin: `http://localhost:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Medians of one variant's runs. */
export interface PartnerRow {
  variant: PartnerVariant;
  label: string;
  runs: number;
  performance: number | null;
  cls: number | null;
  tbtMs: number | null;
  mainThreadMs: number | null;
  /** Of it, the page's own (Lighthouse's work on the blank page before it left out). */
  pageMainThreadMs: number | null;
  bytes: number | null;
  /** Every run's values, for the JSON. */
  all: LighthouseRow[];
  errors: string[];
}

const medianOf = (values: (number | null)[]): number | null => {
  const xs = values.filter((v): v is number => v !== null).sort((a, b) => a - b);
  if (!xs.length) return null;
  const mid = Math.floor(xs.length / 2);
  return xs.length % 2 ? xs[mid]! : (xs[mid - 1]! + xs[mid]!) / 2;
};

/** Lighthouse on the three partner pages, interleaved, `runs` times each. */
export async function measurePartner(embudo: string, runs: number, endAt: string, log: (m: string) => void): Promise<PartnerRow[]> {
  const site = await startPartnerSite(embudo, endAt);
  try {
    const urls: { page: string; url: string }[] = [];
    for (let r = 0; r < runs; r++) for (const v of PARTNER_VARIANTS) urls.push({ page: v.variant, url: `${site.origin}/${v.variant}.html` });
    log(`partner pages at ${site.origin}, widgets from ${embudo}: ${urls.length} Lighthouse runs`);
    const rows = await measureLighthouse(urls);
    return PARTNER_VARIANTS.map(({ variant, label }) => {
      const mine = rows.filter((r) => r.page === variant);
      const ok = mine.filter((r) => !r.error);
      return {
        variant,
        label,
        runs: ok.length,
        performance: medianOf(ok.map((r) => r.performance)),
        cls: medianOf(ok.map((r) => r.cls)),
        tbtMs: medianOf(ok.map((r) => r.tbtMs)),
        mainThreadMs: medianOf(ok.map((r) => r.mainThreadMs)),
        pageMainThreadMs: medianOf(ok.map((r) => r.pageMainThreadMs)),
        bytes: medianOf(ok.map((r) => r.bytes)),
        all: mine,
        errors: mine.flatMap((r) => (r.error ? [r.error] : [])),
      };
    });
  } finally {
    await site.close();
  }
}
