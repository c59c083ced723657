import { demoYourDetails, referredDriverAnswers } from '@portal/demo-data/answers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { requestCovQuote } from './accept/acceptSupport.ts';
import { expectAccessible } from './support/axe.ts';
import { inDays, londonDayIn } from './support/inDays.ts';
import {
  AGENT,
  customerSaves,
  filterQueue,
  findPolicy,
  heading,
  SUPERVISOR,
  staffSignsIn,
} from './support/opsSupport.ts';
import { shotPath } from './support/shots.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/** A queue an agent can work all day, by role and label. */
const suite = usePortalAndBrowser({ BOT_CHECK: 'off' });
const TABLET = { width: 768, height: 1024 };

/** A lapse enquiry as the Direct Line journey saves it (motor lapse is reached with product PCW). */
async function lapseEnquiry(improveOffer: boolean) {
  const base = suite.portal.url();
  const init = await fetch(`${base}/mta-api/mta/initialize/direct`, { method: 'POST' });
  const response = await fetch(`${base}/mta-api/mta/lapse/save`, {
    method: 'POST',
    headers: { 'x-auth-token': init.headers.get('x-auth-token') ?? '', 'content-type': 'application/json' },
    body: JSON.stringify({
      brand: 'DIRECTLINE',
      product: 'PCW',
      answers: {
        ...demoYourDetails('10000002'),
        policyNumber: '10000002',
        receivedInvite: 'true',
        lapseChoice: 'ENQUIRY',
        improveOffer,
      },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as string[])[0] ?? '';
}

const search = async (page: Page, text: string) => {
  await page.getByRole('link', { name: 'Request queue' }).click();
  await page.getByLabel('Search').fill(text);
  await filterQueue(page);
};
const rowOf = (page: Page, reference: string) => page.getByRole('row').filter({ hasText: reference });
/** Words split across lines in a table cell or an answer: none should be ("DIRE CTLIN E"). */
const brokenWords = (page: Page) =>
  page.evaluate(() => {
    const split: string[] = [];
    for (const cell of Array.from(document.querySelectorAll('td, th, dt, dd'))) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  });

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('the work queue', () => {
  it('finds a lapse enquiry by name, shows its 3-hour promise, and lets the agent own, note, park and release it', async () => {
    const reference = await lapseEnquiry(true);
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await search(agent, 'oliver bennett');
    await expect.poll(() => rowOf(agent, reference).textContent()).toMatch(/waiting .*\(3 h\).*Nobody/);
    await expectAccessible(agent, 'ops queue searched');
    await agent.getByRole('link', { name: reference }).click();
    await expect.poll(() => heading(agent)).toBe(`Request ${reference}`);
    // Answers as the customer saw them, grouped under the step's heading.
    const answers = agent.getByRole('region', { name: 'Answers' });
    await expect.poll(() => answers.getByRole('heading', { name: 'Your details' }).count()).toBe(1);
    await expect.poll(() => answers.textContent()).toContain('Date of birth02/07/1990');
    expect(await answers.textContent()).not.toMatch(/policyHolder\.|1990\/07\/02/);

    await agent.getByRole('button', { name: 'Take this request' }).click();
    await expect.poll(() => focusedText(agent)).toBe('You are working on this request.');
    await expect.poll(() => agent.locator('dl').first().textContent()).toContain('OwnerAlex Agent');

    await agent
      .getByLabel('Note for colleagues (the customer never sees it)')
      .fill('Customer is on holiday until Monday');
    await agent.getByRole('button', { name: 'Add note' }).click();
    await expect
      .poll(() => agent.getByRole('region', { name: 'Internal notes' }).textContent())
      .toContain('Customer is on holiday until Monday');
    await agent
      .getByLabel('What you asked the customer')
      .fill('Asked which offer they were quoted elsewhere');
    await agent.getByLabel('Answer due by').fill(londonDayIn(2));
    await agent.getByRole('button', { name: 'Wait for the customer' }).click();
    await expect.poll(() => focusedText(agent)).toBe('The request is waiting for the customer.');
    await expectAccessible(agent, 'ops request owned and waiting');

    await agent.getByRole('link', { name: 'Request queue' }).click();
    await agent.getByLabel('Whose work').selectOption({ label: 'My work' });
    await filterQueue(agent);
    await expect.poll(() => rowOf(agent, reference).textContent()).toContain('Waiting for the customer');

    await agent.getByRole('link', { name: reference }).click();
    await agent.getByRole('button', { name: 'Release to the queue' }).click();
    await expect.poll(() => focusedText(agent)).toBe('The request is back in the queue for anyone to take.');
    await expect.poll(() => agent.locator('dl').first().textContent()).toContain('Nobody is working on it');
  });

  it('hands a request to a colleague, who then finds it in their own work, oldest first', async () => {
    const older = await customerSaves(suite.portal, 'cop', '10000002', { newPhone: '01632 960 010' });
    const reference = await customerSaves(suite.portal, 'cop', '10000002', { newPhone: '01632 960 011' });
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    for (const each of [older, reference]) {
      await search(agent, each);
      await agent.getByRole('link', { name: each }).click();
      await expect.poll(() => heading(agent)).toBe(`Request ${each}`);
      await agent.getByLabel('Hand to').selectOption({ label: 'Sam Supervisor (supervisor)' });
      await agent.getByRole('button', { name: 'Hand over' }).click();
      await expect.poll(() => focusedText(agent)).toBe('Sam Supervisor is now working on this request.');
    }
    await expect.poll(() => agent.locator('dl').first().textContent()).toContain('OwnerSam Supervisor');

    const supervisor = await staffSignsIn(suite.browser, suite.portal, SUPERVISOR);
    await supervisor.getByLabel('Whose work').selectOption({ label: 'My work' });
    await filterQueue(supervisor);
    // Oldest first: the Received column's header, pressed once, sorts it ascending.
    await supervisor.getByRole('button', { name: /^Received/ }).click();
    await expect
      .poll(() => supervisor.getByRole('columnheader', { name: /Received/ }).getAttribute('aria-sort'))
      .toBe('ascending');
    await expect.poll(() => supervisor.getByRole('table').getAttribute('aria-busy')).toBe('false');
    await expect.poll(() => rowOf(supervisor, reference).count()).toBe(1);
    const rows = await supervisor.getByRole('row').allTextContents();
    expect(rows.findIndex((row) => row.includes(older))).toBeGreaterThan(0);
    expect(rows.findIndex((row) => row.includes(older))).toBeLessThan(
      rows.findIndex((row) => row.includes(reference)),
    );
    await expectAccessible(supervisor, 'ops my work, oldest first');
  });

  it("warns a supervisor applying an agent's request, and the banner does not follow to the next request", async () => {
    const taken = await customerSaves(suite.portal, 'cop', '10000002', { newPhone: '01632 960 002' });
    const next = await customerSaves(suite.portal, 'cop', '10000002', { newPhone: '01632 960 003' });
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await search(agent, taken);
    await agent.getByRole('link', { name: taken }).click();
    await agent.getByRole('button', { name: 'Take this request' }).click();
    await expect.poll(() => focusedText(agent)).toBe('You are working on this request.');

    const supervisor = await staffSignsIn(suite.browser, suite.portal, SUPERVISOR);
    await search(supervisor, taken);
    await supervisor.getByRole('link', { name: taken }).click();
    await expect
      .poll(() => supervisor.getByRole('region', { name: 'Actions' }).textContent())
      .toContain('is working on this request. Anything you do here takes it over from them.');
    // What applying would change, as on record → requested.
    await expect
      .poll(() => supervisor.getByRole('region', { name: 'Answers' }).textContent())
      .toMatch(/Contact number: on record .* → requested 01632/);
    await expectAccessible(supervisor, 'ops request owned by another agent');
    await supervisor
      .getByRole('region', { name: 'Actions' })
      .locator('form')
      .filter({ has: supervisor.getByRole('button', { name: 'Apply to the policy' }) })
      .getByLabel(/I am taking this request over from/)
      .check();
    await supervisor.getByRole('button', { name: 'Apply to the policy' }).click();
    await expect.poll(() => focusedText(supervisor)).toContain('Contact number changed to');

    await supervisor.goto(`${suite.portal.url()}/ops/#/requests/${next}`);
    await expect.poll(() => heading(supervisor)).toBe(`Request ${next}`);
    await expect.poll(() => supervisor.getByRole('region', { name: 'Actions' }).count()).toBe(1);
    expect(await supervisor.getByRole('status').textContent()).toBe('');
  });

  it('explains a referral price a supervisor mistyped, in words', async () => {
    const reference = await customerSaves(
      suite.portal,
      'aad',
      '10000002',
      referredDriverAnswers(inDays(3), '02/01/2008'),
    );
    const supervisor = await staffSignsIn(suite.browser, suite.portal, SUPERVISOR);
    await search(supervisor, reference);
    await supervisor.getByRole('link', { name: reference }).click();
    const change = supervisor.getByLabel('Premium change for the rest of this term (£)');
    await change.fill('abc');
    await supervisor.getByLabel('New annual premium (£)').fill('-900');
    await supervisor.getByRole('button', { name: 'Check the quote' }).click();
    // Each error beside its own field, and the focus on the first.
    await expect
      .poll(() => supervisor.locator('#premiumChange-error').textContent())
      .toBe('Error: Enter the premium change in pounds, for example 112.50');
    expect(await supervisor.locator('#newAnnualPremium-error').textContent()).toBe(
      'Error: The new annual premium must be more than £0',
    );
    expect(await change.evaluate((input) => input === document.activeElement)).toBe(true);
  });

  it('shows new work on an open queue without a reload', async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    const reference = await customerSaves(suite.portal, 'cop', '10000001', { newPhone: '01632 960 006' });
    await expect.poll(() => rowOf(agent, reference).count(), { timeout: 30_000, interval: 1_000 }).toBe(1);
  });

  it('warns before a change supersedes an open quote, applies it only on purpose, then shows that quote superseded', async () => {
    const email = await requestCovQuote(suite.portal.url(), { make: 'BMW', yearOfManufacture: '2024' });
    const change = await customerSaves(suite.portal, 'cop', '10000001', { newPhone: '01632 960 007' });
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await search(agent, email);
    await expect.poll(() => agent.getByRole('row').count()).toBe(2);
    const quoted = (await agent.getByRole('row').nth(1).getByRole('link').first().textContent()) ?? '';
    expect(quoted).toMatch(/^REQ-/);

    await search(agent, change);
    await agent.getByRole('link', { name: change }).click();
    await expect.poll(() => heading(agent)).toBe(`Request ${change}`);
    await expect
      .poll(() => agent.locator('main').textContent())
      .toContain(`open quote (${quoted}, quote sent, waiting for the customer)`);
    await agent.getByRole('button', { name: 'Apply to the policy' }).click();
    await expect
      .poll(() => agent.getByRole('alert').textContent())
      .toContain(`This policy has an open quote: ${quoted} (quote sent, waiting for the customer)`);
    await expectAccessible(agent, 'ops apply warned of an open quote');
    await agent.getByRole('button', { name: 'Apply anyway' }).click();
    await expect.poll(() => focusedText(agent)).toContain('Contact number changed to');

    await search(agent, quoted);
    await agent.getByRole('link', { name: quoted }).click();
    await expect.poll(() => heading(agent)).toBe(`Request ${quoted}`);
    await expect
      .poll(() => agent.locator('main').textContent())
      .toContain('Overtaken by a later change to the policy');
  });

  it("lists on 30000001's page none of the emails sent for another policy to the same address", async () => {
    await customerSaves(suite.portal, 'cop', '10000001', {
      newPhone: '01632 960 005',
      'policyHolder.email': 'harry.patel@example.com',
    });
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await findPolicy(agent, '30000001');
    await expect.poll(() => agent.locator('main').textContent()).toContain('No emails.');
    await findPolicy(agent, '10000001');
    await expect.poll(() => agent.locator('main').textContent()).toContain('harry.patel@example.com');
    await expectAccessible(agent, 'ops policy page');
  });

  it('holds together at 768 px: no word broken mid-word in the queue, and axe is clean', async () => {
    await customerSaves(suite.portal, 'cop', '10000001', { newPhone: '01632 960 004' });
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await agent.setViewportSize(TABLET);
    await agent.getByRole('link', { name: 'Request queue' }).click();
    await expect.poll(() => agent.getByRole('row').count()).toBeGreaterThan(1);
    const broken = await brokenWords(agent);
    await agent.screenshot({ path: shotPath('opsQueue-768'), fullPage: true });
    expect(broken).toEqual([]);
    await expectAccessible(agent, 'ops queue at 768 px');
    await agent.getByRole('row').nth(1).getByRole('link').first().click();
    await expect.poll(() => heading(agent)).toMatch(/^Request REQ-/);
    await expect.poll(() => agent.getByRole('region', { name: 'Answers' }).count()).toBe(1);
    await agent.screenshot({ path: shotPath('opsRequest-768'), fullPage: true });
    expect(await brokenWords(agent)).toEqual([]);
    expect(await agent.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
    await expectAccessible(agent, 'ops request at 768 px');
    await agent.setViewportSize({ width: 1366, height: 900 });
    await expectAccessible(agent, 'ops request at 1366 px');
    await agent.getByRole('link', { name: 'Back to the queue' }).click();
    await expect.poll(() => heading(agent)).toBe('Request queue');
    await agent.screenshot({ path: shotPath('opsQueue-1366') });
    await expectAccessible(agent, 'ops queue at 1366 px');
  });
});
