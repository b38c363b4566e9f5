import type { Page, Route } from '@playwright/test';

/** Shared by the pricing block's specs (./pricing.spec.ts, ./pricing-later.spec.ts). */

/** The IP service the geo chain asks first. */
export const IPAPI = 'https://ipapi.co/json/';

/** The pricing block's standalone script tag. */
export const SCRIPT = '<script src="/widgets/pricing.js"></script>';

/** Geo requests held open by `geo(…, 'hang')`, to be answered (or left) by the test. */
export type Held = { route: Route; url: string }[];

/** Routes the IP service and the regional fallback: a JSON body answers, 'hang' holds the request forever. */
export async function geo(page: Page, ipapi: object | 'hang', fallback: object | 'hang'): Promise<{ requests: string[]; held: Held }> {
  const requests: string[] = [];
  const held: Held = [];
  const answer = (body: object | 'hang') => async (route: Route) => {
    requests.push(route.request().url());
    if (body === 'hang') held.push({ route, url: route.request().url() });
    else
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify(body),
        headers: { 'access-control-allow-origin': '*' },
      });
  };
  await page.route(IPAPI, answer(ipapi));
  await page.route('**/api/geo', answer(fallback));
  return { requests, held };
}

/** Every block's country select. */
export const selects = (page: Page) => page.locator('embudo-pricing select');

/** The country each block's select shows. */
export const values = (page: Page) => selects(page).evaluateAll((boxes) => boxes.map((b) => (b as HTMLSelectElement).value));
