import { test, expect, html, T0, HOUR, at, freezeClock, unitValues } from './fixtures';

test('scratch', async ({ page, serve, problems }) => {
  await freezeClock(page);
  const url = await serve('a.html', html(`<embudo-countdown end-at="${at(HOUR)}"></embudo-countdown><script src="/widgets/countdown.js"></script>`));
  await page.goto(url);
  console.log(await page.evaluate(() => Date.now() - Date.parse('2026-01-01T00:00:00Z')));
  await page.waitForTimeout(1500);
  console.log(await page.evaluate(() => Date.now() - Date.parse('2026-01-01T00:00:00Z')));
  console.log(await unitValues(page, 'embudo-countdown'));
  await page.clock.runFor(1000);
  console.log(await unitValues(page, 'embudo-countdown'));
  console.log(problems);
});
