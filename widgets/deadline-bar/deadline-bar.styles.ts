import { hostReset } from '../../src/element';

/** Deadline bar styles: a full-width strip; colours are custom properties a page can override. */
export const deadlineBarStyles = `${hostReset}
:host{display:block;width:100%}
.base{appearance:none;border:1px solid transparent;margin:0;border-radius:0;display:flex;flex-wrap:wrap;align-items:center;justify-content:center;gap:.5em 1em;width:100%;padding:.5em 1em;background:var(--embudo-deadline-bar-background,#0f172a);color:var(--embudo-deadline-bar-color,#f8fafc);text-align:center}
.mode-discount{background:var(--embudo-deadline-bar-background,#b91c1c)}
button.base{cursor:pointer}
button.base:hover{filter:brightness(1.1)}
button.base:focus-visible{outline:3px solid var(--embudo-focus-ring,#facc15);outline-offset:-3px}
.text{font-weight:700;font-size:clamp(.9em,2.5vw,1.05em)}
.units{display:inline-flex;gap:.35em}
.unit{display:inline-flex;flex-direction:column;align-items:center;gap:.1em}
.digits{display:inline-flex;gap:.1em}
.digit{display:inline-block;min-width:1.1em;padding:.1em .15em;border-radius:.25em;background:var(--embudo-deadline-bar-digit-background,rgb(255 255 255/.15));font-weight:700;font-size:1.1em;font-variant-numeric:tabular-nums;line-height:1.2;text-align:center}
.title{font-size:.6em;letter-spacing:.04em;text-transform:uppercase;opacity:.85}
`;
