import { expect, test, type Problems } from './fixtures';
import {
  expectRows,
  fillForm,
  leadPage,
  modal,
  openDialog,
  openForm,
  servePage,
  submitButton,
  submitForm,
  uniqueEmail,
} from './lead-helpers';

/**
 * Bolivia, Venezuela, the Dominican Republic and Brazil are offered like the rest: their enrolment
 * pages render with a price (the USD row, paid through linkPayUSD: the pricing content has no row
 * in their currencies), and the WhatsApp prefix list offers every region with a dial code. A number
 * that cannot belong to its prefix (a Peruvian mobile under +1) is stopped in the form when its
 * length says so, and refused by the server (422 on `phone`) when only the numbering plan can tell;
 * either way the message is under the phone field. Against the real server; nothing leaves 127.0.0.1.
 */

/** Page errors and CSP violations never; console errors only the lead API's own 422. */
function clean(problems: Problems): void {
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors.filter((m) => !/status of 422/.test(m))).toEqual([]);
  expect(problems.cspViolations).toEqual([]);
}

const USD_LINK = 'https://pagos.embudo.dev/fullstack/usd';

for (const [path, country, special, charge] of [
  ['/enroll/fullstack/BO', 'Bolivia', 'Precio especial: USD 501', 'Precio regular: USD 1,670'],
  ['/enroll/fullstack/VE', 'Venezuela', 'Precio especial: USD 501', 'Precio regular: USD 1,670'],
  ['/enroll/fullstack/DO', 'República Dominicana', 'Precio especial: USD 501', 'Precio regular: USD 1,670'],
  ['/en/enroll/fullstack/BR', 'Brazil', 'Special price: $501', 'Regular price: $1,670'],
] as const) {
  test(`${path} renders with its country chosen, a US dollar price and the USD pay link`, async ({ page, problems }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const block = page.locator('embudo-pricing');
    await expect(block.locator('[part=country-select]')).toHaveValue(path.slice(-2));
    await expect(block.locator('[part=country-select] option:checked')).toHaveText(country);
    await expect(block.locator('[part=special-price]')).toHaveText(special, { timeout: 20_000 });
    await expect(block.locator('[part=regular-price]')).toHaveText(charge);
    await expect(block.locator('[part=pay-button]')).toHaveAttribute('href', USD_LINK);
    await expect(block.locator('[part=price]')).not.toContainText('NaN');
    clean(problems);
  });
}

test('a country not offered still answers the 404 page with the offered ones, Bolivia among them', async ({ page }) => {
  const response = await page.goto('/enroll/fullstack/CU');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('link', { name: /Bolivia/ })).toBeVisible();
});

test.describe('the WhatsApp prefix list', () => {
  test("offers every region with a dial code, the visitor's country first, +591, +58, +55 and +1-809 among them", async ({
    page,
    context,
    baseURL,
    problems,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(await servePage(context, baseURL!, 'countries-prefixes.html', leadPage('scholarship')));
    await openForm(page, 'scholarship');
    const m = modal(page, 'scholarship');
    await m.locator('#email').fill(uniqueEmail('prefixes'));
    const select = m.locator('#phone-country');
    await expect(select).toHaveValue('PE');
    // The chosen region alone until the visitor reaches the list; the whole list once they do.
    await expect(select.locator('option')).toHaveCount(1);
    await expect(async () => {
      await select.focus(); // does nothing until the field has revealed (inert before)
      expect(await select.locator('option').count()).toBeGreaterThan(240);
    }).toPass();
    const groups = await select.evaluate((el: HTMLSelectElement) =>
      [...el.querySelectorAll('optgroup')].map((g) => ({
        label: g.label,
        options: [...g.querySelectorAll('option')].map((o) => o.textContent),
      })),
    );
    expect(groups.map((g) => g.label)).toEqual(['Tu país', 'Países donde enseñamos', 'Los demás países']);
    expect(groups[0]!.options).toEqual(['Perú (+51)']);
    expect(groups[1]!.options).toEqual(
      expect.arrayContaining(['Bolivia (+591)', 'Venezuela (+58)', 'Brasil (+55)', 'República Dominicana (+1-809)']),
    );
    expect(groups[2]!.options).toEqual(expect.arrayContaining(['Italia (+39)', 'Cuba (+53)']));
    expect(groups.flatMap((g) => g.options).length).toBeGreaterThan(240);
    await select.selectOption('DO');
    await expect(m.locator('[part=country] span').first()).toHaveText(/\+1-809$/);
    clean(problems);
  });

  test('a Peruvian mobile under +1 is stopped under the phone field, before anything is sent', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('prefix-length');
    let posts = 0;
    page.on('request', (r) => void (r.method() === 'POST' && new URL(r.url()).pathname === '/api/leads' && posts++));
    await page.goto(await servePage(context, baseURL!, 'countries-length.html', leadPage('scholarship')));
    await openForm(page, 'scholarship');
    await fillForm(page, 'scholarship', { name: 'Ana Pérez', email, phone: { country: 'US', digits: '987654321' } });
    await submitButton(page, 'scholarship').click();
    const m = modal(page, 'scholarship');
    await expect(m.locator('#phone-error')).toHaveText(
      'Este número no es de +1 (Estados Unidos). Elige el país de tu WhatsApp o revisa el número.',
    );
    await expect(m.locator('#phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(openDialog(page, 'scholarship')).toBeVisible();
    // The visitor picks Peru: the same digits go, as a Peruvian number.
    await m.locator('#phone-country').selectOption('PE');
    await submitForm(page, 'scholarship');
    const [row] = await expectRows(request, email, 1, page);
    expect(row!.phone).toBe('+51987654321');
    expect(posts).toBe(1);
    clean(problems);
  });

  test('a number only the numbering plan can refuse: the server answers 422 on phone, shown under the field, in English too', async ({
    page,
    context,
    baseURL,
    request,
    problems,
  }) => {
    const email = uniqueEmail('prefix-plan');
    const answers: Array<{ status: number; body: unknown }> = [];
    page.on('response', async (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/leads')
        answers.push({ status: r.status(), body: await r.json().catch(() => null) });
    });
    await page.goto(await servePage(context, baseURL!, 'countries-plan.html', leadPage('scholarship', { attrs: 'lang="en"' })));
    await openForm(page, 'scholarship');
    // Ten digits, as a +1 number has, but no North American area code starts with 1.
    await fillForm(page, 'scholarship', { name: 'Ana Pérez', email, phone: { country: 'US', digits: '1234567890' } });
    // Sent at once (the lead is durable); the refusal can come back before a test sees that state.
    await submitButton(page, 'scholarship').click();
    const m = modal(page, 'scholarship');
    await expect(m.locator('#phone-error')).toHaveText(
      'This number is not a +1 (United States) number. Choose the country of your WhatsApp or check the number.',
    );
    await expect(openDialog(page, 'scholarship')).toBeVisible();
    await expect(m.locator('#phone')).toHaveValue('1234567890');
    await expect
      .poll(() => answers[0])
      .toMatchObject({
        status: 422,
        body: {
          status: 'invalid',
          issues: [{ field: 'phone', message: expect.stringMatching(/^phone: expected a number that exists under \+1 /) }],
        },
      });
    await expectRows(request, email, 0);
    clean(problems);
  });
});
