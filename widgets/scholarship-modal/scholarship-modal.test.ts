import type { Signal } from '@preact/signals-core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOTCAMP_SLUGS } from '../../src/contracts/bootcamp';
import type { Lead } from '../../src/contracts/lead';
import { boot, defineElement } from '../../src/element';
import type { Delivery } from '../../src/services/outbox';
import { resetToasterForTests } from '../../src/ui/toaster';
import { EmbudoScholarshipModal } from './scholarship-modal.element';
import { scholarshipModalProps } from './scholarship-modal.props';
import type * as Geo from '../../src/services/geo';
import { $, submit, toastTexts, type } from '../../tests/support/dom';

const outbox = vi.hoisted(() => ({ ids: 0, tickets: new Map<string, unknown>(), leads: [] as unknown[] }));
vi.mock('../../src/services/outbox', async () => {
  const { signal } = await import('@preact/signals-core');
  return {
    newLeadId: () => `lead-id-${String(++outbox.ids).padStart(4, '0')}`,
    queueLead: (lead: Lead) => {
      outbox.leads.push(lead);
      const delivery = (outbox.tickets.get(lead.id) as Signal<Delivery> | undefined) ?? signal<Delivery>({ state: 'queued', attempts: 0 });
      outbox.tickets.set(lead.id, delivery);
      return { id: lead.id, delivery };
    },
    resumeOutbox: () => undefined,
  };
});
// No geo service calls from unit tests.
vi.mock('../../src/services/geo', async (importOriginal) => ({
  ...(await importOriginal<typeof Geo>()),
  detectCountry: () => Promise.resolve({ countryCode: 'PE', method: 'default' }),
}));

type Modal = EmbudoScholarshipModal & { open: boolean; country: string; bootcamp: string; webinarDate: string };

function mount(attrs: Record<string, string> = {}): Modal {
  const el = document.createElement('embudo-scholarship-modal') as Modal;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

const dialog = (el: Element) => $<HTMLDialogElement>(el, 'dialog')!;

describe('embudo-scholarship-modal', () => {
  beforeAll(async () => {
    boot('http://localhost/widgets/scholarship-modal.js', [EmbudoScholarshipModal]);
    defineElement(EmbudoScholarshipModal);
    // The form chunk is there, as after the idle preload: elements render at once (lazy loading: scholarship-modal.later.test.ts).
    await EmbudoScholarshipModal.preloadForm();
  });
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 2, 1) });
    vi.spyOn(window, 'open').mockReturnValue({} as Window); // never a real request
    localStorage.clear();
    outbox.ids = 0;
    outbox.tickets.clear();
    outbox.leads = [];
  });
  afterEach(() => {
    document.body.replaceChildren();
    resetToasterForTests();
    vi.useRealTimers();
  });

  it('declares the bootcamp slugs of the contract', () => {
    expect(scholarshipModalProps.bootcamp.values).toEqual(BOOTCAMP_SLUGS);
  });

  it('shows the product contract texts in a labelled modal dialog when `open` is present', () => {
    const el = mount({ open: '', country: 'PE' });
    const d = dialog(el);
    expect(d.open).toBe(true);
    expect(d.getAttribute('aria-modal')).toBe('true');
    expect(el.shadowRoot!.getElementById(d.getAttribute('aria-labelledby')!)!.textContent).toBe('Solicita tu Beca Parcial');
    const labels = [...el.shadowRoot!.querySelectorAll('label')].map((l) => l.textContent?.trim());
    expect(labels).toEqual(expect.arrayContaining(['Nombre', 'Email', 'WhatsApp', 'Protegemos tu información']));
    expect($<HTMLInputElement>(el, '#consent')!.checked).toBe(true);
    expect($(el, '.mb')!.textContent).toBe('Solicitar mi Beca Full Stack');
    expect($(el, '.dk')!.textContent).toBe('Solicitar mi beca parcial');
    expect(el.shadowRoot!.querySelectorAll('[part=benefits] li')).toHaveLength(5);
    expect($(el, '[part=close-button]')!.getAttribute('aria-label')).toBe('Cerrar');
    // Every input has a label (the country select has its own accessible name).
    for (const input of el.shadowRoot!.querySelectorAll('input:not([type=hidden]), select')) {
      const named = input.getAttribute('aria-label') || el.shadowRoot!.querySelector(`label[for="${input.id}"]`);
      expect(named, input.id).toBeTruthy();
    }
  });

  it('switches every text live with `lang`', () => {
    const el = mount({ open: '' });
    el.setAttribute('lang', 'en');
    expect($(el, '[part=title]')!.textContent).toBe('Apply for your Partial Scholarship');
    expect($(el, '[part=close-button]')!.getAttribute('aria-label')).toBe('Close');
    expect($(el, '.dk')!.textContent).toBe('Apply for my partial scholarship');
    expect(dialog(el).getAttribute('lang')).toBe('en');
  });

  it('topic="masterclass": its own headline, button and date card; a masterclass lead for that class; the sent state says what follows and stays', () => {
    const el = mount({ open: '', country: 'PE', topic: 'masterclass', 'masterclass-at': '2027-01-14T19:00:00-05:00' });
    const leads: CustomEvent[] = [];
    el.addEventListener('embudo-lead', (e) => leads.push(e as CustomEvent));
    expect($(el, '[part=title]')!.textContent).toBe('Reserva tu lugar en la masterclass gratuita');
    expect($(el, '[part=submit-button]')!.textContent).toBe('Reservar mi lugar gratis');
    expect($(el, '[part=benefits]')).toBeNull();
    const card = $(el, '[part=masterclass]')!;
    expect(card.querySelector('h3')!.textContent).toBe('Próxima masterclass');
    expect(card.querySelector('time')!.getAttribute('datetime')).toBe('2027-01-14T19:00:00-05:00');
    expect(card.querySelector('time')!.textContent).toMatch(/^En tu hora: .*2027/);
    expect(card.textContent).toContain('Hora de la escuela: jueves, 14 de enero, 19:00 (UTC-05:00)');
    vi.advanceTimersByTime(3000);
    type($<HTMLInputElement>(el, '#name')!, 'Ana');
    type($<HTMLInputElement>(el, '#email')!, 'ana@example.com');
    type($<HTMLInputElement>(el, '#phone')!, '987 654 321');
    submit(el);
    expect(outbox.leads).toEqual([
      expect.objectContaining({ kind: 'masterclass', masterclassAt: '2027-01-14T19:00:00-05:00', phone: '+51987654321', name: 'Ana' }),
    ]);
    expect(leads[0]!.detail).toMatchObject({ kind: 'masterclass' });
    expect($(el, '[part=sent] h3')!.textContent).toBe('¡Lugar reservado!');
    expect($(el, '[part=sent]')!.textContent).toContain('un asesor te escribirá antes de la clase con el enlace para entrar.');
    expect($(el, '[part=chat-link]')).toBeNull();
    expect($(el, '[part=schedule-link]')).toBeNull();
    vi.advanceTimersByTime(9000);
    expect(el.hasAttribute('open')).toBe(true);
    expect(window.open).not.toHaveBeenCalled();
    el.setAttribute('lang', 'en');
    expect($(el, '[part=sent] h3')!.textContent).toBe('Your seat is saved!');
  });

  it('topic="masterclass" with no class scheduled: asks to tell of the next date, and sends masterclassAt null', () => {
    const el = mount({ open: '', country: 'PE', topic: 'masterclass', lang: 'en' });
    expect($(el, '[part=title]')!.textContent).toBe('Tell me about the next masterclass');
    expect($(el, '[part=submit-button]')!.textContent).toBe('Tell me the next date');
    expect($(el, '[part=masterclass]')!.textContent).toBe(
      'Next masterclassThere is no date for the next masterclass yet. Leave your details and we will let you know when there is one.',
    );
    type($<HTMLInputElement>(el, '#email')!, 'ana@example.com');
    type($<HTMLInputElement>(el, '#phone')!, '987654321');
    submit(el);
    expect(outbox.leads).toEqual([expect.objectContaining({ kind: 'masterclass', masterclassAt: null })]);
    expect($(el, '[part=sent] h3')!.textContent).toBe('We will let you know!');
    expect($(el, '[part=sent]')!.textContent).toContain(
      'Thanks. There is no date for the next masterclass yet; we will let you know when there is one.',
    );
  });

  it('reflects `open` both ways and tells why it closed', () => {
    const el = mount();
    const closes: string[] = [];
    el.addEventListener('embudo-close', (e) => closes.push((e as CustomEvent<{ reason: string }>).detail.reason));
    el.show();
    expect(el.hasAttribute('open')).toBe(true);
    expect(el.open).toBe(true);
    dialog(el).dispatchEvent(new Event('cancel', { cancelable: true }));
    expect(el.hasAttribute('open')).toBe(false);
    el.open = true;
    expect(el.hasAttribute('open')).toBe(true);
    expect(dialog(el).open).toBe(true);
    el.close();
    expect(dialog(el).open).toBe(false);
    expect(closes).toEqual(['escape', 'api']);
  });

  it('opens from window.embudo.open() and data-embudo-open, creating the element when the page has none', () => {
    (window as unknown as { embudo: { open(n: string): void } }).embudo.open('scholarship');
    const made = document.querySelector('embudo-scholarship-modal') as Modal;
    expect(made?.parentNode).toBe(document.body);
    expect(made.open).toBe(true);
    made.close();
    const button = document.createElement('button');
    button.setAttribute('data-embudo-open', 'scholarship');
    document.body.append(button);
    button.focus();
    button.click();
    expect(document.querySelectorAll('embudo-scholarship-modal')).toHaveLength(1);
    expect(made.open).toBe(true);
    // Keyboard users get back to the button they came from.
    $<HTMLButtonElement>(made, '[part=close-button]')!.click();
    expect(document.activeElement).toBe(button);
  });

  it('reveals WhatsApp once the email looks right, without taking space before', () => {
    const el = mount({ open: '', country: 'PE' });
    const reveal = $(el, '.rv')!;
    expect(reveal.classList.contains('on')).toBe(false);
    expect(reveal.hasAttribute('inert')).toBe(true);
    type($<HTMLInputElement>(el, '#email')!, 'ana@example.com');
    expect(reveal.classList.contains('on')).toBe(true);
    expect(reveal.hasAttribute('inert')).toBe(false);
    expect($<HTMLSelectElement>(el, 'select')!.value).toBe('PE');
  });

  it('an empty email: the product contract warning toast, the field marked and focused, nothing sent', () => {
    const el = mount({ open: '' });
    submit(el);
    expect(toastTexts()).toEqual(['¡Ups! El campo de Email es necesario para continuar.']);
    const email = $<HTMLInputElement>(el, '#email')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(el.shadowRoot!.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe(
      '¡Ups! El campo de Email es necesario para continuar.',
    );
    expect(el.shadowRoot!.activeElement).toBe(email);
    expect(outbox.leads).toHaveLength(0);
  });

  it('sends one lead, emits embudo-lead, shows the sent state, opens the chat app and closes 3 s later', () => {
    const el = mount({ open: '', country: 'PE', 'webinar-date': '10 de marzo, 8 PM', bootcamp: 'frontend-completo' });
    const leads: CustomEvent[] = [];
    const closes: string[] = [];
    el.addEventListener('embudo-lead', (e) => leads.push(e as CustomEvent));
    el.addEventListener('embudo-close', (e) => closes.push((e as CustomEvent<{ reason: string }>).detail.reason));
    vi.advanceTimersByTime(3000);
    type($<HTMLInputElement>(el, '#name')!, 'Ana');
    type($<HTMLInputElement>(el, '#email')!, 'ana@example.com');
    type($<HTMLInputElement>(el, '#phone')!, '987 654 321');
    // The honeypot is out of reach: not focusable, hidden from assistive tech.
    const hp = $<HTMLInputElement>(el, '#hp-website')!;
    expect(hp.tabIndex).toBe(-1);
    expect(hp.closest('[aria-hidden=true]')).not.toBeNull();
    const form = $<HTMLFormElement>(el, 'form')!;
    submit(form);
    submit(form); // a second submit before anything else happens: still one lead
    expect(outbox.leads).toHaveLength(1);
    expect(outbox.leads[0]).toMatchObject({
      kind: 'scholarship',
      beca: true,
      lead: true,
      bootcamp: 'frontend-completo',
      name: 'Ana',
      email: 'ana@example.com',
      phone: '+51987654321',
      country: 'PE',
      fecha: '10 de marzo, 8 PM',
    });
    expect(leads).toHaveLength(1);
    expect(leads[0]!.detail).toEqual({ id: 'lead-id-0001', kind: 'scholarship', lead: outbox.leads[0] });
    expect(leads[0]!.bubbles && leads[0]!.composed).toBe(true);
    const sent = $(el, '[part=sent]')!;
    expect(sent.textContent).toContain(
      '¡Gracias por aplicar, Ana! Recibimos tu solicitud de beca parcial; un asesor te escribirá para contarte los siguientes pasos.',
    );
    expect(el.shadowRoot!.activeElement).toBe($(el, '[part=sent] h3'));
    const schedule = $<HTMLAnchorElement>(el, '[part=schedule-link]')!;
    expect(new URL(schedule.href).searchParams.get('email')).toBe('ana@example.com');
    expect(schedule.rel).toContain('noopener');
    expect($<HTMLAnchorElement>(el, '[part=chat-link]')!.href).toMatch(/^https:\/\/(api|web)\.whatsapp\.com\/send\?/);
    expect(localStorage.getItem('email')).toBe('ana@example.com');
    vi.advanceTimersByTime(3000);
    expect(window.open).toHaveBeenCalledTimes(1);
    expect(el.hasAttribute('open')).toBe(false);
    expect(closes).toEqual(['sent']);
  });

  it('promises the code by email only once the server says it mails the lead, in both languages', () => {
    const el = mount({ open: '', country: 'PE' });
    type($<HTMLInputElement>(el, '#email')!, 'ana@example.com');
    type($<HTMLInputElement>(el, '#phone')!, '987654321');
    submit(el);
    const status = () => $(el, '[part=status]')!.textContent;
    const delivery = outbox.tickets.get('lead-id-0001') as Signal<Delivery>;
    expect(status()).toBe('Enviando tus datos…');
    expect($(el, '[part=sent]')!.textContent).not.toContain('código');
    // Mail not set up on the server: no promise of a code.
    delivery.value = { state: 'delivered', attempts: 1, mail: false };
    expect(status()).toBe('Recibimos tus datos.');
    expect($(el, '[part=sent]')!.textContent).not.toContain('código');
    delivery.value = { state: 'delivered', attempts: 1, mail: true };
    expect(status()).toBe('Tu código de beca llegará a ana@example.com.');
    el.setAttribute('lang', 'en');
    expect(status()).toBe('Your scholarship code is on its way to ana@example.com.');
  });

  it('topic="masterclass": mentions the invitation by email only once the server says it mails it', () => {
    const status = (el: Element) => $(el, '[part=status]')!.textContent;
    const dated = mount({ open: '', country: 'PE', topic: 'masterclass', 'masterclass-at': '2027-01-14T19:00:00-05:00' });
    type($<HTMLInputElement>(dated, '#email')!, 'ana@example.com');
    type($<HTMLInputElement>(dated, '#phone')!, '987654321');
    submit(dated);
    const first = outbox.tickets.get('lead-id-0001') as Signal<Delivery>;
    first.value = { state: 'delivered', attempts: 1, mail: false };
    expect(status(dated)).toBe('Recibimos tus datos.');
    first.value = { state: 'delivered', attempts: 1, mail: true };
    expect(status(dated)).toBe('Te enviamos la invitación para tu calendario a ana@example.com.');
    dated.setAttribute('lang', 'en');
    expect(status(dated)).toBe('We sent the calendar invitation to ana@example.com.');
    document.body.replaceChildren();
    const undated = mount({ open: '', country: 'PE', topic: 'masterclass' });
    type($<HTMLInputElement>(undated, '#email')!, 'bea@example.com');
    type($<HTMLInputElement>(undated, '#phone')!, '987654321');
    submit(undated);
    (outbox.tickets.get('lead-id-0002') as Signal<Delivery>).value = { state: 'delivered', attempts: 1, mail: true };
    expect(status(undated)).toBe('Te enviamos la confirmación a bea@example.com.');
  });

  it('when the API refuses the lead, opens again with the field at fault and the same id', () => {
    const el = mount({ open: '', country: 'PE' });
    type($<HTMLInputElement>(el, '#email')!, 'ana@example.com');
    type($<HTMLInputElement>(el, '#phone')!, '987654321');
    submit(el);
    vi.advanceTimersByTime(3000);
    expect(el.hasAttribute('open')).toBe(false);
    (outbox.tickets.get('lead-id-0001') as Signal<Delivery>).value = {
      state: 'rejected',
      attempts: 1,
      issues: [{ field: 'phone', message: 'phone: expected …' }],
    };
    expect(el.hasAttribute('open')).toBe(true);
    const phone = $<HTMLInputElement>(el, '#phone')!;
    expect(phone.value).toBe('987654321');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(el.shadowRoot!.activeElement).toBe(phone);
    type(phone, '987654322');
    submit(el);
    expect(outbox.leads.map((l) => (l as Lead).id)).toEqual(['lead-id-0001', 'lead-id-0001']);
  });

  it('reports a bad bootcamp or country once, and keeps working', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const el = mount({ bootcamp: 'cobol', country: 'Peru' });
    expect(el.bootcamp).toBe('fullstack');
    expect(errors.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('[embudo-scholarship-modal] bootcamp="cobol" is not valid: expected one of "fullstack"'),
      '[embudo-scholarship-modal] country="Peru" is not valid: expected a two-letter code of an offered country, e.g. "PE". Using the default instead.',
    ]);
  });
});
