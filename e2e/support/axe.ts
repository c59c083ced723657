import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { AxeBuilder } from '@axe-core/playwright';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const WCAG_22_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<AxeResults> };
  }
}

/**
 * A page without frames is checked by one `axe.run` in the page. axe is put in the document once,
 * not before every check (AxeBuilder evaluates its 500 KB twice a check), so the steps of a journey,
 * which move within one document, share it; and only violations come back in full (the passes'
 * nodes were most of what crossed to the test). Two browser files: 50 → 47 s (bench/README.md).
 */
async function violationsOnPage(page: Page): Promise<Result[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(
    (tags) =>
      window.axe?.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] }),
    WCAG_22_A_AA,
  );
  if (!results) throw new Error('axe did not load in the page');
  return results.violations;
}

/**
 * A page with frames (3-D Secure, the secure payment form) gets AxeBuilder's frame-by-frame run,
 * every result type asked for: across frames, asking for violations only made `landmark-unique`
 * report the page's own header and main as duplicates.
 */
async function violationsAcrossFrames(page: Page): Promise<Result[]> {
  return (await new AxeBuilder({ page }).withTags(WCAG_22_A_AA).analyze()).violations;
}

/** Fails with the screen's name and each violation, so a failure says where and what. */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const violations =
    page.frames().length === 1 ? await violationsOnPage(page) : await violationsAcrossFrames(page);
  const found = violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
  expect(found, `axe violations on ${screen}`).toEqual([]);
}
