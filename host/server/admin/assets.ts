/**
 * The desk's stylesheet and its one small script, served from `/admin/desk.css` and
 * `/admin/desk.js` under the desk's CSP (`style-src 'self'`, `script-src 'self'`: nothing inline).
 * Colours, radii, type and spacing are the site's tokens (docs/product.md#look).
 */
import { createHash } from 'node:crypto';

/** The desk's stylesheet. */
export const DESK_CSS = `
:root{--ink:#0f172a;--ink-soft:#475569;--surface:#fff;--surface-2:#f8fafc;--surface-3:#f1f5f9;--line:#e2e8f0;--action:#4338ca;--action-hover:#3730a3;--danger:#b91c1c;--success:#15803d;--night:#0f172a;
  --font:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color-scheme:light}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 var(--font);color:var(--ink);background:var(--surface-2)}
a{color:var(--action)}a:hover{color:var(--action-hover)}
:focus-visible{outline:3px solid var(--action);outline-offset:2px}
.skip{position:absolute;left:-9999px}.skip:focus{left:16px;top:8px;z-index:2;background:#fff;padding:8px 12px;border-radius:.5rem}
.bar{background:var(--night);color:#fff}
.bar__in{max-width:1120px;margin:0 auto;padding:12px 16px;display:flex;flex-wrap:wrap;gap:8px 24px;align-items:center}
.bar__brand{font-weight:700;font-size:18px;margin-right:auto;color:#fff;text-decoration:none}
.bar a{color:#fff}
.bar nav ul{display:flex;gap:4px;list-style:none;margin:0;padding:0}
.bar nav a{display:inline-flex;align-items:center;min-height:44px;padding:0 12px;border-radius:.5rem;text-decoration:none}
.bar nav a[aria-current=page]{background:#1e293b;box-shadow:inset 0 -3px 0 #a5b4fc}
.bar nav a:hover{background:#1e293b}
.langs{display:flex;gap:4px;align-items:center}
.langs a{display:inline-flex;align-items:center;justify-content:center;min-width:44px;min-height:44px;border-radius:.5rem;text-decoration:none}
.langs a[aria-current=true]{font-weight:700;text-decoration:underline}
.bar form{margin:0}
.bar button{font:inherit;color:#fff;background:transparent;border:1px solid #64748b;border-radius:.5rem;min-height:44px;padding:0 14px;cursor:pointer}
.bar button:hover{background:#1e293b}
main{max-width:1120px;margin:0 auto;padding:32px 16px 64px}
h1{font-size:30px;line-height:1.2;margin:0 0 16px}
h2{font-size:20px;margin:0 0 12px}
.card{background:var(--surface);border:1px solid var(--line);border-radius:.75rem;padding:24px;margin:0 0 24px}
.note{color:var(--ink-soft);font-size:14px;margin:4px 0 0}
.notice{border-radius:.5rem;padding:12px 16px;margin:0 0 16px;border:1px solid var(--line);background:var(--surface)}
.notice--error{border-color:var(--danger);color:var(--danger);background:#fef2f2}
.notice--ok{border-color:var(--success);color:var(--success);background:#f0fdf4}
.notice--warn{border-color:#b45309;color:#92400e;background:#fffbeb}
.filters{display:grid;grid-template-columns:repeat(auto-fill,minmax(160px,1fr));gap:12px 16px;align-items:end}
.filters .wide{grid-column:1/-1}
@media (min-width:800px){.filters .wide{grid-column:span 2}}
label{display:block;font-size:14px;font-weight:600;margin:0 0 4px}
input,select{font:inherit;width:100%;min-height:44px;padding:8px 12px;border:1px solid #94a3b8;border-radius:.5rem;background:#fff;color:var(--ink)}
.actions{display:flex;flex-wrap:wrap;gap:8px 12px;align-items:center}
.btn{font:inherit;font-weight:600;display:inline-flex;align-items:center;justify-content:center;min-height:44px;padding:0 20px;border-radius:.5rem;border:1px solid var(--action);background:var(--action);color:#fff;text-decoration:none;cursor:pointer}
.btn:hover{background:var(--action-hover);color:#fff}
.btn--secondary{background:#fff;color:var(--action)}
.btn--secondary:hover{background:var(--surface-3);color:var(--action-hover)}
.summary{display:flex;flex-wrap:wrap;gap:8px 16px;justify-content:space-between;align-items:center;margin:0 0 12px}
.summary p{margin:0;font-weight:600}
.scroll{overflow-x:auto;border:1px solid var(--line);border-radius:.75rem;background:#fff}
.scroll+.card{margin-top:24px}
.note+.scroll{margin-top:12px}
.card .note+form{margin-top:16px}
table{border-collapse:collapse;width:100%;font-size:14px}
caption{text-align:left;padding:12px 16px;color:var(--ink-soft);caption-side:top}
th,td{padding:10px 12px;border-top:1px solid var(--line);text-align:left;vertical-align:top}
thead th{background:var(--surface-3);border-top:0;white-space:nowrap}
td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td.wrap{min-width:180px;max-width:320px;overflow-wrap:anywhere}
#leads{min-width:1200px}
td.nowrap{white-space:nowrap}
.tag{display:inline-block;padding:2px 8px;border-radius:999px;background:var(--surface-3);font-size:13px;white-space:nowrap}
.tag--held{background:#fef2f2;color:var(--danger)}
.pager{display:flex;gap:12px;justify-content:space-between;margin:16px 0 0}
.signin{max-width:440px;margin:48px auto}
.signin form{display:grid;gap:16px}
.grid2{display:grid;gap:24px}
@media (min-width:900px){.grid2{grid-template-columns:1fr 1fr}}
.funnel td.meter{width:40%;min-width:120px}
.funnel svg{display:block;width:100%;height:20px}
@media (max-width:639px){.funnel .meter{display:none}}
.funnel rect{fill:var(--action)}
.funnel rect.track{fill:var(--surface-3)}
.chart{margin:0}
.chart svg{display:block;width:100%;height:220px}
.chart .grid{stroke:var(--line);stroke-width:1}
.chart .line{fill:none;stroke:var(--action);stroke-width:2.5;stroke-linejoin:round}
.chart .area{fill:#e0e7ff}
.chart .dot{fill:var(--action)}
.axis{display:flex;justify-content:space-between;color:var(--ink-soft);font-size:14px;margin:4px 0 0}
.ymax{color:var(--ink-soft);font-size:14px;margin:0 0 4px}
details{margin:12px 0 0}
summary{cursor:pointer;min-height:44px;display:flex;align-items:center;color:var(--action);font-weight:600}
.flag{font-size:18px;margin-right:6px}
@media (max-width:639px){h1{font-size:24px}main{padding:24px 12px 48px}.card{padding:16px}}
@media (prefers-reduced-motion:no-preference){.btn,.bar nav a{transition:background-color .2s}}
`;

/**
 * The desk's script (progressive enhancement: every page works without it): a filter select
 * applies at once, and `/` focuses the search. Written as a function so it is type-checked; served
 * as its source.
 */
function deskScript(): void {
  for (const select of document.querySelectorAll<HTMLSelectElement>('form[data-autosubmit] select')) {
    select.addEventListener('change', () => select.form?.requestSubmit());
  }
  document.addEventListener('keydown', (event) => {
    const search = document.querySelector<HTMLInputElement>('input[type=search]');
    const target = event.target as HTMLElement | null;
    if (event.key !== '/' || !search || event.ctrlKey || event.metaKey || event.altKey) return;
    if (target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA)$/.test(target.tagName))) return;
    event.preventDefault();
    search.focus();
  });
}

/** The script file's text. */
export const DESK_JS = `(${deskScript.toString()})();\n`;

/** Short content hashes, so the pages can name the files with a version (`?v=`). */
export const ASSET_VERSION = createHash('sha256').update(DESK_CSS).update(DESK_JS).digest('hex').slice(0, 10);
