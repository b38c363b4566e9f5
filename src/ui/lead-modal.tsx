import { h, type ComponentChildren } from 'preact';
import { privacyPath } from '../data/site-links';
import type { Lang } from '../i18n/lang';
import { getConfig } from '../services/config';
import type { LeadForm } from '../services/lead-form';
import { Check, fieldStyles, Spinner, TextField } from './field';
import { Modal, modalStyles, type CloseReason } from './modal';

/** What a lead modal's view gets from its element. */
export interface LeadModalViewProps {
  model: LeadForm;
  open: boolean;
  lang: Lang;
  /** The element's `topic` attribute, where it has one (the scholarship form's 'advisor', 'masterclass'). */
  topic?: string;
  /** The element's `masterclass-at` attribute, where it has one (the scholarship form's masterclass). */
  masterclassAt?: string;
  onClose: (reason: CloseReason) => void;
}

/** What a widget's view adds to the shared lead form. */
export interface LeadModalProps extends LeadModalViewProps {
  title: string;
  /** The sent state's headline. */
  sentTitle: string;
  /** Fields after Email (the scholarship's WhatsApp and privacy checkbox). */
  fields?: ComponentChildren;
  /** The submit button's content. */
  submit: ComponentChildren;
  /** Beside the form (the scholarship's benefits). */
  aside?: ComponentChildren;
  /** After the sent state's status line (the scholarship's chat and scheduling links). */
  next?: ComponentChildren;
}

/** The text fields in order, by id: where focus starts. */
const FOCUS_ORDER = ['name', 'email', 'phone'] as const;

/** A block that grows open (height animated unless reduced motion); closed, it is inert and takes no space. */
export function Reveal({ shown, children }: { shown: boolean; children?: ComponentChildren }) {
  return (
    <div class={shown ? 'rv on' : 'rv'} inert={!shown}>
      <div>{children}</div>
    </div>
  );
}

/**
 * The lead form in its modal: Nombre and Email (plus the widget's fields), the honeypot, the submit
 * button with the privacy policy's link under it, and a refusal no field explains; once sent, the confirmation with how delivery is going.
 * Focus starts on the field at fault, else the first one still empty, else the button (a returning
 * visitor); on submit it goes to the first field at fault, whose message is read with its label.
 */
export function LeadModal(p: LeadModalProps) {
  const m = p.model;
  const t = m.texts.value;
  const e = m.errors.value;
  const sent = m.state.value === 'sent';
  const d = m.delivery.value;
  const empty = { name: !m.name.value, email: !m.email.value, phone: m.phoneShown.value && !m.digits.value };
  // A country error is shown (and fixed) in the phone field.
  const start = FOCUS_ORDER.find((f) => e[f] || (f === 'phone' && e.country)) ?? FOCUS_ORDER.find((f) => empty[f]) ?? 'submit';
  const send = (form: HTMLFormElement) => {
    if (!m.submit().ok) form.querySelector<HTMLElement>('[aria-invalid=true]')?.focus();
  };
  return (
    <Modal
      open={p.open}
      onClose={p.onClose}
      title={p.title}
      closeLabel={t.close}
      lang={p.lang}
      focus={sent ? 'h3' : start === 'submit' ? '.submit' : `#${start}`}
      focusKey={sent ? 'sent' : 'form'}
    >
      {sent ? (
        // Using the sent state (a key, a tap) keeps the modal open.
        <div class="sent" part="sent" onPointerDown={m.hold} onKeyDown={m.hold}>
          <div class="ok">
            <Check />
          </div>
          <h3 tabIndex={-1}>{p.sentTitle}</h3>
          <p>{m.sentMessage.value}</p>
          <p class="st" part="status" role="status">
            {(d?.state === 'queued' || d?.state === 'sending') && <Spinner />}
            {m.deliveryText.value}
          </p>
          {p.next}
        </div>
      ) : (
        <div class="lay">
          <form
            part="form"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              send(event.currentTarget);
            }}
          >
            <TextField
              id="name"
              label={t.name}
              value={m.name.value}
              onValue={(v) => m.edit('name', v)}
              autocomplete="name"
              placeholder={t.namePlaceholder}
              maxLength={100}
              error={e.name}
            />
            <TextField
              id="email"
              type="email"
              inputMode="email"
              label={t.email}
              value={m.email.value}
              onValue={(v) => m.edit('email', v)}
              autocomplete="email"
              placeholder={t.emailPlaceholder}
              required
              maxLength={254}
              error={e.email}
            />
            <label class="cb" part="checkbox notify" for="notify">
              <input
                id="notify"
                type="checkbox"
                name="notify"
                checked={m.notify.value}
                onChange={(event) => m.setNotify(event.currentTarget.checked)}
              />
              {t.notify}
            </label>
            {p.fields}
            {/* The field only people never see: bots fill it, and its value (meta.hp) quarantines their lead. */}
            <div class="hp" aria-hidden="true">
              <label for="hp-website">{t.honeypot}</label>
              <input
                id="hp-website"
                name="website"
                tabIndex={-1}
                autocomplete="off"
                value={m.honeypot.value}
                onInput={(event) => (m.honeypot.value = event.currentTarget.value)}
              />
            </div>
            {/* The click (Enter in a field clicks it too) sends, not the form's submit event: a page in
                `<iframe sandbox="allow-scripts">` without allow-forms never fires that event. */}
            <button
              class="button submit"
              part="submit-button"
              onClick={(event) => {
                event.preventDefault();
                send(event.currentTarget.form!);
              }}
            >
              {p.submit}
            </button>
            {/* On a partner's page too: the policy is on the Embudo server. */}
            <p class="pp" part="privacy">
              {t.privacy[0]}
              <a href={getConfig().apiBase + privacyPath(p.lang)} target="_blank" rel="noopener">
                {t.privacy[1]}
                <span class="visually-hidden"> {t.newTab}</span>
              </a>
              {t.privacy[2]}
            </p>
            <p class="e" part="form-error" role="alert">
              {e.other ?? (m.phoneShown.value ? undefined : (e.phone ?? e.country))}
            </p>
          </form>
          {p.aside}
        </div>
      )}
    </Modal>
  );
}

/** Styles of a lead modal: the shell, fields and the pieces above. */
export const leadModalStyles =
  modalStyles +
  fieldStyles +
  '.lay{display:grid;gap:1.25em}' +
  '.rv{display:grid;grid-template-rows:0fr;visibility:hidden;transition:grid-template-rows .25s,visibility .25s}' +
  '.rv.on{grid-template-rows:1fr;visibility:visible}' +
  '.rv>div{min-height:0;overflow:hidden}' +
  '.on>div{padding:4px;margin:-4px}' +
  '.hp{position:absolute;left:-1e4px;width:1px;height:1px;overflow:hidden}' +
  '.cb{display:flex;align-items:center;gap:.625em;min-height:2.75em;font-size:.9375em;color:var(--m);cursor:pointer}' +
  '.cb input{width:1.25em;height:1.25em;margin:0;accent-color:var(--a)}' +
  '.submit{margin-top:.5em}' +
  '.pp{margin:.625em 0 0;font-size:.8125em;color:var(--m);text-align:center}' +
  '.pp a{color:inherit}' +
  '.pp+.e{margin-top:.75em}' +
  '.sent{display:flex;flex-direction:column;align-items:center;gap:.75em;text-align:center}' +
  '.sent p,h3{margin:0}' +
  'h3{font-size:1.25em;font-weight:750}' +
  'h3:focus{outline:0}' +
  '.ok{display:grid;place-items:center;width:3.5em;height:3.5em;border-radius:50%;background:color-mix(in srgb,var(--g) 14%,transparent)}' +
  '.ok .ck{width:2em;height:2em}' +
  '.st{display:flex;align-items:center;gap:.5em;font-size:.875em;color:var(--m)}' +
  '@media(prefers-reduced-motion:reduce){.rv{transition:none}}';
