import { computed, createModel, effect, signal, type ReadonlySignal } from '@preact/signals-core';
import type { PropSignals } from '../../src/element';
import type { Lang } from '../../src/i18n/lang';
import { chatButtonMessages } from '../../src/i18n/chat-button';
import { CHAT_GREETINGS } from '../../src/data/contact';
import { chatSchedule } from '../../src/services/chat-schedule';
import { chatLink, parsePhone } from '../../src/services/contact';
import { track, trackCustom, trackFunnel } from '../../src/services/tracking';
import type { chatButtonProps } from './chat-button.props';

type Props = PropSignals<typeof chatButtonProps>;

/** What counts as the visitor being there (SPEC §4: mouse, key, scroll, touch). */
const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'scroll', 'wheel', 'touchstart'] as const;

/** The form `phone` must have: what config's `chatPhone` accepts. */
export const PHONE_EXPECTED = 'a phone number with its country code, 8 to 15 digits';

const reducedMotion = (): boolean => {
  try {
    return matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
};

/**
 * One chat button's state: the SPEC §4 schedule, the link and its label. `onBadPhone` reports a
 * `phone` that is not a number (the element logs it once and the configured number is used).
 */
export const ChatButtonModel = createModel((props: Props, lang: ReadonlySignal<Lang>, onBadPhone: (value: string) => void) => {
  const schedule = chatSchedule(
    () => ({ delay: props.delay.peek(), hideAfter: props.hideAfter.peek(), idleReset: props.idleReset.peek(), reappear: props.reappear.peek() }),
    reducedMotion,
  );
  // Returning the cleanup: it runs when the model is disposed (the element disconnected).
  effect(() => schedule.dispose);
  // A `delay` set by script after connecting still counts from the connection.
  effect(() => {
    void props.delay.value;
    schedule.retime();
  });
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
  const phone = computed(() => (props.phone.value.trim() === '' ? '' : (parsePhone(props.phone.value) ?? null)));
  effect(() => {
    if (phone.value === null) onBadPhone(props.phone.peek());
  });

  const href = computed(() =>
    chatLink({ text: props.message.value.trim() || CHAT_GREETINGS.general[lang.value], phone: phone.value || undefined }),
  );
  const label = computed(() => {
    const text = chatButtonMessages[lang.value];
    return schedule.badge.value > 0 ? `${text.label} (${text.unread})` : text.label;
  });
  /** True while an Embudo modal is open: the button steps aside (set by the layer manager). */
  const stepAside = signal(false);
  const visible = computed(() => schedule.shown.value && !stepAside.value);

  /** The visitor opened the chat (SPEC §4, §7): engaged, and WhatsAppClick, Contact, FunnelProgress 85. */
  const open = (): void => {
    schedule.click();
    trackCustom('WhatsAppClick');
    track('Contact');
    trackFunnel('clicked_whatsapp');
  };

  return { schedule, href, label, visible, stepAside, open };
});

/** An instance of the chat button model. */
export type ChatButtonModel = InstanceType<typeof ChatButtonModel>;
