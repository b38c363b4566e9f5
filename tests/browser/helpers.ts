import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What many browser specs do the same way: wait for React to hydrate an element of the site, and
 * check a page with axe. One module, so each spec says only what it checks.
 */

/** Resolves once React has hydrated the first element matching `selector` (its props, and so its handlers, are attached). */
export async function hydrated(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return !!el && Object.keys(el).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

/** Every axe rule on the page as it is now; fails listing each violation with `label` and its nodes. */
export async function axe(page: Page, label: string): Promise<void> {
  // Only the violations are collected: a landing's thousands of passing nodes cost seconds to gather and carry back.
  // Legacy mode runs axe once in the page instead of per frame, then again in a new blank page to
  // merge the frames' results: the same rules on the same nodes in a third to a half of the time.
  // It skips cross-origin frames (the site has none), so one would fail here as a frame not tested.
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  expect(results.violations.map((v) => `${label} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
  expect(results.incomplete.filter((r) => r.id === 'frame-tested').map((r) => `${label} ${r.id}: ${r.nodes.length} frame(s)`)).toEqual([]);
}
