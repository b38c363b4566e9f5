import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { PropSignals } from '../../src/element';
import type { Lang } from '../../src/i18n';
import { getConfig } from '../../src/services/config';
import {
  createSchedule,
  fetchAvatar,
  fetchJson,
  httpUrl,
  isActivity,
  proofItems,
  SOURCE_TIMEOUT_MS,
  watchTriggers,
  type ProofItem,
} from '../../src/services/social-proof';
import { randomHue } from '../../src/ui/avatar';
import { bottomOffsets, claimBottom, isModalOpen, subscribe } from '../../src/ui/layers';
import type { socialProofProps } from './social-proof.props';

type Props = PropSignals<typeof socialProofProps>;

/** Layer-manager ids: two social-proof elements on one page each hold their own claim. */
let claims = 0;

/** The popup on screen: its item, the face once known (else initials) and the initials' colour. */
export interface Shown {
  item: ProofItem;
  photo: Signal<string | undefined>;
  hue: number;
  /** When it was shown: relative times are counted from here. */
  at: number;
}

/** What the model needs from its element. */
export interface SocialProofHost {
  /** The custom element: it claims the bottom-left corner in the page's layer manager. */
  element: HTMLElement;
  onShow(item: ProofItem): void;
  report(attribute: string, value: string, expected: string): void;
  /** Writes one console message for an endpoint that failed (the widget then stays silent). */
  warn(message: string): void;
}

/**
 * One widget's state: loads the items once, wires the triggers to the schedule and holds the popup
 * on screen. Everything (timers, scroll listener, fetches) stops on dispose.
 */
export function createSocialProofModel(props: Props, lang: ReadonlySignal<Lang>, host: SocialProofHost) {
  const current = signal<Shown | null>(null);
  const requests: AbortController[] = [];
  const controller = (): AbortController => {
    const c = new AbortController();
    requests.push(c);
    return c;
  };
  let disposed = false;

  const schedule = createSchedule({
    max: () => props.max.peek(),
    // While an Embudo modal is open the popups step aside: triggers wait for it to close.
    blocked: isModalOpen,
    show(item) {
      const shown: Shown = { item, photo: signal(isActivity(item) ? undefined : item.image), hue: randomHue(), at: Date.now() };
      current.value = shown;
      host.onShow(item);
      const service = props.avatarService.peek().trim();
      if (!service || shown.photo.peek()) return;
      if (!httpUrl(service, location.href, true)) {
        host.report('avatar-service', service, 'an https: URL of a random-user service');
        return;
      }
      void fetchAvatar(service, controller()).then((url) => {
        if (url && current.peek() === shown) shown.photo.value = url;
      });
    },
    hide() {
      current.value = null;
    },
  });

  const base = props.source.peek().trim() || `${getConfig().apiBase}/api/social-proof`;
  const url = httpUrl(base, location.href);
  if (!url) {
    host.report('source', base, 'an http(s) URL of the social-proof JSON');
    schedule.setItems([]);
  } else {
    url.searchParams.set('lang', lang.peek());
    fetchJson(url.href, SOURCE_TIMEOUT_MS, controller())
      .then((body) => {
        if (disposed) return;
        const items = proofItems(body, url.href, Date.now());
        if (!items) throw 'did not answer { activity, testimonials }';
        schedule.setItems(items);
      })
      .catch((reason: unknown) => {
        if (disposed) return;
        host.warn(`${url.href} ${typeof reason === 'string' ? reason : 'could not be reached'}; no popup will show.`);
        schedule.setItems([]);
      });
  }
  const stopTriggers = watchTriggers(() => schedule.trigger());
  // The bottom-left corner of the page's layer manager: the host is 0 × 0 while no popup is up, so
  // holding the claim for the element's life costs the others nothing.
  const release = claimBottom(`social-proof-${++claims}`, 'left', host.element);
  const unsubscribe = subscribe(() => {
    // A modal opened: the popup on screen goes now; the waiting triggers run once it closes.
    if (isModalOpen()) schedule.close();
    else schedule.pump();
    // Stay clear of whatever sits bottom-right (the chat button), however wide it grows.
    host.element.style.setProperty('--embudo-proof-clear', `${Math.ceil(bottomOffsets().rightWidth)}px`);
  });

  return {
    current: current as ReadonlySignal<Shown | null>,
    /** The close button. */
    close: () => schedule.close(),
    /** Pointer over / focus inside the popup stops its 8 s; leaving restarts what was left. */
    hold: schedule.hold,
    /** The face failed to load: back to the initials. */
    photoFailed(shown: Shown) {
      shown.photo.value = undefined;
    },
    dispose() {
      disposed = true;
      stopTriggers();
      unsubscribe();
      release();
      schedule.dispose();
      for (const c of requests) c.abort();
      current.value = null;
    },
  };
}

/** An instance of the social-proof model. */
export type SocialProofModel = ReturnType<typeof createSocialProofModel>;
