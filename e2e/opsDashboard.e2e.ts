import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { newPage, PHONE } from './support/browser.ts';
import { customerSaves, heading, SUPERVISOR, staffSignsIn } from './support/opsSupport.ts';
import { shotPath } from './support/shots.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/** The supervisor's day at a glance: charts with their numbers as tables, live, loaded only when opened. */
const suite = usePortalAndBrowser({ BOT_CHECK: 'off' });
const TABLET = { width: 768, height: 1024 };

/** The scripts a page fetched, by file name. */
function scriptsOf(page: Page) {
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') fetched.push(new URL(request.url()).pathname);
  });
  return fetched;
}
/** The dashboard's headline count of open requests on time. */
const openCount = async (page: Page) =>
  Number(
    (
      await page
        .getByRole('region', { name: 'Open requests against their promise' })
        .locator('li')
        .nth(2)
        .textContent()
    )?.match(/\d+/)?.[0],
  );

describe('the supervisor’s dashboard', () => {
  it('is not in the customer’s first load, nor the console’s until it is opened', async () => {
    const customer = await newPage(suite.browser, PHONE);
    const customerScripts = scriptsOf(customer);
    await customer.goto(appUrl(suite.portal.url('directline'), '/cov/request/triage?product=PCW'));
    await expect.poll(() => customer.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(customerScripts.filter((path) => /Dashboard|recharts/i.test(path))).toEqual([]);

    const supervisor = await staffSignsIn(suite.browser, suite.portal, SUPERVISOR);
    const consoleScripts = scriptsOf(supervisor);
    await supervisor.reload();
    await expect.poll(() => heading(supervisor)).toBe('Request queue');
    expect(consoleScripts.filter((path) => /Dashboard/.test(path))).toEqual([]);
    await supervisor.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => heading(supervisor)).toBe('Dashboard');
    expect(consoleScripts.filter((path) => /Dashboard/.test(path))).toHaveLength(1);
  });

  it('shows each chart with its numbers as a table, and counts a new request without a reload', async () => {
    const supervisor = await staffSignsIn(suite.browser, suite.portal, SUPERVISOR);
    await supervisor.setViewportSize({ width: 1366, height: 900 });
    await supervisor.getByRole('link', { name: 'Dashboard' }).click();
    await expect.poll(() => heading(supervisor)).toBe('Dashboard');
    for (const name of [
      'Open requests against their promise',
      'Web chats',
      'Card payments, last 14 days',
      'Journeys, last 14 days: sent, quoted, accepted and paid',
    ])
      await expect.poll(() => supervisor.getByRole('region', { name }).count()).toBe(1);
    await expect.poll(() => supervisor.locator('svg.recharts-surface').count()).toBeGreaterThan(3);
    expect(
      await supervisor.getByRole('table', { name: 'Card payments by day' }).getByRole('row').count(),
    ).toBe(15);
    const before = await openCount(supervisor);

    // A customer sends a change on their phone; the open figure on the open dashboard counts it.
    await customerSaves(suite.portal, 'cop', '10000001', { newPhone: '01632 960 301' });
    await expect.poll(() => openCount(supervisor), { timeout: 45_000, interval: 1_000 }).toBe(before + 1);
    const ages = supervisor.getByRole('table', { name: 'Open requests by form and brand, overdue first' });
    expect(await ages.textContent()).toContain('Update your phone number');
    expect(await ages.textContent()).toContain('Direct Line');
    await supervisor.screenshot({ path: shotPath('opsDashboard-1366'), fullPage: true });
    await expectAccessible(supervisor, 'dashboard at 1366 px');

    await supervisor.setViewportSize(TABLET);
    expect(await supervisor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      TABLET.width,
    );
    await supervisor.screenshot({ path: shotPath('opsDashboard-768'), fullPage: true });
    await expectAccessible(supervisor, 'dashboard at 768 px');
  });
});
