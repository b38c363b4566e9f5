/**
 * The picture a shared link shows (`og:image`, 1200 × 630): one card per page type, drawn from the
 * page's own texts in its language, in the brand's palette (docs/product.md#look: night band, indigo action,
 * slate text). Here the card is data only — a tree of boxes and texts in the form satori reads —
 * so it is built beside the page's head from the same content; the server turns it into a PNG
 * (host/server/og-image.ts) the first time its address is asked for. The address carries a hash
 * of the tree, so a changed text or design is a new address and an old one can be cached forever.
 */
import type { Lang } from './i18n';

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

/** A box or a text, as satori takes it (React's element shape without React). */
export interface CardNode {
  readonly type: 'div' | 'span' | 'svg' | 'path' | 'rect';
  readonly props: {
    readonly style?: Readonly<Record<string, string | number>>;
    readonly children?: string | CardNode | ReadonlyArray<CardNode | string>;
    readonly [attribute: string]: unknown;
  };
}

/** One card: what it says, its tree and the address it is served at. */
export interface OgCard {
  /** `landing-es`, `enrol-fullstack-en`, `post-<slug>`: the readable part of the address. */
  readonly name: string;
  readonly lang: Lang;
  /** The texts on it, for `og:image:alt`. */
  readonly alt: string;
  readonly tree: CardNode;
  /** Site-relative: `/og/<name>.<hash>.png`. */
  readonly path: string;
}

/** The texts of a card: the page type's label, the title and one line of detail (a date, a lead). */
export interface CardText {
  readonly name: string;
  readonly lang: Lang;
  readonly brand: string;
  readonly label: string;
  readonly title: string;
  readonly detail?: string;
  /** The demo profile's mark ('Contenido de demostración'), as every page of it carries. */
  readonly demo?: string;
}

const INK = '#0f172a';
const NIGHT_CARD = '#1e293b';
const ACTION = '#4338ca';
const SOFT = '#cbd5e1';
const WHITE = '#ffffff';

const div = (style: Record<string, string | number>, children?: CardNode['props']['children']): CardNode => ({
  type: 'div',
  props: { style, ...(children === undefined ? {} : { children }) },
});

/** The school's mark (layout/logo.tsx), at `size` px. */
function mark(size: number): CardNode {
  return {
    type: 'svg',
    props: {
      width: size,
      height: size,
      viewBox: '0 0 32 32',
      children: [
        { type: 'rect', props: { width: 32, height: 32, rx: 8, fill: ACTION } },
        { type: 'path', props: { d: 'M8 9h16l-6 8v6l-4 2v-8z', fill: WHITE } },
      ],
    },
  };
}

/** The title's size: long titles (blog posts) step down so they stay within three lines. */
function titleSize(title: string): number {
  if (title.length <= 40) return 68;
  if (title.length <= 70) return 58;
  return 48;
}

/** The card's tree for its texts. */
export function cardTree(text: CardText): CardNode {
  return div(
    {
      width: OG_WIDTH,
      height: OG_HEIGHT,
      boxSizing: 'border-box',
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      padding: '64px 72px',
      fontFamily: 'Inter',
      color: WHITE,
      backgroundColor: INK,
      backgroundImage: `radial-gradient(circle at 88% 12%, ${ACTION} 0%, rgba(67, 56, 202, 0.35) 28%, rgba(15, 23, 42, 0) 60%), linear-gradient(160deg, ${INK} 0%, ${NIGHT_CARD} 100%)`,
    },
    [
      div({ display: 'flex', alignItems: 'center', gap: 20 }, [
        mark(64),
        div({ fontSize: 36, fontWeight: 800, letterSpacing: -0.5 }, text.brand),
      ]),
      div({ display: 'flex', flexDirection: 'column', gap: 24 }, [
        div({ display: 'flex', gap: 16 }, [
          div(
            {
              backgroundColor: ACTION,
              color: WHITE,
              fontSize: 26,
              fontWeight: 700,
              padding: '8px 20px',
              borderRadius: 12,
              textTransform: 'uppercase',
              letterSpacing: 1,
            },
            text.label,
          ),
          ...(text.demo
            ? [
                div(
                  { border: `2px solid ${SOFT}`, color: SOFT, fontSize: 26, fontWeight: 700, padding: '6px 18px', borderRadius: 12 },
                  text.demo,
                ),
              ]
            : []),
        ]),
        div({ fontSize: titleSize(text.title), fontWeight: 800, lineHeight: 1.1, letterSpacing: -1, maxWidth: 1040 }, text.title),
        ...(text.detail ? [div({ fontSize: 32, color: SOFT, lineHeight: 1.3, maxWidth: 1040 }, text.detail)] : []),
      ]),
    ],
  );
}

/**
 * A short, stable hash of a text (53-bit, base 36): the card's address changes with its content.
 * Not for secrets: only to tell two versions of a card apart.
 */
export function shortHash(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** A card with its tree and address. */
export function ogCard(text: CardText): OgCard {
  const tree = cardTree(text);
  const alt = [text.brand, text.demo, text.label, text.title, text.detail].filter(Boolean).join(' · ');
  return { name: text.name, lang: text.lang, alt, tree, path: `/og/${text.name}.${shortHash(JSON.stringify(tree))}.png` };
}
