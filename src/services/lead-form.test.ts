import { describe, expect, it, vi } from 'vitest';
import { ENROLMENT_TOKEN, validateLead } from '../contracts/lead';
import { brochureMessages } from './brochure-form.texts';
import { leadFormMessages } from './lead-form.texts';
import { scholarshipMessages } from './scholarship-form.texts';
import { AFTER_SUBMIT_MS } from './lead-form';
import { masterclassWhen } from './scholarship-form';
import { browserZone } from '../contracts/time-zone';
import { DATE_TIME_WITH_ZONE, formatDateTime } from '../data/date-time';
import type * as Geo from './geo';
import type * as Tracking from './tracking';
import { toastTexts } from '../../tests/support/dom';
import { makeForm, useLeadFormHarness } from '../../tests/support/lead-form-harness';
import { resetOutboxMock, ticket } from '../../tests/support/outbox-mock';

vi.mock('./outbox', () => import('../../tests/support/outbox-mock').then((m) => m.outboxModule()));
// The real module otherwise: it defines the `country` setting the form reads.
vi.mock('./geo', async (importOriginal) => ({
  ...(await importOriginal<typeof Geo>()),
  detectCountry: vi.fn(() => Promise.resolve({ countryCode: 'MX', method: 'ipapi.co' })),
}));
vi.mock('./tracking', async (importOriginal) => ({ ...(await importOriginal<typeof Tracking>()), trackFunnel: vi.fn() }));
vi.mock('./lead-tracking', () => ({ trackLead: vi.fn() }));

const { queueLead } = await import('./outbox');
const { trackFunnel } = await import('./tracking');
const { trackLead } = await import('./lead-tracking');

const es = leadFormMessages.es;

const queued = () => vi.mocked(queueLead).mock.calls.map(([lead]) => lead);

describe('LeadForm', () => {
  useLeadFormHarness(resetOutboxMock);

  describe('docs/product.md#validation submit rules', () => {
    it('scholarship: an empty email shows the warning toast and sends nothing', () => {
      const { model } = makeForm('scholarship');
      model.edit('email', '   ');
      expect(model.submit()).toEqual({ ok: false, field: 'email' });
      expect(toastTexts()).toEqual(['¡Ups! El campo de Email es necesario para continuar.']);
      expect(model.errors.value.email).toBe('¡Ups! El campo de Email es necesario para continuar.');
      expect(queueLead).not.toHaveBeenCalled();
    });

    it('brochure: an email without "@" shows the toast; one with "@" that fails the contract is marked on the field', () => {
      const { model } = makeForm('brochure');
      model.edit('email', 'ana.example.com');
      model.submit();
      expect(toastTexts()).toEqual([es.emailRequired]);
      model.edit('email', 'ana@example');
      expect(model.submit()).toEqual({ ok: false, field: 'email' });
      expect(model.errors.value).toEqual({ email: es.errors.email });
      expect(queueLead).not.toHaveBeenCalled();
    });

    it('a field issue of the shared contract is shown on that field, in the page language, and never sent', () => {
      const { model, lang } = makeForm('scholarship');
      model.edit('email', 'ana@example.com');
      model.edit('phone', '12');
      expect(model.submit()).toEqual({ ok: false, field: 'phone' });
      // Too short for any number of the prefix: said before anything is sent, naming the prefix.
      expect(model.errors.value).toEqual({ phone: 'Este número no es de +51 (Perú). Elige el país de tu WhatsApp o revisa el número.' });
      model.edit('phone', '987654321');
      expect(model.errors.value.phone).toBeUndefined();
      lang.value = 'en';
      model.edit('name', 'x'.repeat(101));
      expect(model.submit()).toEqual({ ok: false, field: 'name' });
      expect(model.errors.value.name).toBe(leadFormMessages.en.errors.name);
      expect(queueLead).not.toHaveBeenCalled();
    });
  });

  describe('the POST bodies (docs/product.md#lead-calls)', () => {
    it('scholarship: beca, lead, bootcamp, email, name, phone, country, fecha from webinar-date, plus id, kind and meta', () => {
      const { model } = makeForm('scholarship', { country: 'PE', webinarDate: '2026-03-10 20:00 (GMT-5)', bootcamp: 'frontend-completo' });
      vi.advanceTimersByTime(4200);
      model.edit('name', '  Ana Pérez ');
      model.edit('email', ' ana@example.com ');
      model.edit('phone', '987654321');
      model.honeypot.value = '';
      expect(model.submit()).toEqual({ ok: true, id: 'lead-id-0001' });
      expect(queued()).toEqual([
        {
          id: 'lead-id-0001',
          kind: 'scholarship',
          lead: true,
          beca: true,
          bootcamp: 'frontend-completo',
          email: 'ana@example.com',
          name: 'Ana Pérez',
          phone: '+51987654321',
          country: 'PE',
          fecha: '2026-03-10 20:00 (GMT-5)',
          meta: { fillMs: 4200, hp: '', page: 'http://localhost:3000/beca?utm_source=tiktok&utm_campaign=x', lang: 'es' },
          notify: true,
        },
      ]);
      expect(validateLead(queued()[0]).ok).toBe(true);
    });

    it('scholarship: the phone field, once shown, is required (docs/product.md#validation and docs/product.md#errors); name and fecha may be blank', () => {
      const { model } = makeForm('scholarship');
      model.edit('email', 'ana@example.com');
      expect(model.submit()).toEqual({ ok: false, field: 'phone' });
      expect(queued()).toEqual([]);
      model.edit('phone', '987654321');
      model.submit();
      expect(queued()[0]).toMatchObject({ phone: '+51987654321', name: '', fecha: '' });
    });

    it('brochure: evento false, lead, bootcamp, email, name, country, Token, landing temario, source = query string, phone or "phone"', () => {
      const { model } = makeForm('brochure', { country: 'MX' });
      vi.advanceTimersByTime(2500);
      model.edit('name', 'Luis');
      model.edit('email', 'luis@example.com');
      model.honeypot.value = 'http://spam.example';
      model.submit();
      expect(queued()).toEqual([
        {
          id: 'lead-id-0001',
          kind: 'brochure',
          lead: true,
          evento: false,
          bootcamp: 'fullstack',
          email: 'luis@example.com',
          name: 'Luis',
          country: 'MX',
          Token: ENROLMENT_TOKEN,
          landing: 'temario',
          source: '?utm_source=tiktok&utm_campaign=x',
          phone: 'phone',
          meta: {
            fillMs: 2500,
            hp: 'http://spam.example',
            page: 'http://localhost:3000/beca?utm_source=tiktok&utm_campaign=x',
            lang: 'es',
          },
          notify: true,
        },
      ]);
    });

    it('brochure sends a phone the visitor gave before', () => {
      localStorage.setItem('phone', '+51987654321');
      const { model } = makeForm('brochure');
      model.edit('email', 'luis@example.com');
      model.submit();
      expect(queued()[0]!.phone).toBe('+51987654321');
    });
  });

  describe('after a submit', () => {
    it('a double click or double submit makes one lead (RELIABILITY row 23)', () => {
      const { model } = makeForm('scholarship');
      model.edit('email', 'ana@example.com');
      model.edit('phone', '987654321');
      const first = model.submit();
      const second = model.submit();
      expect(queueLead).toHaveBeenCalledTimes(1);
      expect(second).toEqual(first);
    });

    it('stores email, phone and name (the name only when not blank)', () => {
      const { model } = makeForm('scholarship');
      model.edit('name', '  ');
      model.edit('email', 'ana@example.com');
      model.edit('phone', '987654321');
      model.submit();
      expect([localStorage.getItem('email'), localStorage.getItem('phone'), localStorage.getItem('name')]).toEqual([
        'ana@example.com',
        '+51987654321',
        null,
      ]);
      const other = makeForm('brochure').model;
      other.edit('name', 'Ana');
      other.submit();
      expect(localStorage.getItem('name')).toBe('Ana');
    });

    it('is sent at once: sent state, tracking, success toast, embudo-lead; opened_form when it opened', () => {
      const { model, hooks } = makeForm('scholarship');
      expect(trackFunnel).toHaveBeenCalledWith('opened_form');
      model.edit('email', 'ana@example.com');
      model.edit('phone', '987654321');
      model.submit();
      expect(model.state.value).toBe('sent');
      expect(model.deliveryText.value).toBe(es.delivery.sending);
      expect(trackLead).toHaveBeenCalledWith({ hasPhone: true, content_name: 'scholarship fullstack', eventId: 'lead-id-0001' });
      expect(toastTexts()).toEqual([
        '¡Gracias por aplicar! Recibimos tu solicitud de beca parcial; un asesor te escribirá para contarte los siguientes pasos.',
      ]);
      expect(hooks.onLead).toHaveBeenCalledWith({ id: 'lead-id-0001', kind: 'scholarship', lead: queued()[0] });
      const delivery = ticket('lead-id-0001');
      delivery.value = { state: 'offline', attempts: 0 };
      expect(model.deliveryText.value).toBe(es.delivery.offline);
      delivery.value = { state: 'retrying', attempts: 2 };
      expect(model.deliveryText.value).toBe(es.delivery.retrying);
      delivery.value = { state: 'delivered', attempts: 3 };
      expect(model.deliveryText.value).toBe(es.delivery.delivered);
    });

    it('brochure hands over the brochure by name in its toast', () => {
      const { model } = makeForm('brochure');
      model.edit('name', 'Luis');
      model.edit('email', 'luis@example.com');
      model.submit();
      expect(toastTexts()).toEqual(['Luis, aquí tienes el brochure del bootcamp.']);
      expect(model.sentMessage.value).toBe('Luis, aquí tienes el brochure del bootcamp.');
    });

    it('scholarship opens the chat app 3 s later with the greeting, then closes; offers the scheduling page', () => {
      const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
      const { model, hooks } = makeForm('scholarship');
      model.edit('name', 'Ana');
      model.edit('email', 'ana@example.com');
      model.edit('phone', '987654321');
      model.submit();
      const schedule = new URL(model.scheduleUrl.value);
      expect(schedule.protocol).toBe('https:');
      expect([schedule.searchParams.get('name'), schedule.searchParams.get('email'), schedule.searchParams.get('phone')]).toEqual([
        'Ana',
        'ana@example.com',
        '51987654321',
      ]);
      vi.advanceTimersByTime(AFTER_SUBMIT_MS - 1);
      expect(open).not.toHaveBeenCalled();
      expect(hooks.setOpen).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      const chat = new URL(open.mock.calls[0]![0] as string);
      expect(chat.hostname).toMatch(/^(api|web)\.whatsapp\.com$/);
      expect(chat.searchParams.get('text')).toBe(
        scholarshipMessages.es.greeting.replace('{name}', 'Ana').replace('{email}', 'ana@example.com'),
      );
      expect(hooks.setOpen).toHaveBeenCalledWith(false);
    });

    it('as the way to talk to an advisor: its own sentence, the call booking prefilled, no chat, stays open', () => {
      const open = vi.spyOn(window, 'open');
      const { model, hooks, lang } = makeForm('scholarship', { topic: 'advisor' });
      model.edit('name', 'Ana');
      model.edit('email', 'ana@example.com');
      model.edit('phone', '987654321');
      model.submit();
      expect(model.sentMessage.value).toBe('Gracias, Ana. Elige el día y la hora de tu llamada con un asesor.');
      expect(toastTexts()).toEqual(['Gracias, Ana. Elige el día y la hora de tu llamada con un asesor.']);
      lang.value = 'en';
      expect(model.sentMessage.value).toBe('Thanks, Ana. Choose the day and time of your call with an advisor.');
      const schedule = new URL(model.scheduleUrl.value);
      expect([schedule.searchParams.get('name'), schedule.searchParams.get('email'), schedule.searchParams.get('phone')]).toEqual([
        'Ana',
        'ana@example.com',
        '51987654321',
      ]);
      expect(model.chatUrl.value).toBe('');
      vi.advanceTimersByTime(AFTER_SUBMIT_MS * 3);
      expect(open).not.toHaveBeenCalled();
      expect(hooks.setOpen).not.toHaveBeenCalled();
    });

    it('as the way to talk to an advisor: an advisor lead (no beca, no webinar date), never promised a scholarship code', () => {
      const { model, hooks } = makeForm('scholarship', { topic: 'advisor', webinarDate: 'jueves 14' });
      model.edit('name', 'Ana');
      model.edit('email', 'ana@example.com');
      model.edit('phone', '987654321');
      expect(model.submit()).toEqual({ ok: true, id: expect.any(String) });
      const lead = queued()[0]!;
      expect(validateLead(lead)).toEqual({ ok: true, lead });
      expect(lead).toMatchObject({ kind: 'advisor', phone: '+51987654321', name: 'Ana', email: 'ana@example.com', country: 'PE' });
      expect(lead).not.toHaveProperty('beca');
      expect(lead).not.toHaveProperty('fecha');
      expect(hooks.onLead).toHaveBeenCalledWith({ id: lead.id, kind: 'advisor', lead });
      expect(vi.mocked(trackLead).mock.calls[0]![0]).toMatchObject({ content_name: 'advisor fullstack', eventId: lead.id });
      // The server answers an advisor request `mail: false` (it mails it nothing): no code promised.
      ticket(lead.id).value = { state: 'delivered', attempts: 1, mail: false };
      expect(model.deliveryText.value).toBe(es.delivery.delivered);
    });

    it('a scholarship application answered `mail: true` says where its code goes; `mail: false` keeps the delivery line', () => {
      const { model } = makeForm('scholarship');
      model.edit('email', 'ana@example.com');
      model.edit('phone', '987654321');
      model.submit();
      const delivery = ticket('lead-id-0001');
      delivery.value = { state: 'delivered', attempts: 1, mail: false };
      expect(model.deliveryText.value).toBe(es.delivery.delivered);
      delivery.value = { state: 'delivered', attempts: 1, mail: true };
      expect(model.deliveryText.value).toBe('Tu código de beca llegará a ana@example.com.');
    });

    it('as the masterclass registration: a masterclass lead with the class instant, its date in the sentence, no chat or call, stays open', () => {
      const open = vi.spyOn(window, 'open');
      const { model, hooks, lang } = makeForm('scholarship', {
        topic: 'masterclass',
        masterclassAt: '2027-01-14T19:00:00-05:00',
        webinarDate: 'jueves 14',
      });
      model.edit('name', 'Ana');
      model.edit('email', 'ana@example.com');
      model.edit('phone', '987654321');
      expect(model.submit()).toEqual({ ok: true, id: expect.any(String) });
      const lead = queued()[0]!;
      expect(validateLead(lead)).toEqual({ ok: true, lead });
      expect(lead).toMatchObject({
        kind: 'masterclass',
        masterclassAt: '2027-01-14T19:00:00-05:00',
        phone: '+51987654321',
        name: 'Ana',
        country: 'PE',
      });
      expect(lead).not.toHaveProperty('beca');
      expect(lead).not.toHaveProperty('fecha');
      expect(hooks.onLead).toHaveBeenCalledWith({ id: lead.id, kind: 'masterclass', lead });
      expect(vi.mocked(trackLead).mock.calls[0]![0]).toMatchObject({ content_name: 'masterclass fullstack', eventId: lead.id });
      const local = formatDateTime(Date.parse('2027-01-14T19:00:00-05:00'), DATE_TIME_WITH_ZONE, { lang: 'es', timeZone: browserZone()! });
      expect(model.sentMessage.value).toBe(
        `Gracias, Ana. Tu lugar en la masterclass del ${local} está reservado; un asesor te escribirá antes de la clase con el enlace para entrar.`,
      );
      expect(toastTexts()).toEqual([model.sentMessage.value]);
      lang.value = 'en';
      const localEn = formatDateTime(Date.parse('2027-01-14T19:00:00-05:00'), DATE_TIME_WITH_ZONE, {
        lang: 'en',
        timeZone: browserZone()!,
      });
      expect(model.sentMessage.value).toBe(
        `Thanks, Ana. Your seat at the masterclass on ${localEn} is saved; an advisor will write to you before the class with the link to join.`,
      );
      expect([model.chatUrl.value, model.scheduleUrl.value]).toEqual(['', '']);
      vi.advanceTimersByTime(AFTER_SUBMIT_MS * 3);
      expect(open).not.toHaveBeenCalled();
      expect(hooks.setOpen).not.toHaveBeenCalled();
    });

    it('as the masterclass registration with no class scheduled: masterclassAt null, and the sentence says so without a date', () => {
      // Text that is no instant counts as no class: never a lead the API would refuse.
      for (const masterclassAt of ['', 'pronto', '2027-01-14']) {
        vi.mocked(queueLead).mockClear();
        const { model } = makeForm('scholarship', { topic: 'masterclass', masterclassAt });
        model.edit('email', 'ana@example.com');
        model.edit('phone', '987654321');
        model.submit();
        const lead = queued()[0]!;
        expect(validateLead(lead).ok).toBe(true);
        expect(lead).toMatchObject({ kind: 'masterclass', masterclassAt: null });
        expect(model.sentMessage.value).toBe('Gracias. Todavía no hay fecha para la próxima masterclass; te avisaremos cuando la haya.');
      }
    });

    it('masterclassWhen: the school reads the instant at its own offset; the visitor in their own zone, its name said', () => {
      expect(masterclassWhen('2027-01-14T19:00:00-05:00', 'es')).toEqual({
        school: 'jueves, 14 de enero, 19:00 (UTC-05:00)',
        local: formatDateTime(Date.parse('2027-01-14T19:00:00-05:00'), DATE_TIME_WITH_ZONE, { lang: 'es', timeZone: browserZone()! }),
      });
      expect(masterclassWhen(' 2027-01-15T00:15:00+05:30 ', 'en')?.school).toBe('Friday, January 15 at 12:15 AM (UTC+05:30)');
      expect(masterclassWhen('', 'es')).toBeUndefined();
      expect(masterclassWhen(undefined, 'es')).toBeUndefined();
      expect(masterclassWhen('jueves 14', 'es')).toBeUndefined();
    });

    it('a blocked popup keeps the sent state open with its chat link', () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      const { model, hooks } = makeForm('scholarship');
      model.edit('email', 'ana@example.com');
      model.edit('phone', '987654321');
      model.submit();
      vi.advanceTimersByTime(AFTER_SUBMIT_MS);
      expect(model.chatBlocked.value).toBe(true);
      expect(model.chatUrl.value).toMatch(/^https:\/\/(api|web)\.whatsapp\.com\/send\?/);
      expect(hooks.setOpen).not.toHaveBeenCalled();
    });

    it('brochure stays open after 3 s: its sent state holds the brochure link', () => {
      const { model, hooks } = makeForm('brochure');
      model.edit('email', 'luis@example.com');
      model.submit();
      vi.advanceTimersByTime(AFTER_SUBMIT_MS * 3);
      expect(hooks.setOpen).not.toHaveBeenCalled();
      expect(model.state.value).toBe('sent');
    });

    it('opening again after a sent lead starts a new lead with a new id', () => {
      const { model, open } = makeForm('brochure');
      model.edit('email', 'luis@example.com');
      model.submit();
      open.value = false; // the visitor closes it
      open.value = true;
      expect(model.state.value).toBe('idle');
      expect(model.email.value).toBe('luis@example.com');
      model.submit();
      expect(queued().map((l) => l.id)).toEqual(['lead-id-0001', 'lead-id-0002']);
    });
  });

  describe('a lead the API refuses', () => {
    it('re-opens the form with the field at fault and the input kept; the corrected submit reuses the id', () => {
      vi.mocked(window.open).mockReturnValue({} as Window);
      const { model, hooks, open } = makeForm('scholarship');
      model.edit('name', 'Ana');
      model.edit('email', 'ana@example.com');
      model.edit('phone', '987654321');
      model.submit();
      vi.advanceTimersByTime(AFTER_SUBMIT_MS);
      expect(open.value).toBe(false);
      ticket('lead-id-0001').value = {
        state: 'rejected',
        attempts: 1,
        issues: [{ field: 'phone', message: 'phone: expected "" or "+", the dial prefix and the number, 8 to 15 digits' }],
      };
      expect(hooks.setOpen).toHaveBeenLastCalledWith(true);
      expect(open.value).toBe(true);
      expect(model.state.value).toBe('idle');
      // The server's refusal of a phone names the prefix the number was sent under.
      expect(model.errors.value).toEqual({ phone: 'Este número no es de +51 (Perú). Elige el país de tu WhatsApp o revisa el número.' });
      expect([model.name.value, model.email.value, model.digits.value]).toEqual(['Ana', 'ana@example.com', '987654321']);
      model.edit('phone', '987654322');
      model.submit();
      expect(queued().map((l) => l.id)).toEqual(['lead-id-0001', 'lead-id-0001']);
      expect(queued()[1]!.phone).toBe('+51987654322');
    });

    it('a refusal naming no visible field says so in the form', () => {
      const { model } = makeForm('brochure');
      model.edit('email', 'luis@example.com');
      model.submit();
      ticket('lead-id-0001').value = {
        state: 'rejected',
        attempts: 1,
        issues: [{ field: 'Token', message: 'Token: required' }],
      };
      expect(model.errors.value).toEqual({ other: es.errors.other });
    });
  });

  it('has every text in Spanish and English', () => {
    const shape = (value: unknown): unknown =>
      typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shape(v)])) : typeof value;
    for (const table of [leadFormMessages, scholarshipMessages, brochureMessages]) expect(shape(table.en)).toEqual(shape(table.es));
    expect(scholarshipMessages.es.benefits).toHaveLength(5);
    expect(scholarshipMessages.en.benefits).toHaveLength(5);
  });
});
