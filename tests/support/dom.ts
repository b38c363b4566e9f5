/**
 * What the unit tests of the widgets and their services do to the DOM again and again: look inside
 * a widget's shadow root, type into a field, submit a form, read the page's toasts. One module, so
 * each test file says only what it checks.
 */

/** The first match of `selector` inside `el`'s shadow root (null when none). */
export const $ = <E extends Element = HTMLElement>(el: Element, selector: string): E | null => el.shadowRoot!.querySelector<E>(selector);

/** Sets a field's value as typing would, with the `input` event the widgets listen to. */
export function type(input: HTMLInputElement, value: string): void {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Submits `target` (a form, or a widget whose shadow root holds one) as the submit button would. */
export function submit(target: Element): void {
  const form = target instanceof HTMLFormElement ? target : $<HTMLFormElement>(target, 'form')!;
  form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
}

/** The texts of the page's toasts, oldest first (the one toaster, wherever it sits: inside an open dialog too). */
export function toastTexts(): (string | null)[] {
  const registry = (document as unknown as Record<symbol, { host: HTMLElement } | undefined>)[Symbol.for('embudo.toaster')];
  return [...(registry?.host.shadowRoot?.querySelectorAll('.toast .text') ?? [])].map((t) => t.textContent);
}
