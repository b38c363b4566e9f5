/**
 * Page scroll lock for modals: `overflow: hidden` on the root element while at least one Embudo
 * modal is open, then the page's own inline values back exactly as they were.
 *
 * The count is a page slot (../services/page-slot) so that two Embudo bundles on one page (each
 * with its own copy of this module) share it: the second lock must not save "hidden" as the
 * page's value, and the first release must not unlock while another modal is still open.
 */
import { pageSlot } from '../services/page-slot';

/** Open locks, and the page's inline [property, value, priority] of each longhand we touch. */
type LockState = [count: number, saved: [prop: string, value: string, priority: string][]];

const slot = pageSlot<LockState>('scroll-lock');

/** Locks page scroll until the returned function is called (idempotent); nested locks are counted. */
export function lockScroll(): () => void {
  const style = document.documentElement.style;
  let state = slot.get();
  if (!state) {
    // Longhands, not the `overflow` shorthand, so a page's lone `overflow-y: scroll` comes back too.
    state = slot.set([
      0,
      ['overflow-x', 'overflow-y', 'scrollbar-gutter'].map(
        (p) => [p, style.getPropertyValue(p), style.getPropertyPriority(p)] as [string, string, string],
      ),
    ]);
    // A page with a visible scrollbar keeps its gutter, so nothing under the modal jumps sideways.
    if (innerWidth > document.documentElement.clientWidth) style.setProperty('scrollbar-gutter', 'stable', 'important');
    // Inline !important beats the page's stylesheet !important (`html{overflow:auto!important}`).
    style.setProperty('overflow-x', 'hidden', 'important');
    style.setProperty('overflow-y', 'hidden', 'important');
  }
  state[0]++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--state[0]) return;
    for (const [prop, value, priority] of state[1]) {
      if (value) style.setProperty(prop, value, priority);
      else style.removeProperty(prop);
    }
    slot.clear();
  };
}
