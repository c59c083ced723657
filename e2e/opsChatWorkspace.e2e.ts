import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agentWithNotifications, shownNotifications } from './support/agentDesk.ts';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { AGENT, heading, SUPERVISOR, staffSignsIn } from './support/opsSupport.ts';
import type { Portal } from './support/portal.ts';
import { shotPath } from './support/shots.ts';
import { skipWithout } from './support/skipWithout.ts';
import { POSTGRES, postgresAndRedisAnswer, REDIS_URL, startTwoInstances } from './support/twoInstances.ts';

/**
 * The chat workspace, with customers on phones on instance A and agents at desktops on B (and
 * a colleague on A), over one Postgres with Redis: a chat is where its customer is, and the
 * agent works it as in Chatwoot.
 */
const ready = await postgresAndRedisAnswer();
const PHONE = { width: 390, height: 844 };

const chatRegion = (page: Page) => page.getByRole('region', { name: 'Web chat' });
const customerStatus = (page: Page) => chatRegion(page).getByRole('status').textContent();
const arrives = (page: Page, log: string, text: string) =>
  page.getByRole('list', { name: log }).getByText(text).first().waitFor();

/** Triage by registration on a phone, to the chat with an agent; the page's status once it waits. */
async function triageToChat(page: Page, portal: Portal, name: string) {
  // Chat is offered once the page hears an agent is present (on the other instance).
  await expect
    .poll(
      async () => {
        await page.goto(appUrl(portal.url('directline'), '/cov/request/triage?product=PCW'));
        await expect.poll(() => heading(page)).toBe('Find your policy');
        await page.getByLabel('Current vehicle registration').fill('LR70 HGD');
        await page.getByRole('button', { name: 'Next' }).click();
        return page
          .getByRole('button', { name: 'Chat now' })
          .waitFor({ timeout: 5_000 })
          .then(
            () => 1,
            () => 0,
          );
      },
      { timeout: 30_000 },
    )
    .toBe(1);
  await page.getByRole('button', { name: 'Chat now' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Start chat' }).click();
  await expect.poll(() => customerStatus(page)).toContain('Waiting for an agent');
}

/** A chat opened from the exclusive-error page, for a second customer in the queue. */
async function exclusiveErrorChat(page: Page, portal: Portal, name: string) {
  await page.goto(appUrl(portal.url('directline'), '/con/request/exclusive-error?product=PCW'));
  await page.getByRole('button', { name: 'Chat now' }).click();
  await page.getByLabel('Your name').fill(name);
  await page.getByRole('button', { name: 'Start chat' }).click();
  await expect.poll(() => customerStatus(page)).toContain('Waiting for an agent');
}

const chatButton = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Conversations' }).getByRole('button', { name: new RegExp(name) });

describe.skipIf(
  skipWithout(ready, `needs a Postgres server at ${POSTGRES} and a Redis server at ${REDIS_URL}`),
)('the chat workspace on two instances with Postgres and Redis', () => {
  let instances: Awaited<ReturnType<typeof startTwoInstances>>;
  let browser: Browser;
  beforeAll(async () => {
    instances = await startTwoInstances();
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await instances?.stop();
  });

  it('keeps a chat where its customer is: resumed on reload, out of the queue when gone, news on any page', async () => {
    const { a, b } = instances;
    const alex = await agentWithNotifications(browser, b, AGENT);
    const arthur = await newPage(browser, PHONE);
    await triageToChat(arthur, a, 'Arthur Price');
    expect(await customerStatus(arthur)).toMatch(
      /You are next in the queue\. Expected wait: about (a minute|\d+ minutes)\./,
    );

    // A reload of triage forgets the registration typed, but not the chat: it is there, nothing retyped.
    await arthur.reload();
    await expect.poll(() => heading(arthur)).toBe('Find your policy');
    await expect.poll(() => customerStatus(arthur)).toContain('Waiting for an agent');
    await arthur.screenshot({ path: shotPath('workspace-customer-resumed-390'), fullPage: true });

    // What triage was told reaches the agent: the policy the registration found.
    const chatsLink = alex.getByRole('link', { name: /^Web chats/ });
    await expect.poll(() => chatsLink.textContent()).toBe('Web chats (1 waiting)');
    await chatsLink.click();
    await chatButton(alex, 'Arthur Price').click();
    const context = alex.getByRole('complementary', { name: 'About this customer' });
    await context.getByRole('link', { name: '10000004' }).waitFor();
    expect(await context.textContent()).toContain('found by the registration LR70HGD the customer gave');

    // A second customer waits behind Arthur; Arthur's page goes, and Noah is next at once.
    const noah = await newPage(browser, PHONE);
    await exclusiveErrorChat(noah, a, 'Noah Green');
    await expect.poll(() => customerStatus(noah)).toContain('You are number 2 in the queue.');
    await expect.poll(() => chatsLink.textContent()).toBe('Web chats (2 waiting)');
    await arthur.close();
    // Sooner than any heartbeat (20 s) or sweep (2 min) could: the closed connection says it.
    await expect.poll(() => customerStatus(noah)).toContain('You are next in the queue.');
    await expect.poll(() => chatsLink.textContent()).toBe('Web chats (1 waiting)');
    await expect.poll(() => alex.title()).toMatch(/^\(1\) /);
    expect(await chatButton(alex, 'Arthur Price').textContent()).toContain('customer away');

    // Alex answers Noah, then works the request queue; Noah writes meanwhile.
    await chatButton(alex, 'Noah Green').click();
    await alex.getByLabel('Your reply').fill('Hello Noah, I am Alex.');
    await alex.getByLabel('Your reply').press('Enter');
    await arrives(noah, 'Chat messages', 'Hello Noah, I am Alex.');
    await alex.getByRole('link', { name: 'Request queue' }).click();
    await expect.poll(() => heading(alex)).toBe('Request queue');
    await noah.getByLabel('Your message').fill('Can I change my name on the policy?');
    await noah.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => alex.getByRole('alert').textContent()).toContain('New message from Noah Green');
    await expect.poll(() => chatsLink.textContent()).toBe('Web chats (0 waiting, 1 unread)');
    expect(await shownNotifications(alex)).toContainEqual({
      title: 'New message from Noah Green',
      body: 'Can I change my name on the policy?',
    });
    await expectAccessible(alex, 'request queue told of a new chat message');

    // Back on the chats page: the conversation still open, marked unread, its last message timed.
    await chatsLink.click();
    await alex.getByRole('heading', { name: 'Chat', exact: false }).first().waitFor();
    await arrives(alex, 'Messages', 'Can I change my name on the policy?');
    const noahButton = chatButton(alex, 'Noah Green');
    expect(await noahButton.textContent()).toContain('(unread)');
    expect(await noahButton.textContent()).toMatch(/Last message: \d\d:\d\d/);
    expect(await noahButton.getAttribute('aria-current')).toBe('true');

    // Sam signs in (on A) after the chat opened: Alex can hand it to him without reopening it.
    const sam = await staffSignsIn(browser, a, SUPERVISOR);
    await expect
      .poll(async () => {
        await alex.getByLabel('Transfer to').focus();
        return alex.getByLabel('Transfer to').locator('option').allTextContents();
      })
      .toContain('Sam Supervisor');

    // Passing a chat to the queue is no transfer to anyone; handing it to Alex tells Alex.
    await alex.getByLabel('Transfer to').selectOption({ label: 'The queue (the next free agent)' });
    await alex.getByRole('button', { name: 'Transfer to another agent' }).click();
    await arrives(noah, 'Chat messages', 'Alex Agent passed the chat to the next free agent.');
    await sam.getByRole('link', { name: /^Web chats/ }).click();
    await chatButton(sam, 'Noah Green').click();
    await sam.getByLabel('Your reply').fill('Sam here for a moment.');
    await sam.getByRole('button', { name: 'Send reply' }).click();
    await arrives(noah, 'Chat messages', 'Sam here for a moment.');
    expect(await alex.getByText(/was transferred to you/).count()).toBe(0);
    await sam.getByLabel('Transfer to').focus();
    await sam.getByLabel('Transfer to').selectOption({ label: 'Alex Agent' });
    await sam.getByRole('button', { name: 'Transfer to another agent' }).click();
    await expect
      .poll(() => alex.getByRole('alert').allTextContents())
      .toContainEqual(
        expect.stringMatching(/Chat \d+ with Noah Green was transferred to you by Sam Supervisor\./),
      );

    for (const width of [1366, 768]) {
      await alex.setViewportSize({ width, height: 900 });
      await expectAccessible(alex, `chat workspace at ${width} px`);
      await alex.screenshot({ path: shotPath(`workspace-agent-${width}`), fullPage: true });
    }
    await noah.screenshot({ path: shotPath('workspace-customer-390'), fullPage: true });
  }, 300_000);

  it('works a chat as in Chatwoot: a canned reply by its /shortcut, a note inline, snoozed until a time', async () => {
    const { a, b } = instances;
    const alex = await agentWithNotifications(browser, b, AGENT);
    // Staff keep their own canned replies.
    await alex.getByRole('link', { name: /^Web chats/ }).click();
    await alex.getByRole('link', { name: 'Canned replies' }).click();
    await expect.poll(() => heading(alex)).toBe('Canned replies');
    await alex.getByLabel('Shortcut').fill('hours');
    await alex.getByLabel('Reply text').fill('Our phone lines are open 8am to 8pm on weekdays.');
    await alex.getByRole('button', { name: 'Add reply' }).click();
    await expect.poll(() => alex.getByRole('status').textContent()).toBe('Added /hours.');
    for (const width of [1366, 768]) {
      await alex.setViewportSize({ width, height: 900 });
      await expectAccessible(alex, `canned replies at ${width} px`);
    }
    await alex.screenshot({ path: shotPath('workspace-canned-replies-768'), fullPage: true });
    await alex.setViewportSize({ width: 1366, height: 900 });

    const ruby = await newPage(browser, PHONE);
    await exclusiveErrorChat(ruby, a, 'Ruby Shaw');
    await alex.getByRole('link', { name: 'Back to web chats' }).click();
    await chatButton(alex, 'Ruby Shaw').click();
    // By keyboard alone: "/hou", Enter puts the reply in the box, Enter sends it.
    const box = alex.getByLabel('Your reply');
    await box.pressSequentially('/hou');
    await alex.getByRole('list', { name: 'Canned replies matching' }).waitFor();
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('Our phone lines are open 8am to 8pm on weekdays.');
    await box.press('Enter');
    await arrives(ruby, 'Chat messages', 'Our phone lines are open 8am to 8pm on weekdays.');

    // A note is inline, in its own colour, and never reaches the customer.
    await alex.getByRole('radio', { name: 'Private note' }).check();
    await alex
      .getByLabel('Private note to agents (the customer never sees it)')
      .fill('Asked about hours only.');
    await alex.getByRole('button', { name: 'Add note' }).click();
    await arrives(alex, 'Messages', 'Asked about hours only.');

    // Snoozed until later today (or tomorrow): set apart, until Ruby writes again.
    const later = new Date(Date.now() + 2 * 3_600_000).toLocaleTimeString('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'Europe/London',
    });
    await alex.getByLabel('Snooze until (UK time)').fill(later);
    await alex.getByRole('button', { name: 'Snooze', exact: true }).click();
    await alex.getByRole('heading', { name: 'Snoozed' }).waitFor();
    expect(await chatButton(alex, 'Ruby Shaw').textContent()).toContain(`snoozed until ${later}`);
    await alex.getByRole('button', { name: 'Wake this chat now' }).waitFor();
    await expectAccessible(alex, 'a snoozed chat');
    await ruby.getByLabel('Your message').fill('One more question, please.');
    await ruby.getByRole('button', { name: 'Send' }).click();
    await expect.poll(() => alex.getByRole('heading', { name: 'Snoozed' }).count()).toBe(0);
    expect(await ruby.getByText('Asked about hours only.').count()).toBe(0);
    await alex.screenshot({ path: shotPath('workspace-agent-canned-and-note-1366'), fullPage: true });
  }, 240_000);
});
