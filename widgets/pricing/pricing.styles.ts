import { hostReset } from '../../src/element';

/**
 * A card that fills its column. The price area keeps its size while the price is pending (the
 * figures are laid out but hidden, a placeholder covers them), so revealing it moves nothing.
 * The later part (./pricing.later, with its own styles) has its room kept until it arrives: its
 * height without the salary table (the US alone has one), with three start cards, measured (Peru)
 * from 320 to 1280 px wide in the steps below, where the cards' text wraps anew. The
 * part keeps that height when it comes where it is on screen, so where it is shorter nothing below
 * moves up; the room below the viewport goes (`releaseRoomBelow`, ./pricing.later).
 * The country list's text is the visitor's base size (16 px by default) in a label of .875em: a
 * phone zooms the page into a form control whose text is under 16 px when it is focused, and its
 * 2.75em is then the 44 px touch target.
 * The placeholder's pulse animates the opacity of a layer (run by the compositor), not its
 * background: a background animation repainted the page every frame while the country was being
 * detected (up to 5 s), most of a page's main-thread time with every widget. It starts
 * at the visitor's first move (`.pulse`, src/ui/first-move): until then the placeholder is still.
 */
export const pricingStyles = `${hostReset}
:host{display:block}
.base{display:grid;gap:1em;padding:1.25em;border:1px solid transparent;border-radius:var(--embudo-radius,.75em);background:var(--embudo-surface,#fff)}
h2,h3,p{margin:0}
h2{font-size:1.375em}
.head{display:flex;flex-wrap:wrap;gap:.5em 1em;align-items:end;justify-content:space-between}
.country{display:grid;grid-template-columns:minmax(0,1fr);min-width:0;max-width:100%;gap:.25em;font-size:.875em;color:var(--embudo-muted,#475569)}
.pick{display:flex;align-items:center;gap:.5em;min-width:0}
.flag{display:inline-block;flex:none;width:1.3em;font-size:1.5em;line-height:1;text-align:center}
.flag.code{width:calc(1.3em * 1.5 / .875);font-size:.875em;font-weight:700;letter-spacing:.05em;color:var(--embudo-muted,#475569)}
select{min-width:0;min-height:2.75em;max-width:100%;padding:.25em .5em;border:1px solid #64748b;border-radius:.5em;background:#fff;color:#0f172a;font:inherit;font-size:calc(1em / .875)}
.price{position:relative;display:grid}
.pending .figures{visibility:hidden}
.wait{position:absolute;inset:0;display:grid;place-items:center;z-index:0;border-radius:.5em;background:#e2e8f0;color:#334155}
@media(prefers-reduced-motion:no-preference){.pulse::before{content:"";position:absolute;inset:0;z-index:-1;border-radius:inherit;background:#f1f5f9;animation:w 1.2s ease-in-out infinite alternate}@keyframes w{from{opacity:0}}}
.regular{color:var(--embudo-muted,#475569)}
.badge{margin-left:.5em;padding:.125em .5em;border-radius:1em;background:#b91c1c;color:#fff;font-weight:700;font-size:.875em}
.special{font-size:2em;font-weight:800;line-height:1.25}
[part=pay-note],.note{margin-top:.5em;color:var(--embudo-muted,#475569);font-size:.875em}
.pay{display:block;margin-top:.5em;padding:.875em 1em;border:1px solid transparent;border-radius:.5em;background:var(--embudo-accent,#4338ca);color:#fff;font-weight:700;text-align:center;text-decoration:none}
.benefits{display:grid;gap:.375em;margin:0;padding:0;list-style:none}
.benefits li::before{content:"✓ "/"";color:#15803d;font-weight:700}
.later,.details{min-height:var(--embudo-pricing-later,22em)}
@media(max-width:62.4375em){.later,.details{min-height:var(--embudo-pricing-later,22.7442em)}}
@media(max-width:53.0625em){.later,.details{min-height:var(--embudo-pricing-later,24.1436em)}}
@media(max-width:37.4375em){.later,.details{min-height:var(--embudo-pricing-later,25.543em)}}
@media(max-width:28.0625em){.later,.details{min-height:var(--embudo-pricing-later,26.9424em)}}
@media(max-width:24.9375em){.later,.details{min-height:var(--embudo-pricing-later,30.1924em)}}
:focus-visible{outline:3px solid var(--embudo-focus-ring,var(--embudo-accent,#4338ca));outline-offset:2px}
`;
