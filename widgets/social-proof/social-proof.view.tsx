import { h } from 'preact';
import { LOCALES, type Lang } from '../../src/i18n/lang';
import { socialProofMessages } from './social-proof.texts';
import { proofPlace } from '../../src/data/social-proof-countries';
import { isActivity } from '../../src/services/social-proof';
import { InitialsAvatar } from '../../src/ui/avatar';
import { focusOriginOf } from '../../src/ui/focus-return';
import type { Shown, SocialProofModel } from './social-proof.model';

/** "hace 12 minutos" / "12 minutes ago" from a real instant (Intl.RelativeTimeFormat, largest whole unit). */
export function relativeTime(at: number, now: number, lang: Lang): string {
  let value = Math.max(0, (now - at) / 1000);
  let unit: Intl.RelativeTimeFormatUnit = 'second';
  for (const [next, size] of [
    ['minute', 60],
    ['hour', 60],
    ['day', 24],
  ] as const) {
    if (value < size) break;
    value /= size;
    unit = next;
  }
  return new Intl.RelativeTimeFormat(LOCALES[lang], { numeric: 'auto' }).format(-Math.floor(value), unit);
}

interface SocialProofViewProps {
  model: SocialProofModel;
  lang: Lang;
}

/** The popup's words: an activity sentence with its real relative time, or a quote with first name and country. */
function Content({ shown, lang }: { shown: Shown; lang: Lang }) {
  const { item } = shown;
  const m = socialProofMessages[lang];
  const place = proofPlace(item.country, lang);
  if (isActivity(item)) {
    const sentence = `${m.someone.replace('{country}', place.name)} ${m[item.kind]} ${relativeTime(item.at, shown.at, lang)}`;
    return (
      <p part="text" class="text">
        <span class="flag" aria-hidden="true">
          {place.flag}
        </span>{' '}
        {sentence}
      </p>
    );
  }
  const firstName = item.name.trim().split(/\s+/)[0];
  return (
    <p part="text" class="text">
      {/* A quote longer than its room (a few lines) scrolls inside the card: it is then a tab stop,
          so a keyboard can scroll it too (WCAG 2.1.1, axe's scrollable-region-focusable); one that
          fits is not. Asked at every render: the element may carry the next popup's quote. */}
      <q part="quote" class="quote" ref={(el) => void (el && (el.tabIndex = el.scrollHeight > el.clientHeight ? 0 : -1))}>
        {item.quote[lang]}
      </q>
      <span part="author" class="author">
        {firstName}
        {item.country && (
          <span>
            {' '}
            · <span aria-hidden="true">{place.flag}</span> {place.name}
          </span>
        )}
      </span>
    </p>
  );
}

/**
 * The popup. The `role=status` region is always there (a region created with its text is often not
 * announced); the card fills it while a popup is up. The close button sits outside the region so
 * its label is not read as part of the message. Closing it puts focus back where it was before it
 * entered the popup (a keyboard user keeps their place).
 */
export function SocialProofView({ model, lang }: SocialProofViewProps) {
  const shown = model.current.value;
  const photo = shown?.photo.value;
  const name = shown && !isActivity(shown.item) ? shown.item.name : undefined;
  // mouseenter/mouseleave hold by hover, focusin/focusout by focus.
  const hold = ({ type }: Event): void => model.hold(type[0] === 'm' ? 'hover' : 'focus', /enter|in$/.test(type));
  const close = (event: MouseEvent): void => {
    const origin = focusOriginOf((event.currentTarget as Element).parentElement!);
    model.close();
    origin.restore();
  };
  return (
    <div
      ref={(el) => void (el && focusOriginOf(el))}
      part="base"
      class={shown ? 'base on' : 'base'}
      onMouseEnter={hold}
      onMouseLeave={hold}
      onFocusIn={hold}
      onFocusOut={hold}
    >
      <div class="msg" role="status" aria-live="polite">
        {shown && [
          photo ? (
            <img
              key={photo}
              part="avatar"
              class="avatar"
              src={photo}
              alt=""
              width={128}
              height={128}
              referrerpolicy="no-referrer"
              onError={() => model.photoFailed(shown)}
            />
          ) : (
            <InitialsAvatar key="initials" name={name?.trim().split(/\s+/)[0]} hue={shown.hue} />
          ),
          <Content key="content" shown={shown} lang={lang} />,
        ]}
      </div>
      {shown && (
        <button part="close-button" class="close" type="button" aria-label={socialProofMessages[lang].close} onClick={close}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
