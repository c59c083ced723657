import { demoYourDetails } from '@portal/demo-data/answers';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, newPage } from './support/browser.ts';
import { londonDayIn } from './support/inDays.ts';
import { AGENT, heading, openRequest, staffSignsIn } from './support/opsSupport.ts';
import type { Portal } from './support/portal.ts';
import { shotPath } from './support/shots.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * A request the customer follows and answers: the agent asks a question on a docupl request, the
 * customer answers from the emailed link with a file, and the agent sees the answer and the file.
 */
const suite = usePortalAndBrowser({ BOT_CHECK: 'off' });
const PHONE_390 = { width: 390, height: 844 } as const;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** A docupl request with one document, sent as the browser's FormData sends it; answers its reference. */
async function sendDocuments(portal: Portal): Promise<string> {
  const base = portal.url();
  const init = await fetch(`${base}/mta-api/mta/initialize/direct`, { method: 'POST' });
  const token = init.headers.get('x-auth-token') ?? '';
  const form = new FormData();
  form.append(
    'request',
    JSON.stringify({
      brand: 'DIRECTLINE',
      product: 'PCW',
      answers: { ...demoYourDetails('10000001'), documentType: 'DRIVING_LICENCE' },
    }),
  );
  form.append(
    'fileMetadata',
    JSON.stringify({ documentTypes: [{ documentType: 'DRIVING_LICENCE', filename: 'front.pdf' }] }),
  );
  form.append('file1', new Blob([PDF], { type: 'application/pdf' }), 'front.pdf');
  const saved = await fetch(`${base}/mta-api/mta/docupl/save`, {
    method: 'POST',
    headers: { 'x-auth-token': token },
    body: form,
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return ((await saved.json()) as string[])[0] ?? '';
}

/** Opens the newest email whose subject names this text, and answers its link to the request's page. */
async function linkInEmail(page: Page, portal: Portal, subject: string): Promise<string> {
  const row = page.locator('tr', { hasText: subject });
  await expect
    .poll(
      async () => {
        await page.goto(`${portal.url('directline')}/dev/mailbox`);
        return row.count();
      },
      { interval: 500 },
    )
    .toBeGreaterThan(0);
  await row.first().getByRole('link').click();
  // The dev mailbox lists an email's links by their addresses.
  return (await page.locator('a[href*="/track/"]').first().getAttribute('href')) ?? '';
}

async function lookAt(page: Page, name: string) {
  for (const [label, size] of [
    ['phone', PHONE_390],
    ['desktop', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await expectAccessible(page, `${name} at ${label} width`);
    await page.screenshot({ path: shotPath(`${name}-${label}`), fullPage: true });
  }
  await page.setViewportSize(PHONE_390);
}

describe('a request the customer can follow and answer', () => {
  it('the agent asks, the customer answers from the emailed link with a file, the agent sees both', async () => {
    const reference = await sendDocuments(suite.portal);
    const customer = await newPage(suite.browser, PHONE_390);
    const followLink = await linkInEmail(customer, suite.portal, `received your request (${reference})`);
    await customer.goto(followLink);
    await expect.poll(() => heading(customer)).toBe(`Your request ${reference}`);
    expect(await customer.getByText('We have received your request.').count()).toBe(1);
    await lookAt(customer, 'request-page-received');

    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await openRequest(agent, { policyNumber: '10000001', status: 'New' }, reference);
    await agent.getByRole('button', { name: 'Take this request' }).click();
    await agent
      .getByLabel('Note for colleagues (the customer never sees it)')
      .fill('PRIVATE check the licence date');
    await agent.getByRole('button', { name: 'Add note' }).click();
    await agent.getByLabel('What you asked the customer').fill('Please send the back of your licence too.');
    await agent.getByLabel('Answer due by').fill(londonDayIn(2));
    await agent.getByRole('button', { name: 'Wait for the customer' }).click();
    await expect.poll(() => agent.locator('dl').first().textContent()).toContain('Waiting for the customer');

    const answerLink = await linkInEmail(customer, suite.portal, `question about your request ${reference}`);
    await customer.goto(answerLink);
    await expect
      .poll(() => customer.getByRole('region', { name: 'Our question' }).textContent())
      .toContain('Please send the back of your licence too.');
    expect(await customer.locator('main').textContent()).not.toContain('PRIVATE');
    await lookAt(customer, 'request-page-question');
    // Sent empty, the error is tied to the answer and takes the focus.
    await customer.getByRole('button', { name: 'Send your answer' }).click();
    await expect.poll(() => customer.evaluate(() => document.activeElement?.id)).toBe('answer');
    expect(await customer.getByLabel('Your answer').getAttribute('aria-invalid')).toBe('true');
    await lookAt(customer, 'request-page-error');

    await customer.getByLabel('Your answer').fill('Here is the back.');
    await customer
      .getByLabel('Files (optional)')
      .setInputFiles({ name: 'back.pdf', mimeType: 'application/pdf', buffer: PDF });
    await customer.getByRole('button', { name: 'Send your answer' }).click();
    await expect.poll(() => customer.getByRole('status').textContent()).toContain('We have your answer');
    expect(await customer.getByText('We are working on your request.').count()).toBe(1);
    expect(await customer.getByText('You answered: Here is the back.').count()).toBe(1);
    await lookAt(customer, 'request-page-answered');

    await agent.reload();
    const answer = agent.getByRole('region', { name: 'The customer’s answer' });
    await expect.poll(() => answer.textContent()).toContain('Here is the back.');
    expect(await answer.getByRole('link', { name: 'back.pdf' }).count()).toBe(1);
    await expect.poll(() => agent.locator('dl').first().textContent()).toContain('In progress');
    await expectAccessible(agent, 'ops request with the customer’s answer');
  });
});
