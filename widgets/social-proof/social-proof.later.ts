/**
 * The later part of embudo-social-proof (see ./social-proof.element): what the popup needs only
 * once it shows. A chunk of the ESM build, loaded on idle after the visitor's first move on the page or
 * at once when a trigger comes first; inside the standalone scripts (their dynamic import inlined).
 */
import { h } from 'preact';
import { fetchJson } from '../../src/services/http';
import { httpUrl } from '../../src/services/social-proof';
import { randomHue } from '../../src/ui/avatar';
import { bottomOffsets, claimBottom, isModalOpen, subscribe } from '../../src/ui/layers';
import type { SocialProofPart } from './social-proof.model';
import { socialProofStyles } from './social-proof.styles';
import { SocialProofView } from './social-proof.view';

/** docs/product.md#calls: the random-user service gets 3 s. */
const AVATAR_TIMEOUT_MS = 3_000;

/** Layer-manager ids: two social-proof elements on one page each hold their own claim. */
let claims = 0;

/**
 * docs/product.md#calls: a face from the random-user service (`results[0].picture.medium`), https only, within
 * 3 s; undefined on any failure, hang or odd answer (the caller then draws initials).
 */
async function fetchAvatar(service: string, controller?: AbortController): Promise<string | undefined> {
  try {
    const body = (await fetchJson(service, AVATAR_TIMEOUT_MS, controller)) as { results?: { picture?: { medium?: unknown } }[] };
    const medium = body?.results?.[0]?.picture?.medium;
    return typeof medium === 'string' ? httpUrl(medium, service, true)?.href : undefined;
  } catch {
    return undefined;
  }
}

/** The part: view, styles, avatars, layers. */
export const later: SocialProofPart = {
  styles: socialProofStyles,
  view: (props) => h(SocialProofView, props),
  fetchAvatar,
  randomHue: () => randomHue(),
  isModalOpen,
  /**
   * The bottom-left corner of the page's layer manager: the host is 0 × 0 while no popup is up, so
   * holding the claim for the element's life costs the others nothing.
   */
  join(element, schedule) {
    const release = claimBottom(`social-proof-${++claims}`, 'left', element);
    // Stay clear of whatever sits bottom-right (the chat button), however wide it grows: from now
    // (it may have shown before this part arrived), then at each change.
    const clear = (): void => element.style.setProperty('--embudo-proof-clear', `${Math.ceil(bottomOffsets().rightWidth)}px`);
    clear();
    const unsubscribe = subscribe(() => {
      // A modal opened: the popup on screen goes now; the waiting triggers run once it closes.
      if (isModalOpen()) schedule.close();
      else schedule.pump();
      clear();
    });
    return () => {
      unsubscribe();
      release();
    };
  },
};
