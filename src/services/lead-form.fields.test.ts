/** LeadForm (./lead-form) before a submit: prefill and country, the news checkbox, the phone field, the WhatsApp prefix. */
import { signal } from '@preact/signals-core';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../i18n/lang';

import { toaster } from '../ui/toaster';
import { configure, resetConfigForTests } from './config';
import { LeadForm } from './lead-form';
import { scholarshipForm } from './scholarship-form';

import { detectCountry } from './geo';
import type * as Geo from './geo';
import type * as Tracking from './tracking';

import { disposeAfterTest, makeForm, useLeadFormHarness } from '../../tests/support/lead-form-harness';
import { resetOutboxMock } from '../../tests/support/outbox-mock';

vi.mock('./outbox', () => import('../../tests/support/outbox-mock').then((m) => m.outboxModule()));
// The real module otherwise: it defines the `country` setting the form reads.
vi.mock('./geo', async (importOriginal) => ({
  ...(await importOriginal<typeof Geo>()),
  detectCountry: vi.fn(() => Promise.resolve({ countryCode: 'MX', method: 'ipapi.co' })),
}));
vi.mock('./tracking', async (importOriginal) => ({ ...(await importOriginal<typeof Tracking>()), trackFunnel: vi.fn() }));
vi.mock('./lead-tracking', () => ({ trackLead: vi.fn() }));

const { queueLead } = await import('./outbox');

const queued = () => vi.mocked(queueLead).mock.calls.map(([lead]) => lead);

describe('LeadForm', () => {
  useLeadFormHarness(resetOutboxMock);

  describe('prefill and country', () => {
    it('prefills email, phone and name from the docs/product.md#storage-keys storage keys; a stored phone brings its country', () => {
      localStorage.setItem('email', 'ana@example.com');
      localStorage.setItem('name', 'Ana');
      localStorage.setItem('phone', '+5215512345678');
      const { model } = makeForm('scholarship');
      expect([model.email.value, model.name.value, model.country.value, model.digits.value]).toEqual([
        'ana@example.com',
        'Ana',
        'MX',
        '15512345678',
      ]);
      expect(model.phoneShown.value).toBe(true);
    });

    it('fills empty fields again on open, from what another form stored meanwhile', () => {
      const { model, open } = makeForm('brochure', { open: false });
      model.edit('name', 'Luisa');
      localStorage.setItem('email', 'luisa@example.com');
      localStorage.setItem('name', 'Otra');
      open.value = true;
      expect([model.name.value, model.email.value]).toEqual(['Luisa', 'luisa@example.com']);
    });

    it('ignores a stored phone that is not a phone, and a blank name', () => {
      localStorage.setItem('phone', 'javascript:alert(1)');
      localStorage.setItem('name', '   ');
      const { model } = makeForm('scholarship');
      expect([model.name.value, model.digits.value, model.country.value]).toEqual(['', '', 'PE']);
    });

    it('takes the country attribute, else the page config, else the geo detection, else US', async () => {
      expect(makeForm('brochure', { country: 'co' }).model.country.value).toBe('CO');
      configure({ country: 'CL' });
      expect(makeForm('brochure', { country: '' }).model.country.value).toBe('CL');
      resetConfigForTests();
      const detected = makeForm('brochure', { country: 'XX' }).model;
      expect(detected.country.value).toBe('US');
      await vi.advanceTimersByTimeAsync(0);
      expect(detected.country.value).toBe('MX');
    });

    it('keeps the visitor’s own choice over a later attribute or detection', async () => {
      const country = signal('');
      const model = new LeadForm(
        { form: scholarshipForm, bootcamp: signal('fullstack'), country, lang: signal<Lang>('es'), open: signal(true) },
        { onLead: vi.fn(), setOpen: vi.fn(), toaster },
      );
      disposeAfterTest(model);
      model.edit('country', 'ES');
      await vi.advanceTimersByTimeAsync(0);
      country.value = 'PE';
      expect(model.country.value).toBe('ES');
    });
    it('follows a country chosen elsewhere on the page (the pricing selector), unless the visitor picked one here', async () => {
      const { resetGeoForTests, chooseCountry } = await vi.importActual<typeof Geo>('./geo');
      try {
        const follows = makeForm('scholarship', { country: 'PE' }).model;
        const picked = makeForm('brochure', { country: 'PE' }).model;
        picked.edit('country', 'ES');
        chooseCountry('MX');
        expect(follows.country.value).toBe('MX');
        expect(picked.country.value).toBe('ES');
        // A form made after the choice starts on it, over the page's attribute (as the pricing block does).
        expect(makeForm('brochure', { country: 'CO' }).model.country.value).toBe('MX');
      } finally {
        resetGeoForTests();
      }
    });
  });

  describe('the news checkbox (notify)', () => {
    it('starts ticked outside Europe, unticked in the EU, EEA, UK and Switzerland', () => {
      expect(makeForm('brochure', { country: 'PE' }).model.notify.value).toBe(true);
      expect(makeForm('brochure', { country: 'US' }).model.notify.value).toBe(true);
      for (const country of ['ES', 'FR', 'DE', 'PT', 'SE', 'NO', 'GB', 'CH'])
        expect(makeForm('scholarship', { country }).model.notify.value).toBe(false);
    });

    it("follows the detected country, then the phone's; the visitor's tick wins from then on", async () => {
      const { model } = makeForm('scholarship', { country: '' });
      expect(model.notify.value).toBe(true); // US until the detection answers
      vi.mocked(detectCountry).mockResolvedValueOnce({ countryCode: 'ES', method: 'ipapi.co' });
      const late = makeForm('brochure', { country: '' }).model;
      await vi.advanceTimersByTimeAsync(0);
      expect(late.country.value).toBe('ES');
      expect(late.notify.value).toBe(false);
      model.edit('country', 'GB');
      expect(model.notify.value).toBe(false);
      model.setNotify(true);
      model.edit('country', 'PE');
      model.edit('country', 'CH');
      expect(model.notify.value).toBe(true);
      model.edit('email', 'ana@example.com');
      model.edit('phone', '791234567');
      model.submit();
      expect(queued()[0]).toMatchObject({ country: 'CH', notify: true });
    });
  });

  describe('phone field', () => {
    it('appears once the email passes the pattern, and stays', () => {
      const { model } = makeForm('scholarship');
      model.edit('email', 'ana@');
      expect(model.phoneShown.value).toBe(false);
      model.edit('email', 'ana@example.com');
      expect(model.phoneShown.value).toBe(true);
      model.edit('email', 'ana@');
      expect(model.phoneShown.value).toBe(true);
    });

    it('never appears in the brochure form', () => {
      const { model } = makeForm('brochure');
      model.edit('email', 'ana@example.com');
      expect(model.phoneShown.value).toBe(false);
    });
  });

  describe('the WhatsApp prefix', () => {
    it('stops a Peruvian mobile under +1 before sending it, in both languages', () => {
      const { model, lang } = makeForm('scholarship');
      model.edit('email', 'ana@example.com');
      model.edit('country', 'US');
      model.edit('phone', '987654321');
      expect(model.submit()).toEqual({ ok: false, field: 'phone' });
      expect(model.errors.value).toEqual({
        phone: 'Este número no es de +1 (Estados Unidos). Elige el país de tu WhatsApp o revisa el número.',
      });
      lang.value = 'en';
      expect(model.submit()).toEqual({ ok: false, field: 'phone' });
      expect(model.errors.value).toEqual({
        phone: 'This number is not a +1 (United States) number. Choose the country of your WhatsApp or check the number.',
      });
      expect(queueLead).not.toHaveBeenCalled();
      model.edit('country', 'PE');
      expect(model.submit()).toMatchObject({ ok: true });
      expect(queued()[0]!.phone).toBe('+51987654321');
    });

    it("takes any region with a dial code; only an offered one becomes the lead's country", () => {
      const { model } = makeForm('scholarship');
      model.edit('email', 'ana@example.com');
      model.edit('country', 'PE');
      model.edit('country', 'IT');
      expect(model.region.value).toBe('IT');
      expect(model.country.value).toBe('PE');
      model.edit('phone', '312 345 6789');
      expect(model.submit()).toMatchObject({ ok: true });
      expect(queued()[0]).toMatchObject({ phone: '+393123456789', country: 'PE' });
      model.edit('country', 'ZZ');
      expect(model.region.value).toBe('IT');
    });

    it('offers Bolivia, Venezuela, the Dominican Republic and Brazil, as prefix and as country', () => {
      for (const [code, typed, phone] of [
        ['BO', '71234567', '+59171234567'],
        ['VE', '04121234567', '+584121234567'],
        ['DO', '2345678', '+18092345678'],
        ['BR', '11961234567', '+5511961234567'],
      ] as const) {
        const { model } = makeForm('scholarship');
        model.edit('email', 'ana@example.com');
        model.edit('country', code);
        model.edit('phone', typed);
        expect(model.submit(), code).toMatchObject({ ok: true });
        expect(queued().at(-1), code).toMatchObject({ phone, country: code });
      }
    });
  });
});
