import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const WCAG_22_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Fails with the screen's name and each violation, so a failure says where and what.
 * A page without frames is checked by one `axe.run` in the page (axe's "legacy mode"): the
 * default runs axe in every frame, then again in a new blank page to merge the results, which
 * cost twice the time (1.0–1.2 s against 2.5 s a page at load 12) for frames the page has not
 * got. A page with frames (3-D Secure, the secure payment form) still gets the frame-by-frame run.
 * (Asking for violations only is not safe there: across frames, `landmark-unique` then reported
 * the page's own header and main as duplicates.)
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_A_AA);
  const results = await builder.setLegacyMode(page.frames().length === 1).analyze();
  const found = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
