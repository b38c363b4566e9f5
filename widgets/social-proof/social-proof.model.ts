import { signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import type { ComponentChild } from 'preact';
import type { PropSignals } from '../../src/element';
import type { Lang } from '../../src/i18n';
import { getConfig } from '../../src/services/config';
import { fetchJson } from '../../src/services/http';
import {
  createSchedule,
  httpUrl,
  isActivity,
  proofItems,
  SOURCE_TIMEOUT_MS,
  watchTriggers,
  type ProofItem,
  type Schedule,
} from '../../src/services/social-proof';
import { afterFirstMove } from '../../src/ui/first-move';
import type { socialProofProps } from './social-proof.props';

type Props = PropSignals<typeof socialProofProps>;

/** The popup on screen: its item, the face once known (else initials) and the initials' colour. */
export interface Shown {
  item: ProofItem;
  photo: Signal<string | undefined>;
  hue: number;
  /** When it was shown: relative times are counted from here. */
  at: number;
}

/**
 * What the popup needs only once it shows, loaded later (./social-proof.later): the view and its
 * styles (texts, country names and flags, relative times, initials), the avatar service and the
 * layer manager.
 */
export interface SocialProofPart {
  /** Styles added to the shadow root when the part arrives (the host's own rules come first). */
  styles: string;
  view(props: { model: SocialProofModel; lang: Lang }): ComponentChild;
  /** docs/product.md#calls: a face from the random-user service, or undefined (then initials). */
  fetchAvatar(service: string, controller: AbortController): Promise<string | undefined>;
  /** The initials' colour. */
  randomHue(): number;
  /** Whether an Embudo modal is open: popups step aside meanwhile. */
  isModalOpen(): boolean;
  /**
   * Claims the bottom-left corner for `element` in the page's layer manager and has `schedule`
   * step aside while a modal is open (the waiting triggers run once it closes). Returns the undo.
   */
  join(element: HTMLElement, schedule: Schedule): () => void;
}

/** What the model needs from its element. */
export interface SocialProofHost {
  /** The custom element: it claims the bottom-left corner in the page's layer manager. */
  element: HTMLElement;
  onShow(item: ProofItem): void;
  report(attribute: string, value: string, expected: string): void;
  /** Writes one console message for an endpoint that failed (the widget then stays silent). */
  warn(message: string): void;
  /** Asks for the later part at once: a trigger came before it arrived (a failed load is retried at the next one). */
  load(): void;
}

/**
 * One widget's state: loads the items once (at the visitor's first move or the first trigger),
 * wires the triggers to the schedule from its setup and holds the popup on screen once the later
 * part is `attach`ed; triggers that come before wait for it (and ask for it). Everything (timers, scroll listener, fetches) stops on dispose.
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
  /** The later part, once attached: the view renders and popups show from then on. */
  const part = signal<SocialProofPart | undefined>(undefined);
  let release: (() => void) | undefined;

  const schedule = createSchedule({
    max: () => props.max.peek(),
    // Until the part is here, and while an Embudo modal is open (the popups step aside), triggers wait.
    blocked() {
      const later = part.peek();
      return !later || later.isModalOpen();
    },
    show(item) {
      const later = part.peek()!;
      const shown: Shown = { item, photo: signal(isActivity(item) ? undefined : item.image), hue: later.randomHue(), at: Date.now() };
      current.value = shown;
      host.onShow(item);
      const service = props.avatarService.peek().trim();
      if (!service || shown.photo.peek()) return;
      if (!httpUrl(service, location.href, true)) {
        host.report('avatar-service', service, 'an https: URL of a random-user service');
        return;
      }
      void later.fetchAvatar(service, controller()).then((url) => {
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
  }
  // The items are fetched when they may soon be needed: at the visitor's first move on the page or
  // the first trigger, whichever comes first (a trigger waits for them), not on a page only loaded
  //. In the widget's language of that moment.
  let fetched = false;
  const fetchItems = (): void => {
    if (fetched || disposed || !url) return;
    fetched = true;
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
  };
  const stopFirstMove = new AbortController();
  if (url) afterFirstMove(fetchItems, stopFirstMove.signal);
  const stopTriggers = watchTriggers(() => {
    fetchItems();
    if (!part.peek()) host.load();
    schedule.trigger();
  });

  return {
    current: current as ReadonlySignal<Shown | null>,
    part: part as ReadonlySignal<SocialProofPart | undefined>,
    /** The later part arrived: the layer manager, the view, then the triggers that waited for it. */
    attach(later: SocialProofPart) {
      if (disposed || part.peek()) return;
      release = later.join(host.element, schedule);
      part.value = later;
      schedule.pump();
    },
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
      stopFirstMove.abort();
      stopTriggers();
      release?.();
      schedule.dispose();
      for (const c of requests) c.abort();
      current.value = null;
    },
  };
}

/** An instance of the social-proof model. */
export type SocialProofModel = ReturnType<typeof createSocialProofModel>;
