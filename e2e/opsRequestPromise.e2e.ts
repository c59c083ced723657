import { referredDriverAnswers } from '@portal/demo-data/answers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { inDays, londonDayIn } from './support/inDays.ts';
import {
  AGENT,
  customerSaves,
  filterQueue,
  heading,
  SUPERVISOR,
  staffSignsIn,
} from './support/opsSupport.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/** Every request has a promise and an age; a referral is worked like any other; states in words. */
const suite = usePortalAndBrowser({ BOT_CHECK: 'off' });
const TABLET = { width: 768, height: 1024 };

const facts = (page: Page) => page.locator('dl').first().textContent();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');
const open = async (page: Page, reference: string) => {
  await page.getByRole('link', { name: 'Request queue' }).click();
  await page.getByLabel('Search').fill(reference);
  await filterQueue(page);
  await page.getByRole('link', { name: reference }).click();
  await expect.poll(() => heading(page)).toBe(`Request ${reference}`);
};

describe('a request’s promise, age and states', () => {
  it('gives a simple change the brand’s promised reply and says how long it has waited', async () => {
    const reference = await customerSaves(suite.portal, 'cop', '10000001', { newPhone: '01632 960 401' });
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await open(agent, reference);
    await expect.poll(() => facts(agent)).toMatch(/Received.*, waiting (under a minute|\d+ min)/);
    expect(await facts(agent)).toMatch(/Promised reply.*\(24 hours\)/);
    expect(await facts(agent)).toContain('Direct Line');
    expect(await agent.locator('main').textContent()).not.toMatch(/[A-Z]+_[A-Z]+|DIRECTLINE/);
  });

  it('lets an agent take, park and hand over a referral, which a supervisor can still price', async () => {
    const reference = await customerSaves(
      suite.portal,
      'aad',
      '10000002',
      referredDriverAnswers(inDays(3), '02/01/2008'),
    );
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await open(agent, reference);
    await expect.poll(() => facts(agent)).toContain('Referred to a supervisor');
    await agent.getByRole('button', { name: 'Take this request' }).click();
    await expect.poll(() => focusedText(agent)).toBe('You are working on this request.');

    await agent.getByLabel('What you asked the customer').fill('Asked for the young driver’s licence');
    await agent.getByLabel('Answer due by').fill(londonDayIn(3));
    await agent.getByRole('button', { name: 'Park until the customer answers' }).click();
    await expect.poll(() => focusedText(agent)).toBe('The request is waiting for the customer.');
    await expect.poll(() => facts(agent)).toMatch(/Answer due by\d+ \w+ \d{4}/);
    await expectAccessible(agent, 'referral parked, at 1366 px');
    await agent.setViewportSize(TABLET);
    expect(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await expectAccessible(agent, 'referral parked, at 768 px');

    await agent.getByLabel('Hand to').selectOption({ label: 'Sam Supervisor (supervisor)' });
    await agent.getByRole('button', { name: 'Hand over' }).click();
    await expect.poll(() => focusedText(agent)).toBe('Sam Supervisor is now working on this request.');

    const supervisor = await staffSignsIn(suite.browser, suite.portal, SUPERVISOR);
    await supervisor.getByLabel('Whose work').selectOption({ label: 'My work' });
    await filterQueue(supervisor);
    const row = supervisor.getByRole('row').filter({ hasText: reference });
    await expect.poll(() => row.textContent()).toMatch(/Waiting for the customer, answer due/);
    await row.getByRole('link', { name: reference }).click();
    await expect.poll(() => heading(supervisor)).toBe(`Request ${reference}`);
    await expect
      .poll(() => supervisor.getByLabel('Premium change for the rest of this term (£)').count())
      .toBe(1);
    const history = await supervisor.getByRole('region', { name: 'History' }).textContent();
    expect(history).toMatch(/Taken[\s\S]*Waiting for the customer[\s\S]*Assigned/);
    await expectAccessible(supervisor, 'referral handed over, at 1366 px');
  });
});
