import { afterEach, describe, expect, it } from 'vitest';
import { invokerOf } from './invoker';

/** Clicks `target` and returns what `invokerOf` saw for `attribute`. */
function clickOn(target: Element, attribute: string, init: MouseEventInit = {}, taken = false): Element | undefined {
  let seen: Element | undefined;
  const listener = (event: MouseEvent): void => void (seen = invokerOf(event, attribute));
  document.addEventListener('click', listener);
  if (taken) target.addEventListener('click', (event) => event.preventDefault(), { once: true });
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', listener);
  return seen;
}

describe('invokerOf: the one rule for a click that opens a dialog', () => {
  afterEach(() => document.body.replaceChildren());

  it('finds the nearest element with the attribute, in the page and inside a shadow root', () => {
    const button = document.createElement('button');
    button.setAttribute('data-open-enrolment', '');
    const inner = button.appendChild(document.createElement('span'));
    document.body.append(button);
    expect(clickOn(inner, 'data-open-enrolment')).toBe(button);
    expect(clickOn(inner, 'data-open-masterclass')).toBeUndefined();
    const host = document.body.appendChild(document.createElement('div'));
    const shadowed = document.createElement('a');
    shadowed.setAttribute('data-embudo-open', 'brochure');
    host.attachShadow({ mode: 'open' }).append(shadowed);
    expect(clickOn(shadowed, 'data-embudo-open')).toBe(shadowed);
  });

  it('a modified, non-primary or already taken click opens nothing', () => {
    const button = document.body.appendChild(document.createElement('button'));
    button.setAttribute('data-open-masterclass', '');
    for (const init of [{ button: 1 }, { ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }]) {
      expect(clickOn(button, 'data-open-masterclass', init), JSON.stringify(init)).toBeUndefined();
    }
    expect(clickOn(button, 'data-open-masterclass', {}, true)).toBeUndefined();
    expect(clickOn(button, 'data-open-masterclass')).toBe(button);
  });
});
