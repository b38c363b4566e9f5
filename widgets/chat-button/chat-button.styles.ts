/**
 * The button's own styles, with the later part. Hidden is `display:none`: out of the tab order and
 * the accessibility tree, and 0 px for the layer manager (src/ui/layers.ts), which then frees the corner.
 * The focus ring is two-tone (a dark ring inside a white one), so one of them keeps 3:1 on any page;
 * the transparent border is the edge Windows high contrast paints.
 */
export const chatButtonStyles = `.base{display:none}
.shown{display:block}
a{position:relative;display:flex;align-items:center;justify-content:center;width:3.5em;height:3.5em;border:.0625em solid transparent;border-radius:50%;background:var(--embudo-chat-button-background,#25d366);color:var(--embudo-chat-button-color,#fff);box-shadow:0 .25em .75em #0f172a4d;pointer-events:auto}
a:focus-visible{outline:.1875em solid var(--embudo-focus-ring,#0f172a);outline-offset:0;box-shadow:0 0 0 .375em #fff,0 .25em .75em #0f172a4d}
@media(forced-colors:active){a:focus-visible{outline-color:Highlight}}
svg{width:2em;height:2em;fill:currentColor}
.badge{position:absolute;top:-.25em;right:-.25em;min-width:1.375em;padding:0 .375em;border-radius:.6875em;background:var(--embudo-chat-button-badge,#dc2626);color:#fff;font:700 .8125em/1.6923 var(--embudo-font,system-ui,sans-serif)}
@media(prefers-reduced-motion:no-preference){.blink{animation:b .5s infinite alternate}}
@keyframes b{to{opacity:.3;transform:scale(1.2)}}
`;
