/**
 * The lead form shared by the scholarship and brochure modals: fields (prefilled from the contract's (docs/product.md#storage-keys)
 * storage keys), the submit rules of docs/product.md#validation, the shared lead contract, the exact docs/product.md#lead-calls body,
 * the durable outbox, tracking, toasts, and what happens after (close, chat app, scheduling). What
 * differs between the two forms is a `LeadFormKind` (./scholarship-form, ./brochure-form, each in
 * its own module so a widget bundle carries only its own form's code and texts).
 *
 * The visitor sees success as soon as the lead is in the outbox (it is durable from then on); if
 * the API later refuses it (a 4xx naming a field), the form opens again with that field marked and
 * everything typed kept, and the corrected submit reuses the same lead id.
 */
import { action, batch, computed, createModel, effect, signal, untracked, type ReadonlySignal } from '@preact/signals-core';
import { isCountryCode, type CountryCode } from '../contracts/country';
import { PAGE_URL_FORM } from '../contracts/fields';
import { EMAIL_PATTERN, PHONE_PATTERN, validateLead, type FieldIssue, type Lead, type LeadKind } from '../contracts/lead';
import type { Lang } from '../i18n/lang';
import { needsOptIn } from '../data/opt-in-countries';
import { leadFormMessages, type LeadFormMessages } from './lead-form.texts';
import type { phoneFits, phoneNumber, splitPhone } from './phone';
import { getConfig } from './config';
import { COUNTRY_DETECTED_EVENT, countryChoice, detectCountry, type CountryDetection } from './geo';
import { openTab } from './open-tab';
import { newLeadId, queueLead, type Delivery } from './outbox';
import { shownPrice } from './page-state';
import { local } from './storage';
import { trackLead } from './lead-tracking';
import type { Toaster } from './toasts';
import { trackChatOpen, trackFunnel } from './tracking';

/** docs/product.md#after-a-submit: after a submit, modals close and the chat app opens about 3 s later. */
export const AFTER_SUBMIT_MS = 3000;

/** Fields the visitor can fix; an issue on any other field of the contract is shown as `other`. */
export type FormField = 'name' | 'email' | 'phone' | 'country';

/** Messages under fields (in the page language), plus `other` for a refusal no field explains. */
export type FieldErrors = Partial<Record<FormField | 'other', string>>;

/** Where the form is: being filled, or sent (durable; delivery follows). */
export type LeadFormState = 'idle' | 'sent';

/** `detail` of `embudo-lead`. */
export interface LeadEventDetail {
  id: string;
  kind: LeadKind;
  lead: Lead;
}

/** What one kind of lead form adds to the shared one (docs/product.md#modals modals, docs/product.md#validation, docs/product.md#lead-calls). */
export interface LeadFormKind {
  kind: LeadKind;
  /** docs/product.md#validation: the enrolment (brochure) submit wants an email containing '@' before anything else. */
  needsAt?: boolean;
  /**
   * The form asks a phone: prefilled from storage (with its country), shown once the email passes
   * the pattern. Its prefix may be any region's (`known`); `fits` is the length check the generated
   * dial table allows, `mismatch` the error naming the prefix (server refusals of the phone too).
   */
  phone?: {
    split: typeof splitPhone;
    number: typeof phoneNumber;
    known: (region: string) => boolean;
    fits: typeof phoneFits;
    mismatch: (region: string, lang: Lang) => string;
  };
  /**
   * The kind's own docs/product.md#lead-calls body fields; `phone` is the number the visitor typed ('' when none). A
   * `kind` here replaces the form's (the scholarship form as the masterclass registration).
   */
  body(source: LeadFormSource, phone: string): object;
  /** The sent sentence (also the success toast) for a visitor called `name` ('' when blank). */
  sent(lang: Lang, name: string, source: LeadFormSource): string;
  /**
   * Once the server has the lead and said it mails it (`mail: true`), what the mail brings, to
   * `email`; it replaces the delivery line. Never said before that answer, nor without mail set up.
   */
  mailed?(lang: Lang, email: string, source: LeadFormSource): string;
  /**
   * Once the lead is durable: the chat app link with the greeting ('' for none), and the
   * scheduling page. The modal closes by itself only when the chat app opened.
   */
  links?(lead: Lead, lang: Lang, source: LeadFormSource): { chat: string; schedule: string };
}

/** What the form reads from its element: its kind, and attributes and state as signals. */
export interface LeadFormSource {
  form: LeadFormKind;
  bootcamp: ReadonlySignal<string>;
  /** The `country` attribute's text ('' when absent). */
  country: ReadonlySignal<string>;
  /** The `webinar-date` attribute's text (scholarship `fecha`). */
  webinarDate?: ReadonlySignal<string>;
  /** The scholarship form's `topic` attribute: 'advisor' asks for a call with an advisor, 'masterclass' a seat at the masterclass. */
  topic?: ReadonlySignal<string>;
  /** The `masterclass-at` attribute's text (the masterclass lead's `masterclassAt`). */
  masterclassAt?: ReadonlySignal<string>;
  lang: ReadonlySignal<Lang>;
  open: ReadonlySignal<boolean>;
}

/** What the form asks of its element. */
export interface LeadFormHooks {
  /** Emit `embudo-lead`. */
  onLead: (detail: LeadEventDetail) => void;
  /** Open (a refused lead) or close (after a successful submit) the modal. */
  setOpen: (open: boolean) => void;
  /** The page's toaster (src/ui/toaster's, passed in by the element that composes the form). */
  toaster: Toaster;
}

/** What `submit()` answers: the field at fault when it did not go through. */
export type SubmitResult = { ok: true; id: string } | { ok: false; field: FormField };

const FIELDS: readonly FormField[] = ['name', 'email', 'phone', 'country'];

/** Text for a one-line contract field: no control characters, at most `max` characters. */
export const oneLine = (text: string, max: number): string =>
  text
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .trim()
    .slice(0, max);

/** The number docs/product.md#entities stored (a submit of either form), when it is a phone; else ''. */
export const storedPhone = (): string => {
  const phone = local.get('phone') ?? '';
  return PHONE_PATTERN.test(phone) ? phone : '';
};

/** The contract's issues as messages under the visitor's fields (never the API's English wording); none is `other`. */
export function fieldErrors(issues: readonly FieldIssue[], texts: LeadFormMessages): FieldErrors {
  const errors: FieldErrors = {};
  for (const { field } of issues.length ? issues : [{ field: '' }]) {
    const known = FIELDS.find((f) => f === field);
    errors[known ?? 'other'] = texts.errors[known ?? 'other'];
  }
  return errors;
}

/** The page as the contract takes it (an absolute http(s) URL), or nothing: a file: page still sends its lead. */
function pageUrl(): { page?: string } {
  const page = location.href.slice(0, 2048);
  return PAGE_URL_FORM.test(page) ? { page } : {};
}

/**
 * One lead form's state and actions. Prefilled from localStorage `email`, `name` and (when the form
 * asks one) `phone`; the country comes from the `country` attribute, else the page config, else the
 * shared geo detection, else US (a stored phone's country wins: it is the visitor's own).
 */
export const LeadForm = createModel((source: LeadFormSource, hooks: LeadFormHooks) => {
  const { form, lang } = source;
  const { kind, phone: tel } = form;
  const { show: toast, dismiss: dismissToast, prepare: prepareToaster } = hooks.toaster;
  const texts = computed(() => leadFormMessages[lang.value]);
  const attrCountry = computed(() => {
    const code = source.country.value.trim().toUpperCase();
    return isCountryCode(code) ? code : undefined;
  });

  const name = signal('');
  const email = signal('');
  const digits = signal('');
  const honeypot = signal('');
  const consent = signal(true);
  // One country per page: the visitor's own choice (the pricing selector, now or on
  // an earlier visit) wins over the page's word, as it does in the pricing block.
  const pageChoice = countryChoice()?.countryCode;
  const country = signal<CountryCode>(pageChoice ?? attrCountry.peek() ?? getConfig().country ?? 'US');
  /**
   * The phone's prefix: any region with a dial code. It follows the form's country until the
   * visitor picks one (or their stored number names it); picking an offered country sets the
   * form's country too, as the list did when it held only those.
   */
  const region = signal<string>(country.peek());
  let regionChosen = false;
  /** The visitor ticked or unticked the news box: their word, whatever the country says. */
  const notifyChoice = signal<boolean | undefined>(undefined);
  /**
   * docs/product.md#validation: the news checkbox on the email input, carried in the lead. Ticked by default, but not
   * for a visitor from the EU, the EEA, the UK or Switzerland (by the form's country, which follows
   * the detection and the visitor's choice): there consent must be given, not assumed.
   */
  const notify = computed(() => notifyChoice.value ?? !needsOptIn(country.value));
  const errors = signal<FieldErrors>({});
  const state = signal<LeadFormState>('idle');
  const delivery = signal<Delivery | null>(null);
  const chatUrl = signal('');
  const scheduleUrl = signal('');
  /** The popup was blocked: the sent state stays, with its chat link in view. */
  const chatBlocked = signal(false);
  const phoneShown = signal(false);
  /** The visitor reached the prefix select: its whole list is rendered from then on. */
  const prefixesListed = signal(false);

  let leadId = newLeadId();
  let openedAt = Date.now();
  let countryChosen = false;
  /** The visitor chose a country elsewhere on the page (another widget's selector): followed until they pick one here. */
  let pageChosen = pageChoice !== undefined;
  let wasOpen = false;
  let disposed = false;
  let held = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** The error toast of the last submit and its field: it goes as soon as that error is fixed. */
  let errorToast: { item: Element; field: 'email' | 'phone' } | undefined;
  const dropErrorToast = (): void => {
    if (errorToast) dismissToast(errorToast.item);
    errorToast = undefined;
  };
  /** The required-field rules of docs/product.md#validation (a toast says which failed). */
  const emailMissing = (mail: string): boolean => !mail || (!!form.needsAt && !mail.includes('@'));
  const phoneMissing = (): boolean => !!tel && phoneShown.value && !digits.value.trim();
  let unwatch: (() => void) | undefined;

  /**
   * Prefill (docs/product.md#entities), at creation and on every open: another form on the page may have stored
   * something since. Only empty fields are filled, never what the visitor typed. Values come from
   * storage a page could have tampered with: bounded and checked.
   */
  const prefill = (): void => {
    const storedEmail = local.get('email');
    if (!email.peek() && storedEmail && storedEmail.length < 255) email.value = oneLine(storedEmail, 254);
    const storedName = local.get('name')?.trim();
    if (!name.peek() && storedName) name.value = oneLine(storedName, 100);
    const split = tel && !digits.peek() && !countryChosen && !regionChosen && tel.split(storedPhone(), country.peek());
    if (split) {
      // The visitor's own number says where their phone is from (and, for an offered country, they are).
      if (isCountryCode(split.country)) {
        country.value = split.country;
        countryChosen = true;
      }
      region.value = split.country;
      regionChosen = true;
      digits.value = split.digits;
      phoneShown.value = true;
    }
  };
  prefill();
  // The country lookup waits for the first open: most page views never open the form, and they
  // should not call a third-party geo service for it. The phone field shows only after the
  // email, so the answer (≤ 5 s, docs/product.md#after-a-submit) is there before the visitor needs the dial prefix.
  let detecting = false;
  const detect = (): void => {
    if (detecting || attrCountry.peek() || getConfig().country || countryChosen || pageChosen) return;
    detecting = true;
    void detectCountry().then((found) => {
      if (!disposed && !countryChosen && !pageChosen && !attrCountry.peek()) country.value = found.countryCode;
    });
  };

  effect(() => {
    const code = country.value;
    if (!regionChosen) region.value = code;
  });

  // The attribute is the page's word on the country, until the visitor picks one.
  effect(() => {
    const code = attrCountry.value;
    if (code && !countryChosen && !pageChosen) country.value = code;
  });

  // A country chosen in another widget (the pricing selector) is the page's country from then on:
  // the phone's country follows it, unless the visitor picked one in this form (or its number came from storage).
  const followPage = (event: Event): void => {
    const detail = (event as CustomEvent<CountryDetection | undefined>).detail;
    if (detail?.method !== 'manual' || !isCountryCode(detail.countryCode) || countryChosen) return;
    pageChosen = true;
    country.value = detail.countryCode;
  };
  window.addEventListener(COUNTRY_DETECTED_EVENT, followPage);

  // docs/product.md#after-a-submit: once the email passes the pattern the phone field appears, and stays.
  if (tel) {
    effect(() => {
      if (EMAIL_PATTERN.test(email.value.trim())) phoneShown.value = true;
    });
  }

  effect(() => {
    const open = source.open.value;
    if (open && !wasOpen) {
      untracked(() => {
        if (state.value === 'sent') {
          // A new lead: fresh id, the form again (fields keep what the visitor typed last).
          unwatch?.();
          clearTimeout(timer);
          leadId = newLeadId();
          held = false;
          batch(() => {
            state.value = 'idle';
            errors.value = {};
            delivery.value = null;
            chatBlocked.value = false;
          });
        }
        prefill();
        detect();
        openedAt = Date.now();
        prepareToaster();
        trackFunnel('opened_form');
      });
    }
    wasOpen = open;
  });

  // Timers and the delivery watch end with the model (the element disconnected).
  effect(() => () => {
    disposed = true;
    clearTimeout(timer);
    unwatch?.();
    window.removeEventListener(COUNTRY_DETECTED_EVENT, followPage);
  });

  /** The exact docs/product.md#lead-calls body for this form, plus the envelope (id, kind, meta). */
  const body = (): unknown => ({
    id: leadId,
    kind,
    lead: true,
    bootcamp: source.bootcamp.peek(),
    email: email.peek().trim(),
    name: name.peek().trim(),
    country: country.peek(),
    ...form.body(source, tel && phoneShown.peek() ? tel.number(region.peek(), digits.peek()) : ''),
    meta: { fillMs: Math.max(0, Date.now() - openedAt), hp: honeypot.peek().slice(0, 500), ...pageUrl(), lang: lang.peek() },
    notify: notify.peek(),
  });

  /**
   * After the submit's 3 s: the chat app (scholarship), then close, unless the visitor is using the
   * sent state. Without a chat to hand over to, the sent state stays: its link (the brochure, the
   * call booking) is what the visitor came for, and it must not vanish before they reach it.
   */
  const afterSubmit = (): void => {
    const url = chatUrl.peek();
    if (!url) return;
    if (!openTab(url)) chatBlocked.value = true;
    else {
      trackChatOpen(form.kind);
      if (!held) hooks.setOpen(false);
    }
  };

  /** Submits: docs/product.md#validation rules, then the contract; one lead per form however often it is called. */
  const submit = action((): SubmitResult => {
    if (state.value !== 'idle') return { ok: true, id: leadId }; // a double click: still one lead (RELIABILITY row 23)
    const t = texts.value;
    const language = lang.value;
    const mail = email.value.trim();
    // The last submit's error toast goes now: a new one says what is still wrong, if anything.
    dropErrorToast();
    if (emailMissing(mail)) {
      errorToast = { item: toast(t.emailRequired, 'error', language), field: 'email' };
      errors.value = { email: t.emailRequired };
      return { ok: false, field: 'email' };
    }
    // docs/product.md#validation, docs/product.md#errors: where the form asks a phone (its field is shown), an empty one stops the submit too.
    if (phoneMissing()) {
      errorToast = { item: toast(t.phoneRequired, 'error', language), field: 'phone' };
      errors.value = { phone: t.phoneRequired };
      return { ok: false, field: 'phone' };
    }
    // A number no number of the chosen prefix is as long as (the generated dial table's lengths;
    // the server checks the rest with the full plan).
    if (tel && phoneShown.value && !tel.fits(region.value, digits.value)) {
      errors.value = { phone: tel.mismatch(region.value, language) };
      return { ok: false, field: 'phone' };
    }
    const check = validateLead(body());
    if (!check.ok) {
      const found = (errors.value = fieldErrors(check.issues, t));
      return { ok: false, field: FIELDS.find((f) => found[f]) ?? 'email' };
    }
    const lead = check.lead;
    const ticket = queueLead(lead);
    // docs/product.md#entities: kept for the next form; the name only when not blank.
    local.set('email', lead.email);
    if (lead.name) local.set('name', lead.name);
    const hasPhone = PHONE_PATTERN.test(lead.phone);
    if (hasPhone) local.set('phone', lead.phone);
    const links = form.links?.(lead, language, source);
    batch(() => {
      errors.value = {};
      state.value = 'sent';
      chatUrl.value = links?.chat ?? '';
      scheduleUrl.value = links?.schedule ?? '';
    });
    // Delivery as the outbox sees it; a refusal opens the form again with the field at fault.
    unwatch?.();
    unwatch = effect(() => {
      const now = (delivery.value = ticket.delivery.value);
      if (now.state === 'rejected') {
        untracked(() => {
          clearTimeout(timer);
          held = false;
          batch(() => {
            const found = fieldErrors(now.issues ?? [], texts.peek());
            // The server refuses a phone that cannot belong to its prefix: say which prefix.
            if (found.phone && tel) found.phone = tel.mismatch(region.peek(), lang.peek());
            errors.value = found;
            state.value = 'idle';
            chatBlocked.value = false;
          });
          hooks.setOpen(true);
        });
      }
    });
    // The Lead's value: the price the pricing block showed for this bootcamp and country, else 197 USD.
    const shown = shownPrice(lead.bootcamp, lead.country);
    trackLead({
      hasPhone,
      value: shown?.value,
      currency: shown?.currency,
      content_name: `${lead.kind} ${lead.bootcamp}`,
      eventId: lead.id,
    });
    toast(form.sent(language, lead.name, source), 'success', language);
    hooks.onLead({ id: lead.id, kind: lead.kind, lead });
    held = false;
    clearTimeout(timer);
    timer = setTimeout(afterSubmit, AFTER_SUBMIT_MS);
    return { ok: true, id: lead.id };
  });

  /** Edits a field; its error (and a refusal no field explains) goes away as the visitor fixes it. */
  const edit = action((field: FormField, value: string): void => {
    if (field === 'country') {
      if (!(isCountryCode(value) || tel?.known(value))) return;
      if (tel) {
        regionChosen = true;
        region.value = value;
      }
      if (isCountryCode(value)) {
        countryChosen = true;
        country.value = value;
      }
    } else (field === 'name' ? name : field === 'email' ? email : digits).value = value;
    // The error toast goes with its error: the field it named now passes.
    if (errorToast?.field === field && !(field === 'email' ? emailMissing(email.value.trim()) : phoneMissing())) dropErrorToast();
    const { [field]: fixed, other, ...rest } = errors.value;
    if (fixed || other) errors.value = rest;
  });

  return {
    name,
    email,
    digits,
    country,
    /** The phone's prefix region (any region with a dial code). */
    region,
    honeypot,
    consent,
    /** Whether the news box is ticked (see `notify` above). */
    notify,
    /** The visitor ticks or unticks the news box. */
    setNotify: (on: boolean): void => {
      notifyChoice.value = on;
    },
    errors,
    state,
    delivery,
    chatUrl,
    scheduleUrl,
    chatBlocked,
    /** The shared texts in the current language. */
    texts,
    /** The phone field is shown (a form that asks one, once the email passed the pattern). */
    phoneShown,
    /** The prefix list is wanted (see `PhoneInput`'s `listed`). */
    prefixesListed,
    listPrefixes: (): void => {
      prefixesListed.value = true;
    },
    /** The sent state's sentence (also the success toast), in the current language. */
    sentMessage: computed(() => form.sent(lang.value, name.value.trim(), source)),
    /** The delivery as one short sentence. */
    deliveryText: computed(() => {
      const now = delivery.value;
      if (now?.state === 'delivered' && now.mail && form.mailed) return form.mailed(lang.value, email.value.trim(), source);
      return now ? texts.value.delivery[now.state === 'queued' ? 'sending' : now.state] : '';
    }),
    submit,
    edit,
    /** The visitor is using the sent state (a link, a key): it no longer closes by itself. */
    hold: (): void => {
      held = true;
    },
  };
});

/** An instance of the lead form model. */
export type LeadForm = InstanceType<typeof LeadForm>;
