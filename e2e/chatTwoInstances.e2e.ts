import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { type FailoverProxy, startFailoverProxy } from './support/failoverProxy.ts';
import { AGENT, heading, SUPERVISOR, staffSignsIn } from './support/opsSupport.ts';
import type { Portal } from './support/portal.ts';
import { shotPath } from './support/shots.ts';
import { skipWithout } from './support/skipWithout.ts';
import { POSTGRES, postgresAndRedisAnswer, REDIS_URL, startTwoInstances } from './support/twoInstances.ts';

/**
 * Two instances on one Postgres with the Redis bus. The customer (phone)
 * reaches instance A through a failover proxy, as behind a load balancer; Alex (desktop) works on
 * B, Sam on A. They chat both ways, Alex transfers to Sam, then A is stopped mid-chat: the
 * customer's page reconnects through the proxy to B with the history whole, nothing lost or doubled.
 */
const ready = await postgresAndRedisAnswer();

const customerStatus = (page: Page) =>
  page.getByRole('region', { name: 'Web chat' }).getByRole('status').textContent();

const arrives = (page: Page, log: string, text: string) =>
  page.getByRole('list', { name: log }).getByText(text).waitFor({ timeout: 15_000 });

/** Stops an instance as an orchestrator would (SIGTERM), killing it if it does not go in 10 s. */
async function stopInstance(portal: Portal) {
  const killer = setTimeout(() => process.kill(portal.pid, 'SIGKILL'), 10_000);
  await portal.stop();
  clearTimeout(killer);
}

describe.skipIf(
  skipWithout(ready, `needs a Postgres server at ${POSTGRES} and a Redis server at ${REDIS_URL}`),
)('web chat on two instances with Postgres and Redis', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  let a: Portal;
  let b: Portal;
  let proxy: FailoverProxy;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  beforeAll(async () => {
    instances = await startTwoInstances();
    ({ a, b } = instances);
    proxy = await startFailoverProxy([a.port, b.port]);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await Promise.all([a, b].filter(Boolean).map((portal) => stopInstance(portal)));
    await instances?.stop();
  });

  it('chats both ways across instances, transfers to an agent on the other, and survives that instance stopping', async () => {
    const alex = await staffSignsIn(browser, b, AGENT);
    const customer = await newPage(browser, { width: 390, height: 844 });
    // Chat is offered on A while the only agent signed in is on B: presence crosses instances.
    await expect
      .poll(
        async () => {
          await customer.goto(
            appUrl(`http://directline.localhost:${proxy.port}`, '/con/request/exclusive-error?product=PCW'),
          );
          await customer.getByRole('heading', { name: 'Chat with us' }).waitFor();
          // The page asks whether chat is open once it runs: give it a moment before asking again.
          return customer
            .getByRole('button', { name: 'Chat now' })
            .waitFor({ timeout: 3_000 })
            .then(
              () => 1,
              () => 0,
            );
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    // Sam is present on A before Alex opens the chat, so Alex can transfer to him.
    const sam = await staffSignsIn(browser, a, SUPERVISOR);
    await expect.poll(() => heading(customer)).toBe("Sorry, we can't complete this online");
    await customer.getByRole('button', { name: 'Chat now' }).click();
    await customer.getByLabel('Your name').fill('Isla Carter');
    await customer.getByRole('button', { name: 'Start chat' }).click();
    await expect.poll(() => customerStatus(customer)).toContain('Waiting for an agent');
    expect(proxy.served.get(b.port) ?? 0).toBe(0);

    // Heard on B though it was opened on A: the waiting count, then the chat itself.
    const chatsLink = alex.getByRole('link', { name: /^Web chats/ });
    await expect.poll(() => chatsLink.textContent(), { timeout: 10_000 }).toBe('Web chats (1 waiting)');
    await chatsLink.click();
    await alex.getByRole('button', { name: /Isla Carter/ }).click();
    await customer.getByLabel('Your message').fill('Is my travel policy annual?');
    await customer.getByRole('button', { name: 'Send' }).click();
    await arrives(alex, 'Messages', 'Is my travel policy annual?');
    await alex.getByLabel('Your reply').fill('Yes, it is an annual policy.');
    await alex.getByRole('button', { name: 'Send reply' }).click();
    await arrives(customer, 'Chat messages', 'Yes, it is an annual policy.');
    // Typing crosses instances too.
    await customer.getByLabel('Your message').pressSequentially('Th');
    await alex.getByText('Isla Carter is typing…').waitFor({ timeout: 10_000 });
    await customer.getByLabel('Your message').fill('');

    await alex.setViewportSize({ width: 1366, height: 900 });
    await expectAccessible(alex, 'agent chat page at 1366 px');
    await alex.screenshot({ path: shotPath('two-instances-agent-1366'), fullPage: true });
    await alex.setViewportSize({ width: 768, height: 1024 });
    await expectAccessible(alex, 'agent chat page at 768 px');
    await alex.screenshot({ path: shotPath('two-instances-agent-768'), fullPage: true });
    await alex.setViewportSize({ width: 1366, height: 900 });

    // Sam is on A; the receiving console is told.
    await sam.getByRole('link', { name: /^Web chats/ }).click();
    await alex.getByLabel('Transfer to').selectOption({ label: 'Sam Supervisor' });
    await alex.getByRole('button', { name: 'Transfer to another agent' }).click();
    await expect
      .poll(() => sam.getByRole('alert').textContent(), { timeout: 10_000 })
      .toMatch(/Chat \d+ with Isla Carter was transferred to you/);
    await arrives(customer, 'Chat messages', 'Alex Agent transferred the chat to Sam Supervisor.');
    await sam.getByRole('button', { name: /Isla Carter/ }).click();
    await sam.getByLabel('Your reply').fill('Sam here, I can help with the rest.');
    await sam.getByRole('button', { name: 'Send reply' }).click();
    await arrives(customer, 'Chat messages', 'Sam here, I can help with the rest.');
    await expectAccessible(sam, 'agent told of a transfer');

    // A goes down mid-chat: the customer's page reconnects through the proxy, now to B.
    const servedByB = proxy.served.get(b.port) ?? 0;
    await stopInstance(a);
    await expect
      .poll(() => customerStatus(customer), { timeout: 20_000 })
      .toContain('chatting with an agent');
    await expect.poll(() => proxy.served.get(b.port) ?? 0, { timeout: 20_000 }).toBeGreaterThan(servedByB);
    await customer.getByLabel('Your message').fill('Are you still there?');
    await customer.getByRole('button', { name: 'Send' }).click();
    await arrives(alex, 'Messages', 'Are you still there?');
    await alex.getByRole('button', { name: 'Take over this chat' }).click();
    await alex.getByLabel('Your reply').fill('Alex again: Sam was cut off, I have your chat.');
    await alex.getByRole('button', { name: 'Send reply' }).click();
    await arrives(customer, 'Chat messages', 'Alex again: Sam was cut off, I have your chat.');

    // The whole history, in order, each message once; a reload (served by B) shows the same.
    const expected = [
      'You: Is my travel policy annual?',
      'Alex Agent: Yes, it is an annual policy.',
      'Portal: Alex Agent transferred the chat to Sam Supervisor.',
      'Sam Supervisor: Sam here, I can help with the rest.',
      'You: Are you still there?',
      'Alex Agent: Alex again: Sam was cut off, I have your chat.',
    ];
    const log = () =>
      customer.getByRole('list', { name: 'Chat messages' }).getByRole('listitem').allTextContents();
    expect(await log()).toEqual(expected);
    await customer.reload();
    await expect.poll(log, { timeout: 15_000 }).toEqual(expected);
    await customer.screenshot({ path: shotPath('two-instances-customer-390'), fullPage: true });
    // Four pages, two instances and one stopped mid-chat: longer than one journey on a busy machine.
  }, 240_000);
});
