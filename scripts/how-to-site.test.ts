// @vitest-environment node
/**
 * The README's "Add a route" and "Add a landing section", followed literally on a copy of
 * host/app: each step is one anchored edit (or one new file), and nothing else is touched. The
 * copy then type-checks, renders the new page and the new section on the server in both
 * languages, and lists the page's paths for the pre-render and the sitemap. A second copy leaves
 * out the three tables the README says the type checker asks for, and tsc must name each of them.
 * If the steps ever need another edit, this fails. It lives here, not in host/app, because it
 * needs Node's types, which host/app's type-check leaves out on purpose (site code runs in the
 * browser too).
 */
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const site = path.join(root, 'host/app');
const tmp = mkdtempSync(path.join(os.tmpdir(), 'embudo-howto-site-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const NOW = Date.parse('2026-11-25T12:00:00Z');

/** A copy of the repository in `tmp/<name>`: host/app's files (tests left out), links to what they import from outside it. */
function copyApp(name: string): string {
  const top = path.join(tmp, name);
  const app = path.join(top, 'host/app');
  cpSync(site, app, { recursive: true, filter: (file) => !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join(site, 'public')) });
  mkdirSync(path.join(top, 'dist'));
  for (const link of ['package.json', 'src', 'content', 'node_modules', 'tsconfig.base.json', 'dist/types']) {
    symlinkSync(path.join(root, link), path.join(top, link));
  }
  return app;
}

/** Replaces `anchor` (found exactly once) in a file of the copy with `text`. */
function edit(file: string, anchor: string, text: string): void {
  const source = readFileSync(file, 'utf8');
  expect(source.split(anchor), `${path.basename(file)}: "${anchor}" once`).toHaveLength(2);
  writeFileSync(file, source.replace(anchor, text));
}

/** "Add a route", step by step; `tables: false` leaves out the three tables the type checker asks for. */
function addRoute(app: string, tables = true): void {
  // Step 1: a PageId, and its paths in ROUTES (one per language: each path fixes its language, and
  // the two are each other's twin without a list of their own).
  edit(path.join(app, 'routes.ts'), "  | 'brochure'\n", "  | 'brochure'\n  | 'alumni'\n");
  if (tables) {
    edit(
      path.join(app, 'routes.ts'),
      '  brochure: [',
      `  alumni: [
    { path: '/egresados', lang: 'es' },
    { path: '/alumni', lang: 'en' },
  ],
  brochure: [`,
    );
  }
  // Step 2: the page (default export) and its lazy entry.
  writeFileSync(
    path.join(app, 'pages/alumni.tsx'),
    `/** Our graduates (\`/egresados\`, \`/alumni\`). */
import { useCopy, type Texts } from '../i18n';
import { PageLayout } from '../layout/page-layout';

export const COPY = { es: { title: 'Nuestros egresados' }, en: { title: 'Our graduates' } } satisfies Texts;

export default function Alumni() {
  const t = useCopy(COPY);
  return (
    <PageLayout>
      <h1>{t.title}</h1>
    </PageLayout>
  );
}
`,
  );
  if (tables) {
    edit(
      path.join(app, 'pages/index.ts'),
      "  brochure: lazyPage(() => import('./brochure')),\n",
      "  brochure: lazyPage(() => import('./brochure')),\n  alumni: lazyPage(() => import('./alumni')),\n",
    );
  }
  // Step 3: its title and description in both languages.
  if (tables) {
    edit(
      path.join(app, 'head.ts'),
      '  brochure: {\n',
      `  alumni: {
    title: { es: 'Egresados del bootcamp', en: 'Bootcamp graduates' },
    description: { es: 'Dónde trabajan hoy quienes estudiaron con nosotros.', en: 'Where our graduates work today.' },
  },
  brochure: {\n`,
    );
  }
}

/** "Add a landing section", step by step. */
function addSection(app: string): void {
  // Step 1: the section, its texts as an exported { es, en } table read with useCopy.
  writeFileSync(
    path.join(app, 'sections/graduation.tsx'),
    `/** The graduation day: one h2, one job. */
import { useCopy, type Texts } from '../i18n';

export const COPY = { es: { title: 'Tu día de graduación' }, en: { title: 'Your graduation day' } } satisfies Texts;

export function Graduation() {
  const t = useCopy(COPY);
  return (
    <section id="graduacion">
      <h2>{t.title}</h2>
    </section>
  );
}
`,
  );
  // Step 2: below the first screen, so wrapped in sections/deferred.tsx, and listed in the landing's parts.
  edit(
    path.join(app, 'sections/deferred.tsx'),
    '\n/** The FAQ for a customer who has just paid',
    "\nexport const Graduation = deferredSection('graduation', () => import('./graduation').then((m) => m.Graduation));\n/** The FAQ for a customer who has just paid",
  );
  edit(
    path.join(app, 'pages/landing.tsx'),
    "  Team,\n} from '../sections/deferred';",
    "  Team,\n  Graduation,\n} from '../sections/deferred';",
  );
  edit(
    path.join(app, 'pages/landing.tsx'),
    "['employers', Employers],\n",
    "['employers', Employers],\n          ['graduation', Graduation],\n",
  );
}

/** A child process: its exit code and what it wrote. */
function run(args: string[], cwd: string, env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, output })));
}

/** tsc on a copy: its exit code and its `file: message` errors (paths from the copy's top). */
async function typeCheck(app: string): Promise<{ code: number | null; errors: string[]; output: string }> {
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const { code, output } = await run(
    [tsc, '-p', path.join(app, 'tsconfig.json'), '--noEmit', '--pretty', 'false'],
    path.resolve(app, '../..'),
  );
  return { code, output, errors: [...output.matchAll(/^(\S+?)\(\d+,\d+\): error TS\d+: (.*)$/gm)].map((m) => `${m[1]}: ${m[2]}`) };
}

/** What the copy's server render makes of the new pages and the landing, as the site's server uses it (entry-server.tsx). */
interface Rendered {
  pages: Record<string, { status: number; lang: string; html: string; title: string; canonical: string; alternates: string[] }>;
  fixed: Array<{ path: string; langs: string[]; query: Record<string, string> }>;
  sitemap: string[];
}

/**
 * Renders with the copy's own modules, in a process of its own (Vitest does not load a module
 * from a path computed at run time), with the site's JSX settings.
 */
async function renderCopy(app: string): Promise<Rendered> {
  const top = path.resolve(app, '../..');
  writeFileSync(
    path.join(top, 'render.ts'),
    `import { writeFileSync } from 'node:fs';
import employers from './content/employers.json';
import founders from './content/founders.json';
import schedule from './content/schedule.json';
import site from './content/site.json';
import team from './content/team.json';
import { fixedPaths, render, sitemap } from './host/app/entry-server';
const content = { settings: site, schedule, team, founders, employers, testimonials: [] } as never;
const pages: Record<string, unknown> = {};
for (const url of ['/egresados', '/alumni', '/', '/us']) {
  const page = await render(url, content, ${NOW});
  const { status, html, head } = page;
  pages[url] = { status, lang: page.route.lang, html, title: head.title, canonical: head.canonical, alternates: head.alternates.map((a) => a.href) };
}
writeFileSync('rendered.json', JSON.stringify({ pages, fixed: fixedPaths(), sitemap: sitemap(content).map((entry) => entry.path) }));
`,
  );
  const { code, output } = await run(['--import', 'tsx', 'render.ts'], top, { TSX_TSCONFIG_PATH: path.join(app, 'tsconfig.json') });
  expect(code, output).toBe(0);
  return JSON.parse(readFileSync(path.join(top, 'rendered.json'), 'utf8')) as Rendered;
}

describe('the README how-tos of the site, followed literally', () => {
  let checked: ReturnType<typeof typeCheck>;
  let withoutTables: ReturnType<typeof typeCheck>;
  let rendered: Promise<Rendered>;

  beforeAll(() => {
    // The site's type-check reads the widgets' JSX types (`npm run manifest`, the first step of `npm test`).
    expect(existsSync(path.join(root, 'dist/types/embudo-react.d.ts')), 'run `npm run manifest` first').toBe(true);
    const app = copyApp('done');
    addRoute(app);
    addSection(app);
    const missing = copyApp('without-tables');
    addRoute(missing, false);
    // One tsc run per copy (≈10 s of CPU each) and the render, all at once.
    checked = typeCheck(app);
    withoutTables = typeCheck(missing);
    rendered = renderCopy(app);
    // Each test awaits its own; none may go unhandled meanwhile.
    rendered.catch(() => undefined);
  });

  it('add a route: the page renders in both languages with its h1 and title; its paths are pre-rendered and in the sitemap', async () => {
    const { pages, fixed, sitemap } = await rendered;
    expect(fixed).toEqual(
      expect.arrayContaining([
        { path: '/egresados', langs: ['es'], query: { es: '', en: '' } },
        { path: '/alumni', langs: ['en'], query: { es: '', en: '' } },
      ]),
    );
    expect(sitemap).toEqual(expect.arrayContaining(['/egresados', '/alumni']));
    for (const [url, lang, h1, title] of [
      ['/egresados', 'es', 'Nuestros egresados', 'Egresados del bootcamp'],
      ['/alumni', 'en', 'Our graduates', 'Bootcamp graduates'],
    ] as const) {
      const page = pages[url]!;
      expect(page.status, url).toBe(200);
      expect(page.lang, url).toBe(lang);
      expect(/<h1[^>]*>(.*?)<\/h1>/.exec(page.html)?.[1], url).toBe(h1);
      expect(page.title, url).toBe(`${title} | Embudo Bootcamp`);
      expect(page.canonical, url).toBe(url);
      expect(page.alternates, url).toEqual(expect.arrayContaining(['/egresados', '/alumni']));
    }
  }, 120_000);

  it('add a landing section: the landing holds it, deferred, in full in both languages', async () => {
    const { pages } = await rendered;
    for (const [url, h2] of [
      ['/', 'Tu día de graduación'],
      ['/us', 'Your graduation day'],
    ] as const) {
      const section = /<div class="deferred-section" data-section="graduation">(.*?)<\/div>/.exec(pages[url]!.html)?.[1];
      expect(section, url).toBe(`<!--$--><section id="graduacion"><h2>${h2}</h2></section><!--/$-->`);
    }
  }, 120_000);

  it('the copy with both how-tos type-checks', async () => {
    const { code, output } = await checked;
    expect(output).toBe('');
    expect(code).toBe(0);
  }, 120_000);

  it('the type checker asks for each of the three tables: ROUTES, PAGES and META', async () => {
    const { errors, output } = await withoutTables;
    const files = new Set(errors.filter((e) => e.includes("'alumni'")).map((e) => e.split(':')[0]));
    expect([...files].sort(), output).toEqual(['host/app/head.ts', 'host/app/pages/index.ts', 'host/app/routes.ts']);
  }, 120_000);
});
