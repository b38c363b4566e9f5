import { StrictMode, act, useEffect, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import employers from '../../../content/employers.json';
import founders from '../../../content/founders.json';
import schedule from '../../../content/schedule.json';
import site from '../../../content/site.json';
import team from '../../../content/team.json';
import { App } from '../app';
import type { SiteContent } from '../content';
import { render } from '../entry-server';
import type * as NotFoundModule from '../pages/not-found';
import type * as BenefitsModule from '../sections/benefits';
import type * as SummaryCardsModule from '../sections/summary-cards';
import { rootErrorOptions } from './section-boundary';

/** Which section throws, and where: nowhere, in its render, or in an effect after it rendered. */
const fault = vi.hoisted(() => ({ part: '', where: 'none' as 'none' | 'render' | 'effect' }));

/** A section's component that fails as `fault` says, else renders the real one. */
function failing(part: string, Real: () => ReactNode) {
  return function Failing() {
    const here = fault.part === part;
    useEffect(() => {
      if (here && fault.where === 'effect') throw new RangeError(`${part} effect: Incorrect locale information provided`);
    }, [here]);
    if (here && fault.where === 'render') throw new RangeError(`${part} render: Incorrect locale information provided`);
    return <Real />;
  };
}

// Sections that fail as a real one might (Intl refusing a locale), by mocking their modules: one
// below the fold (its code loads on approach) and one of the first screen (in the page's chunk).
vi.mock('../sections/benefits', async (importOriginal) => {
  const real = await importOriginal<typeof BenefitsModule>();
  return { ...real, Benefits: failing('benefits', real.Benefits) };
});
vi.mock('../sections/summary-cards', async (importOriginal) => {
  const real = await importOriginal<typeof SummaryCardsModule>();
  return { ...real, SummaryCards: failing('summary-cards', real.SummaryCards) };
});
// A page that fails as a whole (its own component throws, outside any section).
vi.mock('../pages/not-found', async (importOriginal) => {
  const real = await importOriginal<typeof NotFoundModule>();
  return { ...real, default: failing('not-found', real.default) };
});

const content = { settings: site, schedule, team, founders, employers, testimonials: [] } as unknown as SiteContent;
const NOW = Date.parse('2026-11-25T12:00:00Z');
/** Each failing section: a text of its server markup, how many of an element it has, its neighbours. */
const PARTS = [
  {
    part: 'benefits',
    text: 'Beneficios de estudiar con nosotros',
    item: '.benefits__stat',
    items: 6,
    before: 'profiles',
    after: 'job-titles',
  },
  { part: 'summary-cards', text: 'Dedicación semanal', item: '.summary__card', items: 4, before: 'hero', after: 'pricing' },
] as const;

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  fault.part = '';
  fault.where = 'none';
});

/** Puts the server's HTML of `/` in the page and hydrates it as main.tsx does (the same root options). */
async function hydrate(html: string): Promise<HTMLElement> {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  const container = document.getElementById('root')!;
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <MemoryRouter initialEntries={['/']}>
          <App renderedAt={NOW} content={content} />
        </MemoryRouter>
      </StrictMode>,
      rootErrorOptions,
    );
  });
  return container;
}

/** Presses a button and says whether React answered (its aria-expanded turned true). */
async function answers(button: Element | null): Promise<boolean> {
  expect(button, 'the button is on the page').not.toBeNull();
  await act(async () => (button as HTMLElement).click());
  return button!.getAttribute('aria-expanded') === 'true';
}

/** The console.error calls that name the part. */
const logsNaming = (spy: { mock: { calls: unknown[][] } }, name: string) =>
  spy.mock.calls.filter((call) => String(call[0]).includes(`"${name}"`));

describe.each(PARTS)('a landing section that fails costs that section only: $part', ({ part, text, item, items, before, after }) => {
  for (const where of ['render', 'effect'] as const) {
    it(`in the browser (${where}): its server markup stays, the error is logged once, the rest of the page answers`, async () => {
      const page = await render('/', content, NOW);
      expect(page.html).toContain(text);
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      Object.assign(fault, { part, where });
      const container = await hydrate(page.html);

      // The failed section: its server markup, in its place.
      const failed = container.querySelector(`[data-boundary="${part}"]`)!;
      expect(failed.hasAttribute('data-failed')).toBe(true);
      expect(failed.textContent).toContain(text);
      expect(failed.querySelectorAll(item)).toHaveLength(items);
      expect(failed.previousElementSibling?.getAttribute('data-boundary')).toBe(before);
      expect(failed.nextElementSibling?.getAttribute('data-boundary')).toBe(after);
      expect(container.querySelectorAll('[data-failed]')).toHaveLength(1);

      // Logged once, with the section's name and the error; nothing else logged.
      const logged = logsNaming(errors, part);
      expect(logged).toHaveLength(1);
      expect(logged[0]).toContainEqual(expect.objectContaining({ message: expect.stringContaining(`${part} ${where}`) }));
      expect(errors.mock.calls.map((call) => String(call[0]))).toEqual([String(logged[0]![0])]);

      // The rest of the page is React's: the header's menu and another section's question open.
      expect(await answers(container.querySelector('.header__toggle'))).toBe(true);
      expect(await answers(container.querySelector('#preguntas-frecuentes .faq__trigger'))).toBe(true);

      // Later renders of the page do not log it again.
      await act(async () => (container.querySelector('.header__toggle') as HTMLElement).click());
      expect(logsNaming(errors, part)).toHaveLength(1);
    });
  }

  it('on the server: the page answers 200 without the section, says which one failed and why; the browser renders it', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(fault, { part, where: 'render' });
    const page = await render('/', content, NOW);
    expect(page.status).toBe(200);
    expect(page.html).not.toContain(text);
    expect(page.html).toContain('Elige tu fecha de inicio');
    expect(page.html).toContain('id="preguntas-frecuentes"');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain(`/: "${part}" could not be rendered by the server; the page is served without it`);
    expect(errors.mock.calls[0]).toContainEqual(expect.objectContaining({ message: expect.stringContaining(`${part} render`) }));
    // The next render of the page is whole (nothing of the failed one is left behind).
    fault.where = 'none';
    expect((await render('/', content, NOW)).html).toContain(text);

    // The browser renders the section the server could not.
    errors.mockClear();
    const container = await hydrate(page.html);
    expect(container.querySelector(`[data-boundary="${part}"]`)!.textContent).toContain(text);
    expect(await answers(container.querySelector('#preguntas-frecuentes .faq__trigger'))).toBe(true);
  });

  it('on the server and in the browser: the section is hidden, logged once in the browser, the rest answers', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(fault, { part, where: 'render' });
    const page = await render('/', content, NOW);
    errors.mockClear();
    const container = await hydrate(page.html);
    const failed = container.querySelector(`[data-boundary="${part}"]`)!;
    expect(failed.hasAttribute('data-failed')).toBe(true);
    expect(failed.innerHTML).toBe('');
    expect(logsNaming(errors, part)).toHaveLength(1);
    expect(String(logsNaming(errors, part)[0]![0])).toContain('it is hidden');
    expect(await answers(container.querySelector('.header__toggle'))).toBe(true);
  });
});

describe('a page that fails as a whole', () => {
  it('is not served by the server: the render fails, naming the page and its error; the next render is whole', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    Object.assign(fault, { part: 'not-found', where: 'render' });
    const failed = await render('/nope', content, NOW).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failed).toBeInstanceOf(AggregateError);
    expect((failed as AggregateError).message).toContain(
      '/nope: "page notFound" could not be rendered by the server; the page is not served.',
    );
    expect((failed as AggregateError).errors).toEqual([
      expect.objectContaining({ message: 'not-found render: Incorrect locale information provided' }),
    ]);
    fault.where = 'none';
    expect((await render('/nope', content, NOW)).status).toBe(404);
  });
});
