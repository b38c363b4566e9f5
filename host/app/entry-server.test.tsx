import { describe, expect, it } from 'vitest';
import employers from '../../content/employers.json';
import founders from '../../content/founders.json';
import schedule from '../../content/schedule.json';
import site from '../../content/site.json';
import team from '../../content/team.json';
import type { SiteContent } from './content';
import { fixedPaths, render } from './entry-server';
import { purchaseDetails } from './lib/purchase';

// The repository's own content files, as the server reads them (it checks them too: host/server/site-content.ts).
const content = { settings: site, schedule, team, founders, employers, testimonials: [] } as unknown as SiteContent;
const NOW = Date.parse('2026-11-25T12:00:00Z');

describe('the server render of the site', () => {
  it('renders every fixed path in each of its languages with a heading, a head and status 200', async () => {
    for (const { path: p, langs, query } of fixedPaths()) {
      for (const lang of langs) {
        const page = await render(`${p}${query[lang]}`, content, NOW);
        expect(page.status, p).toBe(200);
        expect(page.html, p).toMatch(/<h1[^>]*>[^<]+/);
        expect(page.head.lang).toBe(lang === 'en' ? 'en-US' : 'es');
        expect(page.head.title).toMatch(/\| Embudo Bootcamp$/);
        expect(page.head.canonical.startsWith('/')).toBe(true);
      }
    }
  });

  it('answers 404 for an unknown path, bootcamp or country, with links back; a known enrolment names its bootcamp', async () => {
    expect((await render('/nope', content, NOW)).status).toBe(404);
    const bootcamp = await render('/enroll/not-a-bootcamp/PE', content, NOW);
    expect(bootcamp.status).toBe(404);
    expect(bootcamp.html).toContain('href="/enroll/frontend-completo/PE"');
    expect((await render('/enroll/fullstack/ZZ', content, NOW)).status).toBe(404);
    const known = await render('/en/enroll/cloud-aws/US', content, NOW);
    expect(known.status).toBe(200);
    expect(known.head.title).toBe('Enroll in Cloud AWS | Embudo Bootcamp');
    expect(known.html).toContain('<embudo-pricing lang="en" price-delay="0" bootcamp="cloud-aws" country="US">');
  });

  it('hides the sections behind the web-visible flag when it is off (content/site.json webVisible)', async () => {
    expect((await render('/', content, NOW)).html).toContain('id="platform"');
    const hidden = await render('/', { ...content, settings: { ...content.settings, webVisible: false } }, NOW);
    expect(hidden.html).not.toContain('id="platform"');
    expect(hidden.html).toContain('id="preguntas-frecuentes"');
  });

  it('writes the render time into nothing but the root attribute: the same now gives the same page', async () => {
    expect((await render('/', content, NOW)).html).toBe((await render('/', content, NOW)).html);
  });
});

describe('payment-success details (docs/product.md#tracking Purchase)', () => {
  const base = 'https://storage.example.test';
  it('takes mount as the value, else 197; eventID from session_id, else invoice_id', () => {
    expect(purchaseDetails('?mount=501&session_id=cs_1&invoice_id=I1', base)).toEqual({
      value: 501,
      eventId: 'cs_1',
      invoiceUrl: 'https://storage.example.test/INVOICES/I1.pdf',
      refusedInvoice: undefined,
    });
    expect(purchaseDetails('?invoice_id=I-2_x', base)).toMatchObject({ value: 197, eventId: 'I-2_x' });
    expect(purchaseDetails('', base)).toMatchObject({ value: 197, eventId: undefined, invoiceUrl: undefined });
    for (const bad of ['-5', 'abc', '1e9', 'Infinity']) expect(purchaseDetails(`?mount=${bad}`, base).value).toBe(197);
  });

  it('refuses an invoice_id outside letters, digits, _ and -: nothing to open, the value said for the console', () => {
    for (const bad of ['../x', 'a/b', 'x.pdf?y', 'a b', '%2e%2e', 'x'.repeat(101), '<script>']) {
      const details = purchaseDetails(`?invoice_id=${encodeURIComponent(bad)}`, base);
      expect(details.invoiceUrl, bad).toBeUndefined();
      expect(details.refusedInvoice, bad).toBe(bad);
      expect(details.eventId, bad).toBeUndefined();
    }
  });
});
