import { hostReset } from '../../src/element';
import { shadowRoomCss } from './countdown.room';

/**
 * Countdown styles; themes and sizes are classes on `base`, colours are custom properties a page can override.
 * Each theme paints its own surface behind the digits, titles and end text (white, or slate 900 in
 * `dark`), so its text keeps its contrast on any page background; the transparent border is the
 * edge Windows high contrast paints.
 *
 * The host is a block the width of its column and the container its sizes are measured against:
 * ./countdown.room gives the digits' size `--_K` (the size's own, smaller in a narrower column),
 * the grid's columns `--_c` and rows `--_r` (two rows where one does not fit) and the base's
 * height, a function of the column's width alone: the room /widgets/embudo.css keeps before the
 * script runs, at every width. Every length here is a multiple of `--_K` or of m (1em of every
 * element but the digits, whose em is their own size). The base is an inline box, placed by the
 * text-align of the host's parent as the countdown's inline box was.
 *
 * A tick must only touch the cards whose digit changed. So a card has a fixed size (one tabular
 * digit, at least .9em wide) and `contain:strict`, which makes it a relayout boundary and its own
 * paint layer; that only works outside flex layout, hence inline-block cards in `.digits` (line-height 0
 * so the line box is exactly a card high). Its middle line is a gradient, not a positioned pseudo-element,
 * and its identity transform means a flip starting or ending does not invalidate layout.
 * `--_fit` scales the digits when a unit is wider than the rule counts it (three-digit days, a
 * long custom title): ./countdown.fit; the height stays the rule's.
 */
export const countdownStyles = `${hostReset}
:host{display:block;container-type:inline-size;text-align:inherit;justify-self:stretch;align-self:stretch;flex:1 1 16rem}
.base{--_bg:var(--embudo-countdown-digit-background,#fff);--_fg:var(--embudo-countdown-digit-color,#0f172a);--_title:var(--embudo-countdown-title-color,#475569);--_edge:var(--embudo-countdown-digit-border,#e2e8f0);--_surface:var(--embudo-countdown-background,#fff);--_fit:1;display:inline-flex;vertical-align:top;flex-direction:column;align-items:center;justify-content:center;text-align:center;padding:calc(.2*var(--_K)) calc(.15*var(--_K));border:1px solid transparent;border-radius:calc(.2*var(--_K));background:var(--_surface);color:var(--embudo-countdown-end-color,var(--embudo-color,#0f172a))}
${shadowRoomCss()}
.theme-dark{--_bg:var(--embudo-countdown-digit-background,#1e293b);--_fg:var(--embudo-countdown-digit-color,#f8fafc);--_title:var(--embudo-countdown-title-color,#cbd5e1);--_edge:var(--embudo-countdown-digit-border,#0f172a);--_surface:var(--embudo-countdown-background,#0f172a);color:var(--embudo-countdown-end-color,#f8fafc)}
.units{display:grid;grid-template-columns:repeat(var(--_c),auto);justify-content:center;justify-items:center;gap:calc(.25*var(--_K))}
.unit{display:inline-flex;flex-direction:column;align-items:center;gap:calc(.15*var(--_K))}
.digits{display:inline-block;white-space:nowrap;line-height:0;font-size:calc(var(--_fit)*var(--_K))}
.digit+.digit{margin-left:.08em}
.digit{display:inline-block;width:max(.9em,calc(1ch + .16em + 2px));height:calc(1.34em + 2px);contain:strict;transform:translate(0);padding:.12em .08em;border-radius:.14em;background:linear-gradient(#0000 50%,rgb(0 0 0/.12) 0 calc(50% + 1px),#0000 0) padding-box,var(--_bg);color:var(--_fg);border:1px solid var(--_edge);box-shadow:0 .06em .12em rgb(0 0 0/.12);font-weight:700;font-variant-numeric:tabular-nums;line-height:1.1;text-align:center}
.title{font-size:max(.3*var(--_K),.6em);font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--_title)}
.end{font-size:max(.5*var(--_K),1em);font-weight:600}
`;
