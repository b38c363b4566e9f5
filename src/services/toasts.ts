/**
 * The toaster as the services see it: a port. Services (the lead form, the query actions) raise
 * toasts through it and never import the view that paints them (src/ui/toaster implements it);
 * whoever composes a service with a page (a widget, a form chunk) passes the toaster in.
 */
import type { Lang } from '../i18n/lang';

/** What a toast says about itself: errors are announced at once (role=alert), the others politely. */
export type ToastKind = 'success' | 'error' | 'info';

/** A link a toast offers (opens in a new tab): what to do by hand when the page could not do it. */
export interface ToastAction {
  label: string;
  href: string;
  onClick?: () => void;
}

/** Shows `message` in `lang` (docs/product.md#toasts); returns the toast, for `dismiss`. */
export type ShowToast = (message: string, kind?: ToastKind, lang?: Lang, action?: ToastAction) => Element;

/** The page's toaster. */
export interface Toaster {
  show: ShowToast;
  /** Closes a toast now (its error was fixed); focus goes back where it was before the toast. */
  dismiss(item: Element): void;
  /** Makes the toaster's live regions now, before the first message (a form does it on open). */
  prepare(): void;
}
