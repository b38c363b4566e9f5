import AxeBuilder from '@axe-core/playwright';
import { expect, html, test } from './fixtures';

/**
 * The countdown builder (examples/countdown-builder.html): the options drive the live preview and
 * the snippet, the snippet's SRI hash is the one of the file the server sends (pasted on a page, it
 * runs), pinning is a choice that says what it means, and a missing manifest leaves a working snippet.
 */

const BUILDER = '/examples/countdown-builder.html';
const END_AT = '2030-06-30T20:00:00-05:00';

test('options → preview and snippet; the pinned snippet runs on a page; unpinned has no integrity', async ({ page, serve, problems }) => {
  await page.goto(BUILDER);
  const snippet = page.locator('#snippet');
  await expect(snippet).toContainText('integrity="sha384-'); // the manifest is in

  await page.locator('#end-local').fill('2030-06-30T20:00:00');
  await page.locator('#zone').selectOption('America/Lima');
  await expect(page.locator('#iso')).toHaveText(END_AT);
  await page.getByLabel('Oscuro').check();
  await page.locator('#size').selectOption('small');
  await page.locator('#hide-second').check();
  await page.locator('#title-day').fill('Jornadas');
  await page.getByLabel('English (US)').check();

  const preview = page.locator('#preview');
  await expect(preview).toHaveAttribute('end-at', END_AT);
  await expect(preview).toHaveAttribute('theme', 'dark');
  await expect(preview).toHaveAttribute('size', 'small');
  await expect(preview).toHaveAttribute('hide-second', '');
  await expect(preview).toHaveAttribute('lang', 'en');
  await expect(preview.locator('[part=title]')).toHaveText(['Jornadas', 'Hours', 'Minutes']);

  const manifest = (await (await page.request.get('/widgets/manifest.json')).json()) as { files: { file: string; integrity: string }[] };
  const { integrity } = manifest.files.find((f) => f.file === 'countdown.js')!;
  const cssIntegrity = manifest.files.find((f) => f.file === 'embudo.css')!.integrity;
  const [link, script, tag] = (await snippet.textContent())!.split('\n');
  // embudo.css keeps the countdown's room before its script runs, pinned like the script.
  expect(link).toBe(
    `<link rel="stylesheet" href="${new URL(page.url()).origin}/widgets/embudo.css" integrity="${cssIntegrity}" crossorigin="anonymous">`,
  );
  expect(script).toBe(
    `<script src="${new URL(page.url()).origin}/widgets/countdown.js" integrity="${integrity}" crossorigin="anonymous" defer></script>`,
  );
  expect(tag).toBe(
    `<embudo-countdown end-at="${END_AT}" theme="dark" size="small" hide-year hide-month hide-second title-day="Jornadas" lang="en"></embudo-countdown>`,
  );
  await expect(page.locator('#integrity-note')).toContainText('versión exacta');

  // Pasted on a marketer's page, the pinned snippet runs: the hash is the served file's.
  await page.goto(await serve('pasted.html', html(`${tag}<h1>Después</h1>`, `${link}\n${script}`)));
  await expect(page.locator('embudo-countdown [part=title]')).toHaveText(['Jornadas', 'Hours', 'Minutes']);
  // The stylesheet applied (its hash is the served file's): it counts the hidden units for the room it keeps.
  expect(await page.locator('embudo-countdown').evaluate((el) => getComputedStyle(el).getPropertyValue('--_hsecond'))).toBe('1');
  expect(problems.consoleErrors).toEqual([]);

  // Not pinned: no integrity, no note.
  await page.goto(BUILDER);
  await page.locator('#pin').uncheck();
  await expect(snippet).not.toContainText('integrity');
  await expect(page.locator('#integrity-note')).toBeHidden();
});

test("the builder's own preview fits the default countdown in its stage on a 360 px phone", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(BUILDER);
  const preview = page.locator('#preview');
  await expect(preview).toHaveAttribute('size', 'medium');
  const sticksOut = () =>
    preview.evaluate((el) => {
      const base = el.shadowRoot?.querySelector('[part=base]')?.getBoundingClientRect();
      const stage = el.parentElement!.getBoundingClientRect();
      return base === undefined ? null : base.left < stage.left || base.right > stage.right;
    });
  await expect.poll(sticksOut).toBe(false);
});

test('without the manifest the snippet has no integrity and the page says why', async ({ page }) => {
  await page.route('**/widgets/manifest.json', (route) => route.fulfill({ status: 503, body: '' }));
  await page.goto(BUILDER);
  await expect(page.locator('#integrity-note')).toContainText('manifest.json');
  await expect(page.locator('#snippet')).toContainText('/widgets/countdown.js" defer></script>');
  await expect(page.locator('#pin')).toBeDisabled();
});

test('the builder has no axe violations, in Spanish and in English', async ({ page }) => {
  await page.goto(BUILDER);
  await expect(page.locator('#snippet')).toContainText('integrity=');
  for (const lang of ['es', 'en']) {
    if (lang === 'en') await page.locator('#ui-lang').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${lang} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  }
});

test("the size help's widths are the countdowns' own (4 units on one line), in both languages", async ({ page, serve }) => {
  await page.goto(BUILDER);
  const help = page.locator('#size-help');
  await expect(page.locator('#size')).toHaveAttribute('aria-describedby', 'size-help');
  const said: Record<string, number[]> = {};
  let helpEs = '';
  for (const lang of ['es', 'en']) {
    if (lang === 'en') await page.locator('#ui-lang').click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    said[lang] = [...(await help.innerText()).matchAll(/(\d{3}) (?:px )?\(/g)].map((m) => Number(m[1]));
    if (lang === 'es') helpEs = await help.innerText();
  }
  expect(said.en).toEqual(said.es);
  expect(await help.innerText()).toContain('On a phone');

  // Each size with 4 units (days to seconds, two digits each) on a wide page: its one-line width as the help says it.
  const sizes = ['extra-small', 'small', 'medium', 'large'];
  const soon = new Date(Date.now() + 3 * 86_400_000 + 3_600_000).toISOString();
  const row = sizes
    .map((size) => `<p><embudo-countdown end-at="${soon}" size="${size}" hide-year hide-month></embudo-countdown></p>`)
    .join('');
  await page.setViewportSize({ width: 1200, height: 900 });
  await page.goto(await serve('sizes.html', html(`${row}<script src="/widgets/countdown.js"></script>`)));
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelectorAll('embudo-countdown')].every((el) => el.shadowRoot?.querySelector('[part=base]'))),
    )
    .toBe(true);
  const widths = await page.evaluate(() =>
    [...document.querySelectorAll('embudo-countdown')].map(
      (el) => el.shadowRoot!.querySelector('[part=base]')!.getBoundingClientRect().width,
    ),
  );
  widths.forEach((width, i) =>
    expect(Math.abs(width - said.es![i]!), `${sizes[i]}: ${width}px, the help says ${said.es![i]}`).toBeLessThan(3),
  );

  // The narrowest column the help names for medium and large (digits shrunk with it): one line
  // there, two rows a pixel narrower (the room rule's, not the fonts').
  const narrowest = [...helpEs.matchAll(/desde (\d{3})/g)].map((m) => Number(m[1]));
  expect(narrowest).toHaveLength(1);
  for (const size of ['medium', 'large']) {
    // The page's 8 px margins on each side: a column as wide as the help says.
    await page.setViewportSize({ width: narrowest[0]! + 16, height: 600 });
    await page.goto(
      await serve(
        `narrow-${size}.html`,
        html(
          `<embudo-countdown end-at="${soon}" size="${size}" hide-year hide-month></embudo-countdown><script src="/widgets/countdown.js"></script>`,
        ),
      ),
    );
    const lines = () =>
      page
        .locator('embudo-countdown')
        .evaluate(
          (el) => new Set([...el.shadowRoot!.querySelectorAll('[part=unit]')].map((u) => Math.round(u.getBoundingClientRect().top))).size,
        );
    await expect.poll(lines, `${size} in a ${narrowest[0]} px column`).toBe(1);
    await page.setViewportSize({ width: narrowest[0]! + 16 - 1, height: 600 });
    await expect.poll(lines, `${size} in a ${narrowest[0]! - 1} px column`).toBe(2);
  }
});
