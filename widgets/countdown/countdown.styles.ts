import { hostReset } from '../../src/element';

/**
 * Countdown styles; themes and sizes are classes on `base`, colours are custom properties a page can override.
 * Each theme paints its own surface behind the digits, titles and end text (white, or slate 900 in
 * `dark`), so its text keeps its contrast on any page background; the transparent border is the
 * edge Windows high contrast paints. Sizes are em of the host's `medium` (`--_k` is the size's scale).
 *
 * A tick must only touch the cards whose digit changed. So a card has a fixed size (one tabular
 * digit, at least .9em wide) and `contain:strict`, which makes it a relayout boundary and its own
 * paint layer; that only works outside flex layout, hence inline-block cards in `.digits` (line-height 0
 * so the line box is exactly a card high). Its middle line is a gradient, not a positioned pseudo-element,
 * and its identity transform means a flip starting or ending does not invalidate layout.
 * The base is `vertical-align:top`, so the host is exactly as high as it with the titles on top or
 * at the bottom: the room /widgets/embudo.css keeps before the script runs (issue 21). That room is
 * one line of units: the gaps and side padding are as tight as the cards allow, so `medium` with 4
 * units (316 px) fits the 320 px column of a 360 px phone with 20 px margins. On a narrower line
 * ./countdown.fit scales the digit cards and the gaps by `--_fit` (down to .75) and keeps the
 * one-line height at full size as `--_room`, the units centred in it (both set inline on the base;
 * its own defaults keep a page's custom property of the same name out); below that the units wrap
 * and the countdown grows.
 */
export const countdownStyles = `${hostReset}
.base{--_bg:var(--embudo-countdown-digit-background,#fff);--_fg:var(--embudo-countdown-digit-color,#0f172a);--_title:var(--embudo-countdown-title-color,#475569);--_edge:var(--embudo-countdown-digit-border,#e2e8f0);--_surface:var(--embudo-countdown-background,#fff);--_fit:1;--_room:0px;display:inline-flex;vertical-align:top;flex-direction:column;align-items:center;justify-content:center;min-height:var(--_room);text-align:center;padding:.2em .15em;border:1px solid transparent;border-radius:.2em;background:var(--_surface);color:var(--embudo-countdown-end-color,var(--embudo-color,#0f172a));font-size:calc(var(--_k,1)*1em)}
.theme-dark{--_bg:var(--embudo-countdown-digit-background,#1e293b);--_fg:var(--embudo-countdown-digit-color,#f8fafc);--_title:var(--embudo-countdown-title-color,#cbd5e1);--_edge:var(--embudo-countdown-digit-border,#0f172a);--_surface:var(--embudo-countdown-background,#0f172a);color:var(--embudo-countdown-end-color,#f8fafc)}
.size-large{--_k:3}.size-medium{--_k:2.25}.size-small{--_k:1.5}.size-extra-small{--_k:1}
.units{display:flex;flex-wrap:wrap;justify-content:center;gap:calc(var(--_fit)*.25em)}
.unit{display:inline-flex;flex-direction:column;align-items:center;gap:.15em}
.digits{display:inline-block;white-space:nowrap;line-height:0;font-size:calc(var(--_fit)*1em)}
.digit+.digit{margin-left:.08em}
.digit{display:inline-block;width:max(.9em,calc(1ch + .16em + 2px));height:calc(1.34em + 2px);contain:strict;transform:translate(0);padding:.12em .08em;border-radius:.14em;background:linear-gradient(#0000 50%,rgb(0 0 0/.12) 0 calc(50% + 1px),#0000 0) padding-box,var(--_bg);color:var(--_fg);border:1px solid var(--_edge);box-shadow:0 .06em .12em rgb(0 0 0/.12);font-weight:700;font-variant-numeric:tabular-nums;line-height:1.1;text-align:center}
.title{font-size:max(.3em,.6em/var(--_k,1));font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:var(--_title)}
.end{font-size:max(.5em,1em/var(--_k,1));font-weight:600}
`;
