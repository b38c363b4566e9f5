/**
 * One MutationObserver for the page's `lang` attributes, shared by every widget that takes its
 * language from the page (no `lang` of its own): made when the first such widget connects, gone
 * when the last one leaves. Every Embudo bundle on a page finds the same one (a page slot), so
 * two scripts still mean one observer.
 */
import { pageSlot } from '../services/page-slot';

/** What a following widget does when some `lang` in the page changed: read its language again. */
type Follower = () => void;

interface LangWatch {
  observer: MutationObserver;
  followers: Set<Follower>;
}

const slot = pageSlot<LangWatch>('langWatch');

/** Calls `follower` after any `lang` attribute of the document changes, until `unfollowLang`. */
export function followLang(follower: Follower): void {
  let watch = slot.get();
  if (!watch) {
    const followers = new Set<Follower>();
    const observer = new MutationObserver(() => {
      for (const f of followers) f();
    });
    // Attributes only, `lang` only: the page's other mutations cost nothing.
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    watch = slot.set({ observer, followers });
  }
  watch.followers.add(follower);
}

/** Stops calling `follower`; the observer goes with the last one. */
export function unfollowLang(follower: Follower): void {
  const watch = slot.get();
  if (!watch) return;
  watch.followers.delete(follower);
  if (watch.followers.size === 0) {
    watch.observer.disconnect();
    slot.clear();
  }
}
