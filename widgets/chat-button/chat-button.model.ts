import { computed, createModel, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { ComponentChild } from 'preact';
import type { PropSignals } from '../../src/element';
import type { Lang } from '../../src/i18n/lang';
import { chatSchedule } from '../../src/services/chat-schedule';
import type { chatButtonProps } from './chat-button.props';

type Props = PropSignals<typeof chatButtonProps>;

/** What counts as the visitor being there (docs/product.md#chat-button: mouse, key, scroll, touch). */
const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** The form `phone` must have: what config's `chatPhone` accepts. */
export const PHONE_EXPECTED = 'a phone number with its country code, 8 to 15 digits';

/**
 * `parsePhone` of src/services/contact, repeated here on purpose: contact (with the link builder
 * and the greetings) comes with the later part, while a bad `phone` is reported at connect time.
 * A unit test keeps the two in step.
 */
export function phoneDigits(value: string): string | undefined {
  const digits = value.replace(/[\s+().-]/g, '');
  return /^\d{8,15}$/.test(digits) ? digits : undefined;
}

const reducedMotion = (): boolean => {
  try {
    return matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
};

/**
 * What the button needs only once it shows, loaded later (./chat-button.later): the view and its
 * styles, the link and label, the click's tracking and the layer manager.
 */
export interface ChatButtonPart {
  /** Styles added to the shadow root when the part arrives (the host's own rules come first). */
  styles: string;
  /** The view (a link with the badge), with the link built and the label in `lang`. */
  view(props: { model: ChatButtonModel; lang: Lang; onOpen: (event: MouseEvent, href: string) => void }): ComponentChild;
  /** Tracks the click (docs/product.md#chat-button, docs/product.md#tracking): WhatsAppClick, Contact, FunnelProgress 85. */
  tracked(): void;
  /** Joins the page's layer manager (claims the bottom-right corner, steps aside for modals); returns the undo. */
  join(model: ChatButtonModel, element: HTMLElement): () => void;
}

/**
 * One chat button's state: the docs/product.md#chat-button schedule, from the moment it is created (the element's
 * connection), and the `phone` check. `onBadPhone` reports a `phone` that is not a number (the
 * element logs it once and the configured number is used); `onDue` is called each time the button
 * is due to show (the element then makes sure its later part is there).
 */
export const ChatButtonModel = createModel((props: Props, onBadPhone: (value: string) => void, onDue: () => void) => {
  const schedule = chatSchedule(
    () => ({
      delay: props.delay.peek(),
      hideAfter: props.hideAfter.peek(),
      idleReset: props.idleReset.peek(),
      reappear: props.reappear.peek(),
    }),
    reducedMotion,
  );
  // Returning the cleanup: it runs when the model is disposed (the element disconnected).
  effect(() => schedule.dispose);
  effect(() => {
    if (schedule.shown.value) onDue();
  });
  // A `delay` set by script after connecting still counts from the connection. (The read is used,
  // not a bare `void x.value`: the minifier drops reads whose value goes nowhere, see rollup.config.ts.)
  effect(() => schedule.retime(props.delay.value));
  // The page's activity is watched only while engaged; passive, capture (element scrolls too).
  effect(() => {
    if (!schedule.engaged.value) return;
    const onActivity = (): void => schedule.activity();
    for (const type of ACTIVITY) window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY) window.removeEventListener(type, onActivity, { capture: true });
    };
  });

  /** The `phone` attribute as digits; '' when absent, null when it is not a phone number. */
  const phone = computed(() => (props.phone.value.trim() === '' ? '' : (phoneDigits(props.phone.value) ?? null)));
  effect(() => {
    if (phone.value === null) onBadPhone(props.phone.peek());
  });

  /** True while an Embudo modal is open: the button steps aside (set by the layer manager). */
  const stepAside = signal(false);
  const visible = computed(() => schedule.shown.value && !stepAside.value);
  /** The later part, once it has arrived for this button (its styles added): the view renders from then on. */
  const part = signal<ChatButtonPart | undefined>(undefined);

  return { schedule, phone, message: props.message as ReadonlySignal<string>, visible, stepAside, part };
});

/** An instance of the chat button model. */
export type ChatButtonModel = InstanceType<typeof ChatButtonModel>;
