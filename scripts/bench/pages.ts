import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The two implementations the bench compares. */
export type BenchKind = 'embudo' | 'vanilla';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The hand-written reference countdown (scripts/bench/vanilla-countdown.js), served at /bench/vanilla-countdown.js. */
export const vanillaScriptPath = path.join(here, 'vanilla-countdown.js');

/** Served at the page's own origin; only loopback traffic leaves the bench browser. */
const PAGE_STYLE = `body{margin:0;padding:16px;background:#f8fafc;font:16px/1.4 system-ui,sans-serif;color:#0f172a}
main{display:flex;flex-wrap:wrap;gap:16px 24px;align-items:flex-start}`;

const escapeAttr = (text: string): string => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** An end instant a few days out, so all four shown units have two non-trivial digits. */
export function benchEndAt(now = Date.now()): string {
  return new Date(now + ((3 * 24 + 5) * 3600 + 17 * 60 + 42) * 1000).toISOString();
}

/**
 * A bench page with `n` countdowns of one kind. Both kinds are static markup plus one deferred
 * script, so "first digits" compares the same work: fetch a script, build the units, show digits.
 * Embudo shows days…seconds (hide-year hide-month) like the vanilla reference.
 */
export function benchPage(kind: BenchKind, n: number, endAt: string): string {
  const count = Math.max(1, Math.min(500, Math.trunc(n)));
  const items: string[] = [];
  for (let i = 0; i < count; i++) {
    items.push(
      kind === 'embudo'
        ? `<embudo-countdown end-at="${escapeAttr(endAt)}" hide-year hide-month></embudo-countdown>`
        : `<div class="vcd" role="timer" data-end-at="${escapeAttr(endAt)}"></div>`,
    );
  }
  const head =
    kind === 'embudo'
      ? `<script src="/widgets/countdown.js" defer></script>`
      : `<style>${readFileSync(path.join(here, 'vanilla-countdown.css'), 'utf8')}</style>\n<script src="/bench/vanilla-countdown.js" defer></script>`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>bench: ${count} × ${kind}</title>
<style>${PAGE_STYLE}</style>
${head}
</head>
<body>
<main>
${items.join('\n')}
</main>
</body>
</html>
`;
}
