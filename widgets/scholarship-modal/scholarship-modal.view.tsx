import { Fragment, h } from 'preact';
import { scholarshipMessages } from '../../src/i18n/scholarship-modal';
import { Check } from '../../src/ui/field';
import { LeadModal, Reveal, type LeadModalViewProps } from '../../src/ui/lead-modal';
import { PhoneInput } from '../../src/ui/phone-input';
import { trackChatOpen } from '../../src/services/tracking';

/** A link to another site, in a new tab; the links come from src/services/contact (https only). */
const newTab = (href: string, label: string, note: string, part: string) =>
  href && (
    // A tap on the chat link opens the chat app: a WhatsAppClick and a Contact like every opening.
    <a class={part === 'chat-link' ? 'button' : 'button secondary'} part={part} href={href} target="_blank" rel="noopener noreferrer" onClick={part === 'chat-link' ? () => trackChatOpen('scholarship') : undefined}>
      {label}
      <span class="visually-hidden"> {note}</span>
    </a>
  );

/**
 * "Solicita tu Beca Parcial": Nombre, Email and, once the email looks right, WhatsApp (country and
 * number); the privacy checkbox; the button's mobile and desktop texts; the five benefits. Sent:
 * the chat app link (it opens by itself 3 s after the submit) and the scheduling page.
 */
export function ScholarshipModalView(p: LeadModalViewProps) {
  const m = p.model;
  const s = scholarshipMessages[p.lang];
  const e = m.errors.value;
  return (
    <LeadModal
      {...p}
      title={s.title}
      sentTitle={s.sentTitle}
      fields={
        <Fragment>
          <Reveal shown={m.phoneShown.value}>
            <PhoneInput
              id="phone"
              label={s.phone}
              countryLabel={s.country}
              placeholder={s.phonePlaceholder}
              country={m.country.value}
              digits={m.digits.value}
              lang={p.lang}
              onCountry={(code) => m.edit('country', code)}
              onDigits={(digits) => m.edit('phone', digits)}
              error={e.phone ?? e.country}
            />
          </Reveal>
          <label class="cb" part="checkbox" for="consent">
            <input id="consent" type="checkbox" name="consent" checked={m.consent.value} onChange={(event) => (m.consent.value = event.currentTarget.checked)} />
            {s.consent}
          </label>
        </Fragment>
      }
      submit={
        <Fragment>
          <span class="mb">{s.submitMobile}</span>
          <span class="dk">{s.submitDesktop}</span>
        </Fragment>
      }
      aside={
        <section class="bn" part="benefits" aria-labelledby="bt">
          <h3 id="bt">{s.benefitsTitle}</h3>
          <ul>
            {s.benefits.map((benefit) => (
              <li>
                <Check />
                {benefit}
              </li>
            ))}
          </ul>
        </section>
      }
      next={
        <Fragment>
          {m.chatUrl.value && !m.chatBlocked.value && <p class="st">{s.chatSoon}</p>}
          {newTab(m.chatUrl.value, s.chat, s.newTab, 'chat-link')}
          {newTab(m.scheduleUrl.value, s.schedule, s.newTab, 'schedule-link')}
        </Fragment>
      }
    />
  );
}
