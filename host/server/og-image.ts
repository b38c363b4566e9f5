/**
 * The link-preview pictures (`/og/<name>.<hash>.png`): the card the page's head names (its tree is
 * built with the page, host/app/og-card.ts) drawn with satori into SVG and with resvg into a
 * 1200 × 630 PNG. Drawn on first request, not at start (the server starts as fast as before), then
 * kept in memory: the address holds a hash of the card, so the same address is always the same
 * picture and is served as immutable. Content changes with a restart, which empties the memory.
 * satori and resvg are loaded on that first drawing too: importing them costs 0.6–0.8 s, which
 * the server's start does not pay.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SatoriOptions } from 'satori';

/** A card as the page's head gives it (host/app/og-card.ts OgCard): its address and its tree. */
export interface CardToDraw {
  readonly path: string;
  readonly tree: unknown;
}

export const OG_SIZE = { width: 1200, height: 630 } as const;

let fonts: SatoriOptions['fonts'] | undefined;

/** Inter from @fontsource/inter: satori reads WOFF (not WOFF2) or TTF. Read once, on first use. */
function interFonts(): SatoriOptions['fonts'] {
  if (fonts) return fonts;
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')), 'files');
  const weights = [400, 700, 800] as const;
  fonts = weights.map((weight) => ({
    name: 'Inter',
    weight,
    style: 'normal' as const,
    data: readFileSync(path.join(dir, `inter-latin-${weight}-normal.woff`)),
  }));
  return fonts;
}

/**
 * Loads the drawing libraries and the fonts ahead of the first card (the server calls it once its
 * pages are warm, after the start): the first shared link's picture then takes one drawing, not
 * the libraries' load too.
 */
export async function prepareDrawing(): Promise<void> {
  await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  interFonts();
}

/** Draws one card as a PNG (its size is the tree's own: the cards' 1200 × 630, the logo's 512 × 512). */
export async function drawCard(tree: unknown): Promise<Buffer> {
  const [{ default: satori }, { Resvg }] = await Promise.all([import('satori'), import('@resvg/resvg-js')]);
  const style = (tree as { props?: { style?: { width?: number; height?: number } } }).props?.style;
  const size = { width: style?.width ?? OG_SIZE.width, height: style?.height ?? OG_SIZE.height };
  const svg = await satori(tree as Parameters<typeof satori>[0], { ...size, fonts: interFonts() });
  return new Resvg(svg, { fitTo: { mode: 'width', value: size.width }, font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * The pictures drawn so far, by address; a request for one being drawn waits for the same drawing.
 * At most `max` are kept (about 220 KB each): the oldest goes first, so addresses left behind by
 * the days' new start dates do not pile up in memory.
 */
export function cardCache(max = 120): { get(card: CardToDraw): Promise<Buffer> } {
  const drawn = new Map<string, Promise<Buffer>>();
  return {
    get(card) {
      let png = drawn.get(card.path);
      if (png) {
        // Used again: moved to the newest end.
        drawn.delete(card.path);
        drawn.set(card.path, png);
        return png;
      }
      png = drawCard(card.tree);
      drawn.set(card.path, png);
      if (drawn.size > max) drawn.delete(drawn.keys().next().value!);
      // A failed drawing is not kept: the next request tries again.
      png.catch(() => drawn.delete(card.path));
      return png;
    },
  };
}
