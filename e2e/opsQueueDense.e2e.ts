import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { AGENT, customerSaves, filterQueue, heading, staffSignsIn } from './support/opsSupport.ts';
import { shotPath } from './support/shots.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/** The queue an agent lives in all day: dense, named, sortable, keyboard-driven; and both it and
 * the policy page fit a 768 px tablet. */
const suite = usePortalAndBrowser({ BOT_CHECK: 'off' });
const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 768, height: 1024 };

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);
/** The tallest and shortest body row: one line each means they are all one line high. */
const rowHeights = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('tbody tr'), (row) => row.getBoundingClientRect().height),
  );

describe('the dense queue', () => {
  it('shows one line a row with brand and form names, sorts by a column, and moves between rows by keyboard', async () => {
    for (const phone of ['01632 960 101', '01632 960 102', '01632 960 103'])
      await customerSaves(suite.portal, 'cop', '10000001', { newPhone: phone });
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await agent.setViewportSize(DESKTOP);
    await expect.poll(() => agent.getByRole('row').count()).toBeGreaterThan(3);
    const table = agent.getByRole('table');
    expect(await table.textContent()).toContain('Direct Line');
    expect(await table.textContent()).toContain('Update your phone number');
    expect(await table.textContent()).not.toMatch(/DIRECTLINE|\(cop\)/);
    expect(await table.textContent()).toMatch(/waiting (under a minute|\d+ min)/);
    const heights = await rowHeights(agent);
    expect(Math.max(...heights)).toBeLessThan(40);
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(2);
    await agent.screenshot({ path: shotPath('opsQueueDense-1366') });
    await expectAccessible(agent, 'dense queue at 1366 px');

    // Sorted by form name, then the other way round.
    await agent.getByRole('button', { name: /^Form/ }).click();
    await expect
      .poll(() => agent.getByRole('columnheader', { name: /Form/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    await agent.getByRole('button', { name: /^Form/ }).click();
    await expect
      .poll(() => agent.getByRole('columnheader', { name: /Form/ }).getAttribute('aria-sort'))
      .toBe('descending');
    await expect.poll(() => table.getAttribute('aria-busy')).toBe('false');

    // Down a row with the arrow key, and Enter opens it.
    const links = table.locator('tbody a');
    await links.first().focus();
    await agent.keyboard.press('ArrowDown');
    const second = (await links.nth(1).textContent()) ?? '';
    expect(await focusedText(agent)).toBe(second);
    await agent.keyboard.press('Enter');
    await expect.poll(() => heading(agent)).toBe(`Request ${second}`);
  });

  it('keeps the column headers in view while the rows scroll', async () => {
    for (let count = 0; count < 25; count++)
      await customerSaves(suite.portal, 'cop', '10000002', {
        newPhone: `01632 960 2${String(count).padStart(2, '0')}`,
      });
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await agent.setViewportSize({ width: 1366, height: 600 });
    await expect.poll(() => agent.getByRole('row').count()).toBeGreaterThan(20);
    await agent.mouse.wheel(0, 900);
    await expect
      .poll(() =>
        agent
          .getByRole('columnheader', { name: /Owner/ })
          .evaluate((cell) => cell.getBoundingClientRect().top),
      )
      .toBeLessThan(2);
    expect(await agent.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  });

  it('fits a 768 px tablet: the queue’s owner and status, and the policy page, without scrolling sideways', async () => {
    await customerSaves(suite.portal, 'cop', '10000001', { newPhone: '01632 960 104' });
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await agent.setViewportSize(TABLET);
    await agent.getByLabel('Search').fill('10000001');
    await filterQueue(agent);
    for (const name of [/Owner/, /Status/]) {
      const right = await agent
        .getByRole('columnheader', { name })
        .evaluate((cell) => cell.getBoundingClientRect().right);
      expect(right).toBeLessThanOrEqual(TABLET.width);
    }
    expect(await pageWidth(agent)).toBeLessThanOrEqual(TABLET.width);
    await agent.screenshot({ path: shotPath('opsQueueDense-768'), fullPage: true });
    await expectAccessible(agent, 'dense queue at 768 px');

    await agent.getByRole('link', { name: 'Policies' }).click();
    await expect.poll(() => heading(agent)).toBe('Find a policy');
    await agent.getByLabel('Policy number').fill('10000001');
    await agent.getByRole('button', { name: 'Find' }).click();
    await expect.poll(() => heading(agent)).toBe('Policy 10000001');
    await expect.poll(() => agent.getByRole('heading', { name: 'Emails' }).count()).toBe(1);
    expect(await pageWidth(agent)).toBeLessThanOrEqual(TABLET.width);
    await agent.screenshot({ path: shotPath('opsPolicy-768'), fullPage: true });
    await expectAccessible(agent, 'policy page at 768 px');
    await agent.setViewportSize(DESKTOP);
    await expectAccessible(agent, 'policy page at 1366 px');
  });
});
