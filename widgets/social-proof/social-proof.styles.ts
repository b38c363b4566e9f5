/**
 * The popup's styles, with the later part (the host's own rules are the element's, there from its
 * connection). Only the card takes clicks.
 */
export const socialProofStyles = `.base,.msg{display:flex;align-items:center;gap:.75em}
.base{font-size:.875em}
.on{pointer-events:auto;position:relative;padding:.75em 2.5em .75em .75em;border:1px solid transparent;border-radius:var(--embudo-radius,.75em);background:var(--embudo-surface,#fff);box-shadow:0 .5em 1.5em #0f172a40}
@media(prefers-reduced-motion:no-preference){.on{animation:a .3s ease-out}@keyframes a{from{opacity:0;transform:translateY(1em)}}}
.avatar{flex:none;width:3em;height:3em;border-radius:50%;object-fit:cover}
p{margin:0;overflow-wrap:anywhere}
q{display:block;max-height:6em;overflow:auto;font-style:italic}
.author{display:block;margin-top:.25em;font-weight:600;color:var(--embudo-muted,#475569)}
button{position:absolute;top:.25em;right:.25em;width:2.25em;height:2.25em;border:1px solid transparent;border-radius:.5em;background:none;color:inherit;font:inherit;font-size:1.125em;cursor:pointer}
:focus-visible{outline:.1875em solid var(--embudo-focus-ring,#4338ca);outline-offset:-.1875em}
`;
