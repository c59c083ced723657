import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { AGENT, heading, staffSignsIn } from './support/opsSupport.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/** Live web chat (issue 13 item 4): a customer and an agent in two browser contexts. */
const suite = usePortalAndBrowser({ WEBCHAT_HOURS: 'always' });

/** Milliseconds until the text shows in the page's chat log. */
async function arrives(page: Page, log: string, text: string): Promise<number> {
  const started = Date.now();
  await page.getByRole('list', { name: log }).getByText(text).waitFor({ timeout: 5000 });
  return Date.now() - started;
}

describe('live web chat', () => {
  it("carries the customer's message to a signed-in agent and the answer back, each within a second", async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await agent.getByRole('link', { name: 'Web chats' }).click();
    await expect.poll(() => heading(agent)).toBe('Web chats');
    await expect.poll(() => agent.getByRole('status').textContent()).toContain('0 live chats');

    const customer = await newPage(suite.browser);
    await customer.goto(`${suite.portal.url('directline')}/#/con/request/exclusive-error?product=PCW`);
    await expect.poll(() => heading(customer)).toBe("Sorry, we can't complete this online");
    await customer.getByRole('button', { name: 'Chat now' }).click();
    await customer.getByLabel('Your name').fill('Amelia Hart');
    await customer.getByRole('button', { name: 'Start chat' }).click();
    await expect
      .poll(() => customer.getByRole('status').first().textContent())
      .toContain('Waiting for an agent');
    await expectAccessible(customer, 'customer web chat');

    await agent.getByRole('button', { name: /Amelia Hart/ }).click();
    await expect.poll(() => agent.getByRole('heading', { name: /with Amelia Hart/ }).count()).toBe(1);

    await customer.getByLabel('Your message').fill('Can I change my name by chat?');
    await customer.getByRole('button', { name: 'Send' }).click();
    const toAgent = await arrives(agent, 'Messages', 'Can I change my name by chat?');

    await agent.getByLabel('Your reply').fill('Yes, I can do that for you now.');
    await agent.getByRole('button', { name: 'Send reply' }).click();
    const toCustomer = await arrives(customer, 'Chat messages', 'Yes, I can do that for you now.');
    console.log(`web chat latency: customer → agent ${toAgent} ms, agent → customer ${toCustomer} ms`);
    expect(toAgent).toBeLessThan(1000);
    expect(toCustomer).toBeLessThan(1000);
    await expect
      .poll(() => customer.getByRole('status').first().textContent())
      .toContain('chatting with an agent');
    await expectAccessible(agent, 'agent web chat');

    await agent.getByRole('button', { name: 'End chat' }).click();
    await expect
      .poll(() => customer.getByRole('status').first().textContent())
      .toContain('The chat has ended.');
  });

  it('opens a renewal-preference chat from a brand that takes that change only through an agent', async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await agent.getByRole('link', { name: 'Web chats' }).click();
    await expect.poll(() => heading(agent)).toBe('Web chats');

    const customer = await newPage(suite.browser);
    await customer.goto(`${suite.portal.url('directline')}/#/renpref/request/eligibility?product=PCW`);
    await customer.getByRole('button', { name: 'Chat now' }).click();
    await customer.getByLabel('Your name').fill('Rhys Owen');
    await customer.getByRole('button', { name: 'Start chat' }).click();
    await expect
      .poll(() => customer.getByRole('status').first().textContent())
      .toContain('Waiting for an agent');
    await agent.getByRole('button', { name: /Rhys Owen \(DIRECTLINE, renewal-preference\)/ }).waitFor();
  });
});
