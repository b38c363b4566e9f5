/**
 * The button's own styles, with the later part. Hidden is `display:none`: out of the tab order and
 * the accessibility tree, and 0 px for the layer manager (src/ui/layers.ts), which then frees the corner.
 */
export const chatButtonStyles = `.base{display:none}
.shown{display:block}
a{position:relative;display:flex;align-items:center;justify-content:center;width:3.5em;height:3.5em;border-radius:50%;background:var(--embudo-chat-button-background,#25d366);color:var(--embudo-chat-button-color,#fff);box-shadow:0 .25em .75em #0f172a4d;pointer-events:auto}
a:focus-visible{outline:3px solid var(--embudo-focus-ring,#4338ca);outline-offset:3px}
svg{width:2em;height:2em;fill:currentColor}
.badge{position:absolute;top:-4px;right:-4px;min-width:22px;padding:0 6px;border-radius:11px;background:var(--embudo-chat-button-badge,#dc2626);color:#fff;font:700 13px/22px var(--embudo-font,system-ui,sans-serif)}
@media(prefers-reduced-motion:no-preference){.blink{animation:b .5s infinite alternate}}
@keyframes b{to{opacity:.3;transform:scale(1.2)}}
`;
