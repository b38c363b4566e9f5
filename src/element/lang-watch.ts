/**
 * One MutationObserver for the page's `lang` attributes, shared by every widget that takes its
 * language from the page (no `lang` of its own): made when the first such widget connects, gone
 * when the last one leaves. Every Embudo bundle on a page finds the same one (kept on `document`
 * under a `Symbol.for` key), so two scripts still mean one observer.
 */

/** What a following widget does when some `lang` in the page changed: read its language again. */
type Follower = () => void;

interface LangWatch {
  observer: MutationObserver;
  followers: Set<Follower>;
}

const WATCH = Symbol.for('embudo.langWatch');
type WithWatch = Document & { [WATCH]?: LangWatch };

/** Calls `follower` after any `lang` attribute of the document changes, until `unfollowLang`. */
export function followLang(follower: Follower): void {
  const doc = document as WithWatch;
  let watch = doc[WATCH];
  if (!watch) {
    const followers = new Set<Follower>();
    const observer = new MutationObserver(() => {
      for (const f of followers) f();
    });
    // Attributes only, `lang` only: the page's other mutations cost nothing.
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
    watch = doc[WATCH] = { observer, followers };
  }
  watch.followers.add(follower);
}

/** Stops calling `follower`; the observer goes with the last one. */
export function unfollowLang(follower: Follower): void {
  const doc = document as WithWatch;
  const watch = doc[WATCH];
  if (!watch) return;
  watch.followers.delete(follower);
  if (watch.followers.size === 0) {
    watch.observer.disconnect();
    delete doc[WATCH];
  }
}
