import type { Page, WebSocketRoute } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { newPage } from './support/browser.ts';
import { AGENT, heading, staffSignsIn } from './support/opsSupport.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * Both sockets come back after a dropped connection (customer on a phone,
 * agent on a desktop), and what was said meanwhile arrives once, without the history re-sent.
 */
const suite = usePortalAndBrowser({ WEBCHAT_HOURS: 'always' });

/** Passes a page's socket through to the server, keeping each connection so a test can drop it. */
async function droppable(page: Page, path: string) {
  const connections: WebSocketRoute[] = [];
  await page.routeWebSocket(`**${path}`, (ws) => {
    ws.connectToServer();
    connections.push(ws);
  });
  return {
    connections,
    // 1012: the server is restarting, as when an instance is stopped mid-chat.
    drop: () => connections.at(-1)?.close({ code: 1012, reason: 'restart' }),
  };
}

const arrives = (page: Page, log: string, text: string) =>
  page.getByRole('list', { name: log }).getByText(text).waitFor({ timeout: 10_000 });

describe('a dropped chat connection', () => {
  it('reconnects the customer and the agent, and delivers what was said while each was away', async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    const agentSocket = await droppable(agent, '/ops-api/chat/ws');
    await agent.reload();
    await expect.poll(() => heading(agent)).toBe('Request queue');

    const customer = await newPage(suite.browser);
    const customerSocket = await droppable(customer, '/chat-api/ws');
    await customer.goto(appUrl(suite.portal.url('directline'), '/con/request/exclusive-error?product=PCW'));
    await customer.getByRole('button', { name: 'Chat now' }).click();
    await customer.getByLabel('Your name').fill('Noah Hughes');
    await customer.getByRole('button', { name: 'Start chat' }).click();

    await agent.getByRole('link', { name: /^Web chats/ }).click();
    await agent.getByRole('button', { name: /Noah Hughes/ }).click();
    await agent.getByLabel('Your reply').fill('Hello Noah.');
    await agent.getByRole('button', { name: 'Send reply' }).click();
    await arrives(customer, 'Chat messages', 'Hello Noah.');

    customerSocket.drop();
    await agent.getByLabel('Your reply').fill('Said while you were away.');
    await agent.getByRole('button', { name: 'Send reply' }).click();
    await arrives(customer, 'Chat messages', 'Said while you were away.');
    expect(customerSocket.connections.length).toBe(2);
    await expect
      .poll(() => customer.getByRole('region', { name: 'Web chat' }).getByRole('status').textContent())
      .toContain('chatting with an agent');
    // Each message once: the reconnect asked only for what the page had not got.
    expect(await customer.getByRole('list', { name: 'Chat messages' }).getByText('Hello Noah.').count()).toBe(
      1,
    );

    agentSocket.drop();
    await customer.getByLabel('Your message').fill('Are you still there?');
    await customer.getByRole('button', { name: 'Send' }).click();
    await arrives(agent, 'Messages', 'Are you still there?');
    expect(agentSocket.connections.length).toBeGreaterThanOrEqual(2);
    await expect
      .poll(() => agent.getByRole('link', { name: /^Web chats/ }).textContent())
      .toBe('Web chats (0 waiting)');
  });
});
