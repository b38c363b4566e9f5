import { h } from 'preact';
import { CHAT_GREETINGS } from '../../src/data/contact';
import type { Lang } from '../../src/i18n/lang';
import { chatButtonMessages } from './chat-button.texts';
import { chatLink } from '../../src/services/contact';
import { focusOriginOf } from '../../src/ui/focus-return';
import type { ChatButtonModel } from './chat-button.model';

interface ChatButtonViewProps {
  model: ChatButtonModel;
  lang: Lang;
  /** Clicks (and Enter) on the link, with the link: tracking, the event, then the browser opens the chat. */
  onOpen: (event: MouseEvent, href: string) => void;
}

/**
 * A real link (keyboard, middle-click, "open in new tab" all work) in a round 56 px button; the
 * badge is drawn for the eye and the count is part of the link's name for screen readers. The link
 * carries the `message` (else the general greeting in `lang`) and the `phone` (else the configured number).
 * A click hides the button: if it had focus, focus goes back where it was before (never `<body>`).
 */
export function ChatButtonView({ model, lang, onOpen }: ChatButtonViewProps) {
  const { schedule } = model;
  const badge = schedule.badge.value;
  const href = chatLink({ text: model.message.value.trim() || CHAT_GREETINGS.general[lang], phone: model.phone.value || undefined });
  const text = chatButtonMessages[lang];
  return (
    <div part="base" class={model.visible.value ? 'base shown' : 'base'}>
      <a
        part="button"
        class="button"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={badge > 0 ? `${text.label} (${text.unread})` : text.label}
        ref={(el) => void (el && focusOriginOf(el))}
        onClick={(event) => {
          const origin = focusOriginOf(event.currentTarget);
          const held = origin.holds();
          onOpen(event, href);
          if (held) origin.restore();
        }}
        onPointerEnter={schedule.hover}
        onFocus={schedule.hover}
      >
        {/* The bubble with the handset cut out (evenodd), so it shows the button's colour through. */}
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill-rule="evenodd"
            d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zM9 7.5c-.6.6-.9 1.4-.7 2.2.4 1.5 1.2 2.8 2.3 3.9s2.6 2 4 2.3c.8.2 1.7 0 2.2-.6l.3-.6-2-1-.8.9c-1.2-.5-2.3-1.5-2.9-2.8l.8-.9-.9-2.1z"
          />
        </svg>
        {badge > 0 && (
          <span part="badge" class={schedule.blinking.value ? 'badge blink' : 'badge'} aria-hidden="true">
            {badge}
          </span>
        )}
      </a>
    </div>
  );
}
