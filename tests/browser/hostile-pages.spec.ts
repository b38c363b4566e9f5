import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext, Frame, Page } from '@playwright/test';
import { CHROMIUM_PATH } from '../../scripts/chromium';
import { startServerProcess, type ServerProcess } from '../../scripts/bench/server-process';
import { ADMIN_TOKEN } from './env';
import { embudoMessages, expect, html, test, type Problems } from './fixtures';
import { fillForm, sentPanel, submitButton, TAGS, uniqueEmail, visitor, type StoredLead } from './lead-helpers';

/**
 * Hostile partner pages (RELIABILITY rows 9, 16, 17), each with every widget on it,
 * loaded through `embudo.js` and through the standalone scripts:
 *
 * - Trusted Types enforced (`require-trusted-types-for 'script'`) with a `trusted-types` list that
 *   names only the partner's own policy: no nonce, no policy of ours;
 * - React 19 (the partner example's app) beside the page's own Preact 10, preact/hooks and
 *   @preact/signals-core 1.8 (unmodified builds in tests/fixtures/vendor/), with a Preact
 *   `options.vnode` hook that rewrites every element that Preact copy renders;
 * - the page inside `<iframe sandbox="allow-scripts">`: an opaque origin, so localStorage,
 *   sessionStorage and cookies throw. Its requests carry `Origin: null`, which a partner must allow
 *   (EMBUDO_ALLOWED_ORIGINS=*): that case runs on a server of its own, started here.
 *
 * Expected everywhere: every widget renders and works, the lead is stored once, no page error and
 * no console error or CSP violation from Embudo, and `window.embudo` is the one global Embudo adds.
 */

const NAMES = ['countdown', 'deadline-bar', 'scholarship-modal', 'brochure-modal', 'pricing', 'chat-button', 'social-proof'] as const;
const VENDOR = path.join(process.cwd(), 'tests/fixtures/vendor');
const FAR = new Date(Date.now() + 3 * 24 * 3600 * 1000).toISOString();
const PROOF = { activity: [{ kind: 'scholarship', country: 'PE', at: Date.now() - 5 * 60 * 1000 }], testimonials: [] };

// Chromium's Local Network Access checks treat the sandboxed (opaque-origin) frame as public and refuse its
// requests to loopback (a partner's public page and a public Embudo host have no such step).
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-features=LocalNetworkAccessChecks,BlockInsecurePrivateNetworkRequests,PrivateNetworkAccessSendPreflights',
    ],
  },
});

type Loading = 'embudo.js' | 'standalone scripts';
const scripts = (loading: Loading): string =>
  (loading === 'embudo.js' ? ['embudo'] : NAMES).map((n) => `<script src="/widgets/${n}.js" data-country="PE" defer></script>`).join('');

/** Every widget, two openers, and room to scroll (the social-proof popup's 40 % trigger). */
const WIDGETS = `
  <main>
    <h1>Blog del socio</h1>
    <button type="button" id="opener" data-embudo-open="scholarship">Beca</button>
    <button type="button" id="brochure-opener" data-embudo-open="brochure">Temario</button>
    <embudo-countdown id="c" end-at="${FAR}"></embudo-countdown>
    <embudo-deadline-bar id="bar" mode="preinscription" end-at="${FAR}"></embudo-deadline-bar>
    <embudo-pricing bootcamp="fullstack" country="PE" price-delay="0"></embudo-pricing>
    <embudo-chat-button delay="300"></embudo-chat-button>
    <embudo-social-proof max="1"></embudo-social-proof>
    <${TAGS.scholarship}></${TAGS.scholarship}>
    <div class="spacer"></div>
  </main>`;

/** The pages' stylesheet (no inline style: the Trusted Types page has `style-src 'self'`). */
const CSS = '.spacer { height: 4000px; }';
const CSS_LINK = '<link rel="stylesheet" href="/__test/hostile.css">';

/**
 * The one report a page whose `trusted-types` list leaves out `embudo` gets: the browser's, when
 * the first Embudo script asks for its policy (docs/embedding.md#capture-leads-on-any-page). Embudo itself logs nothing.
 */
const REFUSED_POLICY = /^Creating a TrustedTypePolicy named 'embudo' violates the following Content Security policy directive/;

/** The page's own globals, by page (the partner's libraries): everything else new must be `embudo` alone. */
const OWN_GLOBALS: Record<string, string[]> = {
  tt: ['partnerPolicy'],
  react: ['preact', 'preactHooks', 'preactSignalsCore', 'partnerPreact'],
  sandbox: [],
};

/** Answers `/__test/<file>` of `origin` with `body` for every page and frame of the context. */
async function serveFile(
  context: BrowserContext,
  origin: string,
  file: string,
  body: string,
  type: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const url = `${origin}/__test/${file}`;
  await context.route(url, (route) => route.fulfill({ status: 200, contentType: type, body, headers }));
  return url;
}

/** Records, in every frame at document start, the window's own property names (on a symbol: no new global). */
async function snapshotGlobals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    Object.defineProperty(window, Symbol.for('test.globals'), { value: Object.getOwnPropertyNames(window) });
  });
}
const addedGlobals = (scope: Page | Frame): Promise<string[]> =>
  scope.evaluate(() => {
    const start = new Set((window as unknown as Record<symbol, string[]>)[Symbol.for('test.globals')]);
    return Object.getOwnPropertyNames(window).filter((name) => !start.has(name));
  });

/** The rows the store at `origin` holds for `email` (admin export). */
async function rowsFor(request: APIRequestContext, origin: string, email: string): Promise<StoredLead[]> {
  const res = await request.get(`${origin}/api/leads`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { leads: StoredLead[] }).leads.filter((lead) => lead.email === email);
}

const shadow = (scope: Page | Frame, selector: string) => scope.locator(selector);

/**
 * Every widget renders and works in `scope` (the page, or the sandboxed frame): the countdown
 * ticks, the deadline bar shows its text, the pricing block its price, the chat button appears,
 * the social-proof popup comes on scroll, the brochure modal opens and closes, and a scholarship
 * lead is sent and stored once at `origin`.
 */
async function everyWidgetWorks(scope: Page | Frame, request: APIRequestContext, origin: string, tag: string): Promise<void> {
  const digits = () => shadow(scope, '#c [part~=digit]').allTextContents();
  await expect.poll(async () => (await digits()).length, { message: 'countdown digits' }).toBeGreaterThan(0);
  const first = (await digits()).join('');
  await expect.poll(async () => (await digits()).join(''), { message: 'the countdown ticks', timeout: 5000 }).not.toBe(first);
  await expect(shadow(scope, '#bar [part=text]')).toHaveText('Preinscripción cierra en');
  await expect(shadow(scope, 'embudo-pricing [part=special-price]')).toHaveText('Precio especial: S/ 1,499');
  await expect(shadow(scope, 'embudo-chat-button [part=base]')).toBeVisible({ timeout: 10_000 });
  await scope.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.5));
  await expect(shadow(scope, 'embudo-social-proof [part=text]')).toContainText('Perú');

  await scope.locator('#brochure-opener').click();
  await expect(shadow(scope, `${TAGS.brochure} dialog[open]`)).toBeVisible();
  await scope.locator(`${TAGS.brochure} dialog[open] [part~="close-button"]`).first().click();
  await expect(shadow(scope, `${TAGS.brochure} dialog[open]`)).toHaveCount(0);

  const email = uniqueEmail(tag);
  await scope.locator('#opener').click();
  await expect(shadow(scope, `${TAGS.scholarship} dialog[open]`)).toBeVisible();
  await fillForm(scope as Page, 'scholarship', visitor(email));
  await submitButton(scope as Page, 'scholarship').click();
  await expect(sentPanel(scope as Page, 'scholarship')).toBeVisible();
  await expect.poll(async () => (await rowsFor(request, origin, email)).length, { message: `rows stored for ${email}` }).toBe(1);
  // A late second delivery would show up here.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(await rowsFor(request, origin, email)).toHaveLength(1);
}

/** Nothing from Embudo went wrong: no page error, no Embudo console error or warning, no CSP violation. */
function noTrouble(problems: Problems): void {
  expect(problems.pageErrors).toEqual([]);
  expect(embudoMessages(problems.consoleErrors)).toEqual([]);
  expect(embudoMessages(problems.consoleWarnings)).toEqual([]);
  expect(problems.consoleErrors.filter((m) => /embudo|trusted|policy|Content Security/i.test(m))).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
}

async function routeProof(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => url.pathname === '/__test/hostile.css',
    (route) => route.fulfill({ status: 200, contentType: 'text/css', body: CSS }),
  );
  await context.route(
    (url) => url.pathname === '/api/social-proof',
    (route) => route.fulfill({ json: PROOF, headers: { 'access-control-allow-origin': '*' } }),
  );
}

for (const loading of ['embudo.js', 'standalone scripts'] as const) {
  test.describe(`hostile pages, ${loading}`, () => {
    test(`Trusted Types enforced, no policy of ours allowed, ${loading}: every widget renders and works, one lead stored, no error from Embudo, one global`, async ({
      page,
      context,
      baseURL,
      request,
      problems,
    }) => {
      await snapshotGlobals(page);
      await routeProof(context);
      const csp =
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self' https://ipapi.co; " +
        "require-trusted-types-for 'script'; trusted-types partner-html";
      // The partner's own script: its one allowed policy, used for its own markup.
      await serveFile(
        context,
        baseURL!,
        'partner-tt.js',
        `window.partnerPolicy = trustedTypes.createPolicy('partner-html', { createHTML: (s) => s.replace(/</g, '&lt;') });
         document.getElementById('partner-note').innerHTML = partnerPolicy.createHTML('<b>escaped</b> by the partner');`,
        'text/javascript',
      );
      const url = await serveFile(
        context,
        baseURL!,
        'tt-page.html',
        html(`<p id="partner-note"></p>${WIDGETS}<script src="/__test/partner-tt.js"></script>${scripts(loading)}`, CSS_LINK),
        'text/html',
        {
          'Content-Security-Policy': csp,
        },
      );
      await page.goto(url);
      await expect(page.locator('#partner-note')).toHaveText('<b>escaped</b> by the partner');
      await everyWidgetWorks(page, request, baseURL!, 'tt');
      // Control: Trusted Types really are enforced, and a policy named like ours is refused.
      expect(
        await page.evaluate(() => {
          try {
            document.body.innerHTML = '<i>x</i>';
            return 'allowed';
          } catch (e) {
            return (e as Error).name;
          }
        }),
      ).toBe('TypeError');
      expect(
        await page.evaluate(() => {
          try {
            (window as unknown as { trustedTypes: { createPolicy(name: string, rules: object): unknown } }).trustedTypes.createPolicy(
              'embudo-test',
              {},
            );
            return 'allowed';
          } catch (e) {
            return (e as Error).name;
          }
        }),
      ).toBe('TypeError');
      // The controls' own reports aside: at most the browser's one report of the refused `embudo` policy name.
      const controls = (m: string) => m.includes('embudo-test') || m.includes("'TrustedHTML'");
      const refused = problems.consoleErrors.filter((m) => REFUSED_POLICY.test(m));
      expect(refused.length, 'reports of the refused policy name').toBeLessThanOrEqual(1);
      problems.consoleErrors.splice(
        0,
        problems.consoleErrors.length,
        ...problems.consoleErrors.filter((m) => !controls(m) && !REFUSED_POLICY.test(m)),
      );
      expect(problems.cspViolations.filter((v) => v.startsWith('trusted-types')).length).toBeLessThanOrEqual(3); // ours (≤ 1) + the two controls
      problems.cspViolations.splice(
        0,
        problems.cspViolations.length,
        ...problems.cspViolations.filter((v) => !v.startsWith('trusted-types') && !v.startsWith('require-trusted-types-for')),
      );
      noTrouble(problems);
      expect((await addedGlobals(page)).filter((n) => !OWN_GLOBALS.tt!.includes(n))).toEqual(['embudo']);
    });

    test(`React 19 with its own Preact 10 and signals, ${loading}: every widget renders and works, one lead stored, no error from Embudo, one global`, async ({
      page,
      context,
      baseURL,
      request,
      problems,
    }) => {
      await snapshotGlobals(page);
      await routeProof(context);
      for (const file of ['preact-10.26.9.umd.js', 'preact-hooks-10.26.9.umd.js', 'signals-core-1.8.0.umd.js']) {
        await serveFile(context, baseURL!, `vendor/${file}`, readFileSync(path.join(VENDOR, file), 'utf8'), 'text/javascript');
      }
      // The partner's own Preact app: a hook that rewrites every vnode its Preact renders, a signal, an effect.
      await serveFile(
        context,
        baseURL!,
        'partner-preact.js',
        `(() => {
         const { h, render, options } = preact;
         const { signal, effect } = preactSignalsCore;
         const old = options.vnode;
         options.vnode = (vnode) => { if (typeof vnode.type === 'string') vnode.props['data-partner'] = 'yes'; if (old) old(vnode); };
         const likes = signal(0);
         window.partnerPreact = { likes, effects: 0 };
         effect(() => { likes.value; window.partnerPreact.effects++; });
         function Likes() { const [n, setN] = preactHooks.useState(0); return h('button', { id: 'preact-like', type: 'button', onClick: () => { setN(n + 1); likes.value++; } }, 'Preact likes: ' + n); }
         render(h(Likes), document.getElementById('preact-root'));
         })();`,
        'text/javascript',
      );
      const own = [
        'vendor/preact-10.26.9.umd.js',
        'vendor/preact-hooks-10.26.9.umd.js',
        'vendor/signals-core-1.8.0.umd.js',
        'partner-preact.js',
      ]
        .map((f) => `<script src="/__test/${f}"></script>`)
        .join('');
      const body = `<div id="partner-root"></div><div id="preact-root"></div>${own}${WIDGETS}<script src="/examples/partner-app.js" defer></script>${scripts(loading)}`;
      await page.goto(
        await serveFile(
          context,
          baseURL!,
          'react-preact.html',
          html(body, `<link rel="stylesheet" href="/examples/partner.css">${CSS_LINK}`),
          'text/html',
        ),
      );
      await expect(page.locator('#partner-likes')).toHaveText('0', { timeout: 15_000 });
      await everyWidgetWorks(page, request, baseURL!, 'react-preact');
      // The partner's three libraries still work, untouched by Embudo's own Preact and signals.
      await page.locator('#partner-like').click();
      await expect(page.locator('#partner-likes')).toHaveText('1');
      await page.locator('#preact-like').click();
      await expect(page.locator('#preact-like')).toHaveText('Preact likes: 1');
      await expect(page.locator('#preact-like')).toHaveAttribute('data-partner', 'yes');
      expect(
        await page.evaluate(
          () => (window as unknown as { partnerPreact: { likes: { value: number }; effects: number } }).partnerPreact.effects,
        ),
      ).toBe(2);
      // Its vnode hook never reached Embudo's elements (another Preact).
      expect(await page.locator(TAGS.scholarship).evaluate((host) => host.shadowRoot!.querySelectorAll('[data-partner]').length)).toBe(0);
      noTrouble(problems);
      expect(problems.consoleErrors).toEqual([]);
      expect((await addedGlobals(page)).filter((n) => !OWN_GLOBALS.react!.includes(n))).toEqual(['embudo']);
    });
  });
}

test.describe('hostile pages: sandboxed iframe', () => {
  let server: ServerProcess;
  let dir: string;
  test.beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'embudo-sandbox-'));
    // An opaque origin posts with `Origin: null`: the partner allows it with EMBUDO_ALLOWED_ORIGINS=*.
    server = await startServerProcess({
      root: process.cwd(),
      entry: 'dist',
      env: {
        EMBUDO_DB: path.join(dir, 'embudo.db'),
        EMBUDO_ALLOWED_ORIGINS: '*',
        EMBUDO_RATE_LIMIT: 'off',
        EMBUDO_ADMIN_TOKEN: ADMIN_TOKEN,
      },
    });
  });
  test.afterAll(async () => {
    await server?.kill();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  for (const loading of ['embudo.js', 'standalone scripts'] as const) {
    test(`sandboxed iframe (storage and cookies throw), ${loading}: every widget renders and works, one lead stored, no error from Embudo, one global`, async ({
      page,
      context,
      request,
      problems,
    }) => {
      await snapshotGlobals(page);
      await routeProof(context);
      const inner = await serveFile(context, server.origin, 'sandboxed.html', html(`${WIDGETS}${scripts(loading)}`, CSS_LINK), 'text/html');
      const outer = await serveFile(
        context,
        server.origin,
        'outer.html',
        html(`<iframe id="f" sandbox="allow-scripts" src="${inner}" style="width: 100%; height: 900px"></iframe>`),
        'text/html',
      );
      await page.goto(outer);
      const frame = page.frames().find((f) => f.url() === inner) ?? (await (await page.locator('#f').elementHandle())!.contentFrame())!;
      // Control: this frame's storage and cookies really throw.
      expect(
        await frame.evaluate(() =>
          [() => localStorage.length, () => sessionStorage.length, () => document.cookie].map((f) => {
            try {
              f();
              return 'ok';
            } catch (e) {
              return (e as Error).name;
            }
          }),
        ),
      ).toEqual(['SecurityError', 'SecurityError', 'SecurityError']);
      await everyWidgetWorks(frame, request, server.origin, 'sandbox');
      noTrouble(problems);
      expect((await addedGlobals(frame)).filter((n) => !OWN_GLOBALS.sandbox!.includes(n))).toEqual(['embudo']);
    });
  }
});
