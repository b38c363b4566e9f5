import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOOTCAMP_SLUGS } from '../../src/contracts/bootcamp';
import { ENROLMENT_TOKEN, type Lead } from '../../src/contracts/lead';
import { boot, defineElement } from '../../src/element';
import { resetToasterForTests } from '../../src/ui/toaster';
import { EmbudoBrochureModal } from './brochure-modal.element';
import { brochureModalProps } from './brochure-modal.props';
import type * as Geo from '../../src/services/geo';
import { $, submit, toastTexts, type } from '../../tests/support/dom';

const outbox = vi.hoisted(() => ({ ids: 0, leads: [] as unknown[], deliveries: [] as { value: unknown }[] }));
vi.mock('../../src/services/outbox', async () => {
  const { signal } = await import('@preact/signals-core');
  return {
    newLeadId: () => `lead-id-${String(++outbox.ids).padStart(4, '0')}`,
    queueLead: (lead: Lead) => {
      outbox.leads.push(lead);
      const delivery = signal({ state: 'queued', attempts: 0 });
      outbox.deliveries.push(delivery);
      return { id: lead.id, delivery };
    },
    resumeOutbox: () => undefined,
  };
});
vi.mock('../../src/services/geo', async (importOriginal) => ({
  ...(await importOriginal<typeof Geo>()),
  detectCountry: () => Promise.resolve({ countryCode: 'PE', method: 'default' }),
}));

type Modal = EmbudoBrochureModal & { open: boolean };

function mount(attrs: Record<string, string> = {}): Modal {
  const el = document.createElement('embudo-brochure-modal') as Modal;
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  document.body.append(el);
  return el;
}

describe('embudo-brochure-modal', () => {
  beforeAll(async () => {
    boot('http://localhost/widgets/brochure-modal.js', [EmbudoBrochureModal]);
    defineElement(EmbudoBrochureModal);
    // The form chunk is there, as after the idle preload: elements render at once (lazy loading: scholarship-modal.later.test.ts).
    await EmbudoBrochureModal.preloadForm();
  });
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.UTC(2026, 2, 1) });
    vi.spyOn(window, 'open').mockReturnValue(null);
    localStorage.clear();
    outbox.ids = 0;
    outbox.leads = [];
    history.replaceState(null, '', '/temario?utm_source=fb');
  });
  afterEach(() => {
    document.body.replaceChildren();
    resetToasterForTests();
    vi.useRealTimers();
  });

  it('declares the bootcamp slugs of the contract', () => {
    expect(brochureModalProps.bootcamp.values).toEqual(BOOTCAMP_SLUGS);
  });

  it('asks Nombre and Email only, under the product contract headline and button, in both languages', () => {
    const el = mount({ open: '' });
    expect($(el, '[part=title]')!.textContent).toBe('Descarga el Brochure del Bootcamp Full Stack Developer');
    expect(
      [...el.shadowRoot!.querySelectorAll('label')]
        .map((l) => l.textContent)
        .filter((t) => t !== 'No completes este campo' && t !== 'Quiero recibir novedades por email'),
    ).toEqual(['Nombre', 'Email']);
    expect($(el, '[part=submit-button]')!.textContent).toBe('Descargar Plan del Bootcamp');
    expect($(el, 'input[type=tel]')).toBeNull();
    el.setAttribute('lang', 'en');
    expect($(el, '[part=title]')!.textContent).toBe('Download the Full Stack Developer Bootcamp Brochure');
    expect($(el, '[part=submit-button]')!.textContent).toBe('Download the Bootcamp Plan');
  });

  it('an email without "@" shows the product contract toast and sends nothing', () => {
    const el = mount({ open: '' });
    type($<HTMLInputElement>(el, '#email')!, 'luis.example.com');
    submit(el);
    expect(toastTexts()).toEqual(['¡Ups! El campo de Email es necesario para continuar.']);
    expect(outbox.leads).toHaveLength(0);
  });

  it('sends the docs/product.md#lead-calls enrolment body, hands over the brochure by name, and stays open with its link', () => {
    const el = mount({ open: '', country: 'MX', bootcamp: 'backend-completo' });
    const leads: CustomEvent[] = [];
    const closes: string[] = [];
    el.addEventListener('embudo-lead', (e) => leads.push(e as CustomEvent));
    el.addEventListener('embudo-close', (e) => closes.push((e as CustomEvent<{ reason: string }>).detail.reason));
    vi.advanceTimersByTime(1500);
    type($<HTMLInputElement>(el, '#name')!, 'Luis');
    type($<HTMLInputElement>(el, '#email')!, 'luis@example.com');
    submit(el);
    expect(outbox.leads).toEqual([
      {
        id: 'lead-id-0001',
        kind: 'brochure',
        lead: true,
        evento: false,
        bootcamp: 'backend-completo',
        email: 'luis@example.com',
        name: 'Luis',
        country: 'MX',
        Token: ENROLMENT_TOKEN,
        landing: 'temario',
        source: '?utm_source=fb',
        phone: 'phone',
        meta: { fillMs: 1500, hp: '', page: 'http://localhost:3000/temario?utm_source=fb', lang: 'es' },
        notify: true,
      },
    ]);
    expect(leads[0]!.detail).toEqual({ id: 'lead-id-0001', kind: 'brochure', lead: outbox.leads[0] });
    expect(toastTexts()).toEqual(['Luis, aquí tienes el brochure del bootcamp.']);
    expect($(el, '[part=sent]')!.textContent).toContain('Luis, aquí tienes el brochure del bootcamp.');
    const link = $<HTMLAnchorElement>(el, '[part=brochure-link]')!;
    // Absolute to the Embudo server (the script's origin), so it works from a partner's page.
    expect([link.getAttribute('href'), link.target, link.rel]).toEqual(['http://localhost/brochure-pdf', '_blank', 'noopener']);
    expect(link.textContent).toBe('Ver el brochure (se abre en una pestaña nueva)');
    expect($(el, '[part=chat-link]')).toBeNull();
    // No chat to hand over to: the brochure link stays in view until the visitor closes the modal.
    vi.advanceTimersByTime(3000);
    expect(window.open).not.toHaveBeenCalled();
    expect(el.open).toBe(true);
    expect(closes).toEqual([]);
    el.setAttribute('lang', 'en');
    expect($(el, '[part=sent]')!.textContent).toContain('Here is the bootcamp brochure, Luis.');
    expect($<HTMLAnchorElement>(el, '[part=brochure-link]')!.getAttribute('href')).toBe('http://localhost/brochure-pdf?lang=en');
  });

  it('says the brochure was mailed only once the server says so; without mail, the link and no claim', () => {
    const el = mount({ open: '', country: 'MX' });
    type($<HTMLInputElement>(el, '#email')!, 'luis@example.com');
    submit(el);
    const status = () => $(el, '[part=status]')!.textContent;
    const sent = () => $(el, '[part=sent]')!.textContent ?? '';
    const delivery = outbox.deliveries.at(-1)!;
    expect(sent()).not.toMatch(/enviamos|sent the/i);
    delivery.value = { state: 'delivered', attempts: 1, mail: false };
    expect(status()).toBe('Recibimos tus datos.');
    expect(sent()).not.toMatch(/enviamos|sent the/i);
    expect($(el, '[part=brochure-link]')).not.toBeNull();
    delivery.value = { state: 'delivered', attempts: 1, mail: true };
    expect(status()).toBe('Te enviamos el brochure a luis@example.com.');
    // The same link at once, whatever the mail.
    expect($<HTMLAnchorElement>(el, '[part=brochure-link]')!.getAttribute('href')).toBe('http://localhost/brochure-pdf');
    el.setAttribute('lang', 'en');
    expect(status()).toBe('We sent the brochure to luis@example.com.');
  });

  it('links the privacy policy under the button, in a new tab, in both languages', () => {
    const el = mount({ open: '' });
    const privacy = () => $(el, '[part=privacy]')!;
    expect(privacy().textContent).toBe('Al enviar aceptas nuestra política de privacidad (se abre en una pestaña nueva).');
    const link = privacy().querySelector('a')!;
    expect([link.getAttribute('href'), link.target, link.rel]).toEqual(['http://localhost/politicas-privacidad', '_blank', 'noopener']);
    el.setAttribute('lang', 'en');
    expect(privacy().textContent).toBe('By submitting you agree to our privacy policy (opens in a new tab).');
    expect(privacy().querySelector('a')!.getAttribute('href')).toBe('http://localhost/privacy-policies');
  });

  it('ticks the news box outside Europe and leaves it for the visitor in the EU, EEA, UK and Switzerland', () => {
    const box = (el: Element) => $<HTMLInputElement>(el, '#notify')!;
    expect(box(mount({ open: '', country: 'MX' })).checked).toBe(true);
    document.body.replaceChildren();
    const el = mount({ open: '', country: 'ES' });
    expect(box(el).checked).toBe(false);
    type($<HTMLInputElement>(el, '#email')!, 'lucia@example.com');
    submit(el);
    expect(outbox.leads[0]).toMatchObject({ country: 'ES', notify: false });
  });

  it('answers window.embudo.open("brochure")', () => {
    (window as unknown as { embudo: { open(n: string): void; close(n: string): void } }).embudo.open('brochure');
    const made = document.querySelector('embudo-brochure-modal') as Modal;
    expect(made.open).toBe(true);
    (window as unknown as { embudo: { close(n: string): void } }).embudo.close('brochure');
    expect(made.open).toBe(false);
  });
});
