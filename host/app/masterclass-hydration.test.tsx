import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import employers from '../../content/employers.json';
import founders from '../../content/founders.json';
import schedule from '../../content/schedule.json';
import site from '../../content/site.json';
import team from '../../content/team.json';
import { App } from './app';
import type { SiteContent } from './content';
import { pageQuery, render } from './entry-server';

/**
 * The landing with a masterclass in content/schedule.json, rendered on the server and hydrated as
 * the browser does (main.tsx): the masterclass modal once built its date with `dateStyle` and
 * `timeZoneName` together, a TypeError thrown after hydration that unmounted the whole page.
 */

// The visitor's zone (the browser's: here the process's), set before anything asks it.
vi.stubEnv('TZ', 'America/New_York');
afterAll(() => vi.unstubAllEnvs());
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const NOW = Date.parse('2026-11-25T12:00:00Z');
// The repository's content files, as the server reads them, with one masterclass ahead of NOW.
const content = {
  settings: site,
  schedule: { ...schedule, masterclasses: ['2026-01-08T19:00:00-05:00', '2027-01-14T19:00:00-05:00'] },
  team,
  founders,
  employers,
  testimonials: [],
} as unknown as SiteContent;

let mounted: Root | undefined;
afterEach(async () => {
  await act(async () => mounted?.unmount());
  mounted = undefined;
  document.body.innerHTML = '';
});

/**
 * Renders `path` on the server as the server does (from the part of the query the page reads),
 * puts the HTML in the page and hydrates it at the whole address; the errors React reports.
 */
async function hydrate(path: string): Promise<{ root: HTMLElement; errors: unknown[]; html: string }> {
  const url = new URL(path, 'http://site.invalid');
  const page = await render(url.pathname + pageQuery(url.pathname, url.search), content, NOW);
  expect(page.status).toBe(200);
  document.body.innerHTML = `<div id="root">${page.html}</div>`;
  const root = document.getElementById('root')!;
  const errors: unknown[] = [];
  await act(async () => {
    mounted = hydrateRoot(
      root,
      <StrictMode>
        <MemoryRouter initialEntries={[path]}>
          <App renderedAt={NOW} content={content} />
        </MemoryRouter>
      </StrictMode>,
      { onUncaughtError: (error) => errors.push(error), onRecoverableError: (error) => errors.push(error) },
    );
  });
  // Effects after hydration, and a timer's turn for what they schedule.
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  return { root, errors, html: page.html };
}

describe('the landing with a masterclass date', () => {
  it.each(['/', '/us', '/v2'])('%s hydrates and stays up', async (path) => {
    const { root, errors } = await hydrate(path);
    expect(errors).toEqual([]);
    expect(root.querySelector('h1')).not.toBeNull();
    expect(root.querySelector('.masterclass-modal__open')).not.toBeNull();
  });

  it('hydrates a campaign address from the page cached without its tags, then links the masterclass with them', async () => {
    const { root, errors, html } = await hydrate('/us?utm_source=ads&fbclid=x1');
    expect(html).not.toContain('utm_source');
    expect(errors).toEqual([]);
    expect(root.querySelector('.masterclass-modal__dialog a.btn')!.getAttribute('href')).toBe(
      '/masterclass?utm_source=ads&fbclid=x1&lang=en',
    );
  });

  it('/payment-success hydrates and stays up, with no masterclass invitation for a customer who has just paid', async () => {
    const { root, errors } = await hydrate('/payment-success');
    expect(errors).toEqual([]);
    expect(root.querySelector('h1')).not.toBeNull();
    expect(root.querySelector('.masterclass-modal__open')).toBeNull();
  });

  it("writes nothing of the date on the server, and the next one in the visitor's zone with its name when the dialog opens", async () => {
    const html = (await render('/', content, NOW)).html;
    expect(html).toContain('<p class="masterclass-modal__date">Reserva tu lugar y te avisamos la fecha de la próxima.</p>');

    const es = await hydrate('/');
    const date = es.root.querySelector('.masterclass-modal__date')!;
    expect(date.textContent).toBe('Reserva tu lugar y te avisamos la fecha de la próxima.');
    await act(async () => es.root.querySelector<HTMLButtonElement>('.masterclass-modal__open')!.click());
    expect(es.root.querySelector<HTMLDialogElement>('.masterclass-modal__dialog')!.open).toBe(true);
    expect(date.textContent).toBe('Próxima masterclass: jueves, 14 de enero de 2027, 19:00 GMT-5');
    expect(es.errors).toEqual([]);
  });

  it('reads it in English on /us, and opens from any [data-open-masterclass] too', async () => {
    const en = await hydrate('/us');
    const opener = document.createElement('button');
    opener.dataset.openMasterclass = '';
    en.root.append(opener);
    await act(async () => opener.click());
    expect(en.root.querySelector('.masterclass-modal__date')!.textContent).toBe(
      'Next masterclass: Thursday, January 14, 2027 at 7:00 PM EST',
    );
    expect(en.errors).toEqual([]);
  });
});
