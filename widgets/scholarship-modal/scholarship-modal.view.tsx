import { Fragment, h } from 'preact';
import { scholarshipMessages } from '../../src/services/scholarship-form.texts';
import { Check } from '../../src/ui/field';
import { LeadModal, Reveal, type LeadModalViewProps } from '../../src/ui/lead-modal';
import { PhoneInput } from '../../src/ui/phone-input';
import { trackChatOpen } from '../../src/services/tracking';
import { masterclassAt, masterclassWhen } from '../../src/services/scholarship-form';

/** A link to another site, in a new tab; the links come from src/services/contact (https only). */
const newTab = (href: string, label: string, note: string, part: string, primary = part === 'chat-link') =>
  href && (
    // A tap on the chat link opens the chat app: a WhatsAppClick and a Contact like every opening.
    <a
      class={primary ? 'button' : 'button secondary'}
      part={part}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      onClick={part === 'chat-link' ? () => trackChatOpen('scholarship') : undefined}
    >
      {label}
      <span class="visually-hidden"> {note}</span>
    </a>
  );

/**
 * "Solicita tu Beca Parcial": Nombre, Email and, once the email looks right, WhatsApp (country and
 * number); the privacy checkbox; the button's mobile and desktop texts; the five benefits. Sent:
 * the chat app link (it opens by itself 3 s after the submit) and the scheduling page. As the
 * way to talk to an advisor (`topic="advisor"`): its own headline and button, no benefits, and once
 * sent the call booking, prefilled, as the one next step. As the masterclass registration
 * (`topic="masterclass"`): the class's date and time in the visitor's zone and the school's
 * beside the form, or that none is scheduled yet, and a sent state that says what follows.
 */
export function ScholarshipModalView(p: LeadModalViewProps) {
  const m = p.model;
  const s = scholarshipMessages[p.lang];
  const e = m.errors.value;
  const note = m.texts.value.newTab;
  // `topic="advisor"`: the same fields, to book a call with an advisor (no benefits, no chat).
  const advisor = p.topic === 'advisor' ? s.advisor : undefined;
  // `topic="masterclass"`: the same fields, for a seat at the class (or word of the next one).
  const mc = p.topic === 'masterclass' ? s.masterclass : undefined;
  const when = mc && masterclassWhen(p.masterclassAt, p.lang);
  return (
    <LeadModal
      {...p}
      title={mc ? (when ? mc.title : mc.nextTitle) : (advisor?.title ?? s.title)}
      sentTitle={mc ? (when ? mc.sentTitle : mc.nextSentTitle) : (advisor?.sentTitle ?? s.sentTitle)}
      fields={
        <Fragment>
          <Reveal shown={m.phoneShown.value}>
            <PhoneInput
              id="phone"
              label={s.phone}
              countryLabel={s.country}
              groups={s.countryGroups}
              placeholder={s.phonePlaceholder}
              country={m.region.value}
              visitor={m.country.value}
              listed={m.prefixesListed.value}
              onReach={m.listPrefixes}
              digits={m.digits.value}
              lang={p.lang}
              onCountry={(code) => m.edit('country', code)}
              onDigits={(digits) => m.edit('phone', digits)}
              error={e.phone ?? e.country}
            />
          </Reveal>
          <label class="cb" part="checkbox" for="consent">
            <input
              id="consent"
              type="checkbox"
              name="consent"
              checked={m.consent.value}
              onChange={(event) => (m.consent.value = event.currentTarget.checked)}
            />
            {s.consent}
          </label>
        </Fragment>
      }
      submit={
        (mc && (when ? mc.submit : mc.nextSubmit)) ??
        advisor?.submit ?? (
          <Fragment>
            <span class="mb">{s.submitMobile}</span>
            <span class="dk">{s.submitDesktop}</span>
          </Fragment>
        )
      }
      aside={
        mc ? (
          // Not a region: the masterclass page has one named "Próxima masterclass" already.
          <div class="bn" part="masterclass">
            <h3>{mc.heading}</h3>
            {when ? (
              <Fragment>
                <p class="mw">
                  <time dateTime={masterclassAt(p.masterclassAt)!}>
                    <Unbroken text={mc.yourTime.replace('{when}', () => when.local)} />
                  </time>
                </p>
                <p>
                  <Unbroken text={mc.schoolTime.replace('{when}', () => when.school)} />
                </p>
              </Fragment>
            ) : (
              <p>{mc.noDate}</p>
            )}
          </div>
        ) : (
          !advisor && (
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
          )
        )
      }
      next={
        <Fragment>
          {m.chatUrl.value && !m.chatBlocked.value && <p class="st">{s.chatSoon}</p>}
          {newTab(m.chatUrl.value, s.chat, note, 'chat-link')}
          {newTab(m.scheduleUrl.value, advisor?.book ?? s.schedule, note, 'schedule-link', !!advisor)}
        </Fragment>
      }
    />
  );
}

/**
 * A date line whose last two words (the time and its zone: "18:00 GMT-6", "6:00 PM") never break
 * apart: a phone's narrow line would otherwise split "GMT-" from "6" at the hyphen.
 */
function Unbroken({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ', text.lastIndexOf(' ') - 1);
  if (cut < 0) return <Fragment>{text}</Fragment>;
  return (
    <Fragment>
      {text.slice(0, cut + 1)}
      <span style={{ whiteSpace: 'nowrap' }}>{text.slice(cut + 1)}</span>
    </Fragment>
  );
}
