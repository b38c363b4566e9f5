/**
 * Opens `url` in a new tab without a handle back to this page; false when the browser would not
 * (a popup blocker, a sandboxed frame). The chat app after a submit (./lead-form) and after a
 * discount link (./query-actions) open through it.
 */
export function openTab(url: string): boolean {
  try {
    // Not 'noopener' in the features: with it, open() returns null even when it worked.
    const opened = window.open(url, '_blank');
    if (opened) opened.opener = null;
    return !!opened;
  } catch {
    return false;
  }
}
