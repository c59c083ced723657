import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { newPage } from './support/browser.ts';
import { AGENT, heading, staffSignsIn } from './support/opsSupport.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/** Live web chat: a customer on a phone, an agent on a desktop. */
const suite = usePortalAndBrowser({ WEBCHAT_HOURS: 'always' });

/** Waits for the message in the named log; how long it took is printed, never asserted (bench/ owns timings). */
async function arrives(page: Page, log: string, text: string): Promise<number> {
  const started = Date.now();
  await page.getByRole('list', { name: log }).getByText(text).waitFor();
  return Date.now() - started;
}

const customerStatus = (page: Page) =>
  page.getByRole('region', { name: 'Web chat' }).getByRole('status').textContent();

async function customerStartsChat(name: string) {
  const customer = await newPage(suite.browser);
  await customer.goto(appUrl(suite.portal.url('directline'), '/con/request/exclusive-error?product=PCW'));
  await expect.poll(() => heading(customer)).toBe("Sorry, we can't complete this online");
  await customer.getByRole('button', { name: 'Chat now' }).click();
  await customer.getByLabel('Your name').fill(name);
  await customer.getByRole('button', { name: 'Start chat' }).click();
  await expect.poll(() => customerStatus(customer)).toContain('Waiting for an agent');
  return customer;
}

describe('live web chat', () => {
  it('tells every console page a customer is waiting, carries messages both ways, and survives the customer reloading', async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    const chatsLink = agent.getByRole('link', { name: /^Web chats/ });
    await expect.poll(() => chatsLink.textContent()).toBe('Web chats (0 waiting)');

    const customer = await customerStartsChat('Amelia Hart');
    await expect.poll(() => customerStatus(customer)).toContain('You are next in the queue.');
    await expectAccessible(customer, 'customer web chat');
    // Heard on the request queue page, not only on the chats page: header and tab title.
    expect(await heading(agent)).toBe('Request queue');
    await expect.poll(() => chatsLink.textContent()).toBe('Web chats (1 waiting)');
    await expect.poll(() => agent.title()).toMatch(/^\(1\) /);

    await chatsLink.click();
    await expect.poll(() => heading(agent)).toBe('Web chats');
    await agent.getByRole('button', { name: /Amelia Hart/ }).click();
    await expect.poll(() => agent.getByRole('heading', { name: /with Amelia Hart/ }).count()).toBe(1);

    // Enter sends on both sides; Shift+Enter would start a new line instead.
    await customer.getByLabel('Your message').fill('Can I change my name by chat?');
    await customer.getByLabel('Your message').press('Enter');
    const toAgent = await arrives(agent, 'Messages', 'Can I change my name by chat?');
    await agent.getByLabel('Your reply').fill('Yes, I can do that for you now.');
    await agent.getByLabel('Your reply').press('Enter');
    const toCustomer = await arrives(customer, 'Chat messages', 'Yes, I can do that for you now.');
    console.log(`web chat latency: customer → agent ${toAgent} ms, agent → customer ${toCustomer} ms`);
    await expect.poll(() => customerStatus(customer)).toContain('chatting with an agent');
    await expect.poll(() => chatsLink.textContent()).toBe('Web chats (0 waiting)');
    // "X is typing" both ways.
    await customer.getByLabel('Your message').pressSequentially('Thank');
    await agent.getByText('Amelia Hart is typing…').waitFor();
    await agent.getByLabel('Your reply').pressSequentially('One');
    await customer.getByText('Alex Agent is typing…').waitFor();
    await customer.getByLabel('Your message').fill('');
    await agent.getByLabel('Your reply').fill('');
    await expectAccessible(agent, 'agent web chat');

    // A reload keeps the conversation: the same chat, its history, still with the agent.
    await customer.reload();
    await expect.poll(() => customerStatus(customer)).toContain('chatting with an agent');
    await arrives(customer, 'Chat messages', 'Yes, I can do that for you now.');
    await customer.getByLabel('Your message').fill('Back after a reload');
    await customer.getByRole('button', { name: 'Send' }).click();
    await arrives(agent, 'Messages', 'Back after a reload');

    await agent.getByRole('button', { name: 'End chat' }).click();
    await expect.poll(() => customerStatus(customer)).toContain('The chat has ended.');
    await customer.getByLabel('Your email address').fill('amelia@example.com');
    await customer.getByRole('button', { name: 'Email me this chat' }).click();
    await expect
      .poll(() => customer.getByText('We have emailed this chat to amelia@example.com.').count())
      .toBe(1);
    await agent.getByLabel('Search by name or words in the chat').fill('reload');
    await agent.getByRole('button', { name: 'Search ended chats' }).click();
    await agent.getByRole('button', { name: /Transcript of chat \d+: Amelia Hart/ }).click();
    await arrives(agent, 'Transcript', 'Back after a reload');
  });

  it('hands a chat to another signed-in agent, who is told, while the customer stays in the same chat', async () => {
    const alex = await staffSignsIn(suite.browser, suite.portal, AGENT);
    const sam = await staffSignsIn(suite.browser, suite.portal, {
      email: 'supervisor@portal.example',
      password: 'supervisor-demo-password',
    });
    const customer = await customerStartsChat('Rhys Owen');
    await alex.getByRole('link', { name: /^Web chats/ }).click();
    await alex.getByRole('button', { name: /Rhys Owen/ }).click();
    await alex.getByLabel('Your reply').fill('Hello Rhys, I am Alex.');
    await alex.getByRole('button', { name: 'Send reply' }).click();
    await arrives(customer, 'Chat messages', 'Hello Rhys, I am Alex.');

    await sam.getByRole('link', { name: /^Web chats/ }).click();
    await sam.getByRole('button', { name: /Rhys Owen/ }).click();
    await expect.poll(() => sam.getByText('Alex Agent owns this chat.').count()).toBe(1);
    expect(await sam.getByLabel('Your reply').count()).toBe(0);
    expect(await sam.getByRole('button', { name: 'End chat' }).count()).toBe(0);

    await alex.getByLabel('Transfer to').selectOption({ label: 'Sam Supervisor' });
    await alex.getByRole('button', { name: 'Transfer to another agent' }).click();
    await expect
      .poll(() => sam.getByRole('alert').textContent())
      .toMatch(/Chat \d+ with Rhys Owen was transferred to you/);
    await arrives(customer, 'Chat messages', 'Alex Agent transferred the chat to Sam Supervisor.');
    await sam.getByLabel('Your reply').fill('Sam here, carrying on.');
    await sam.getByRole('button', { name: 'Send reply' }).click();
    await arrives(customer, 'Chat messages', 'Sam here, carrying on.');
    expect(await customerStatus(customer)).toContain('chatting with an agent');
    await expectAccessible(sam, 'agent told of a transfer');
  });

  it('lists the oldest waiting first, marks unread chats, keeps private notes from the customer, and offers canned replies with Shift+Enter for a new line', async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    const leo = await customerStartsChat('Leo Ward');
    const mia = await customerStartsChat('Mia Robinson');
    await agent.getByRole('link', { name: /^Web chats/ }).click();
    const chatNames = () =>
      agent.getByRole('navigation', { name: 'Conversations' }).getByRole('button').allTextContents();
    await expect
      .poll(async () => (await chatNames()).some((name) => name.includes('Mia Robinson')))
      .toBe(true);
    const names = await chatNames();
    expect(names.findIndex((name) => name.includes('Leo Ward'))).toBeLessThan(
      names.findIndex((name) => name.includes('Mia Robinson')),
    );

    await agent.getByRole('button', { name: /Leo Ward/ }).click();
    await mia.getByLabel('Your message').fill('Is anyone there?');
    await mia.getByLabel('Your message').press('Enter');
    const miaRow = agent.getByRole('button', { name: /Mia Robinson/ });
    await expect.poll(() => miaRow.textContent()).toContain('(unread)');
    await agent.getByRole('button', { name: /Mia Robinson/ }).click();
    await arrives(agent, 'Messages', 'Is anyone there?');
    await expect.poll(() => miaRow.textContent()).not.toContain('(unread)');

    await agent.getByRole('radio', { name: 'Private note' }).check();
    await agent.getByLabel('Private note to agents (the customer never sees it)').fill('Asked for ID first');
    await agent.getByRole('button', { name: 'Add note' }).click();
    await arrives(agent, 'Messages', 'Asked for ID first');
    await agent.getByRole('radio', { name: 'Reply' }).check();
    const reply = agent.getByLabel('Your reply');
    // A canned reply by its shortcut: Enter puts it in the box, for the agent to add to.
    await reply.pressSequentially('/greeting');
    await reply.press('Enter');
    expect(await reply.inputValue()).toBe('Hello, thank you for waiting. How can I help you today?');
    await reply.press('End');
    await reply.press('Shift+Enter');
    await reply.pressSequentially('I am Alex.');
    expect(await reply.inputValue()).toContain('today?\nI am Alex.');
    await reply.press('Enter');
    await arrives(mia, 'Chat messages', 'I am Alex.');
    // The note was said before the reply, yet never reached the customer.
    expect(
      await mia.getByRole('list', { name: 'Chat messages' }).getByText('Asked for ID first').count(),
    ).toBe(0);
    expect(await leo.getByRole('list', { name: 'Chat messages' }).getByText('I am Alex.').count()).toBe(0);
    await expectAccessible(agent, 'agent chat with a note and an unread chat');
  });
});

describe('web chat when no agent answers', () => {
  it('offers the number, the hours and a message after a bounded wait; the message becomes work in the queue, answered by email', async () => {
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    const customer = await newPage(suite.browser);
    await customer.goto(appUrl(suite.portal.url('directline'), '/con/request/exclusive-error?product=PCW'));
    await customer.getByRole('button', { name: 'Chat now' }).click();
    // This page ends the journey's session as it arrives (clearing session storage): shorten the wait after.
    await customer.evaluate(() => sessionStorage.setItem('mta-test-chat-wait-ms', '1500'));
    await customer.getByLabel('Your name').fill('Ava Lewis');
    await customer.getByRole('button', { name: 'Start chat' }).click();
    await customer.getByRole('heading', { name: 'No agent is free yet' }).waitFor();
    expect(await customer.getByRole('link', { name: /^0\d/ }).count()).toBeGreaterThan(0);
    await expectAccessible(customer, 'no agent free yet');
    const form = customer.getByRole('group', { name: 'Leave a message' });
    await form.getByLabel('Your email address').fill('ava@example.com');
    await form.getByLabel('Your message').fill('Please email me about my landlord policy.');
    await customer.getByRole('button', { name: 'Leave a message' }).click();
    // The confirmation stays in the log once the chat has ended: it names the request it became.
    const confirmation = customer
      .getByRole('list', { name: 'Chat messages' })
      .getByText(
        /Portal: Thank you\. Your message is with our team \(reference REQ-[0-9A-F]{10}\)\. We will reply to ava@example\.com within 24 hours\.$/,
      );
    await confirmation.waitFor();
    const reference = /REQ-[0-9A-F]{10}/.exec((await confirmation.textContent()) ?? '')?.[0] ?? '';
    await expect.poll(() => customerStatus(customer), { timeout: 10_000 }).toContain('The chat has ended.');

    // It is work in the request queue: its kind, the address and words, and the promised reply.
    await agent.getByLabel('Form').selectOption({ label: 'Message left in web chat' });
    await agent.getByRole('button', { name: 'Filter' }).click();
    const row = agent.getByRole('row', { name: new RegExp(reference) });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/\d\d:\d\d, \d+ \w+ \(24 h\)/);
    expect(await row.textContent()).toContain('Please email me about my landlord policy.');
    expect(await row.textContent()).toContain('Ava Lewis <ava@example.com>');
    await expectAccessible(agent, 'queue with a left message');
    await agent.getByRole('link', { name: reference }).click();
    await expect.poll(() => heading(agent), { timeout: 10_000 }).toBe(`Request ${reference}`);
    await agent.getByLabel('Your reply, emailed to the customer').fill('Your landlord policy renews in May.');
    await agent.getByRole('button', { name: 'Send reply and mark done' }).click();
    await expect
      .poll(() =>
        agent.getByText('Your reply is emailed to ava@example.com and the message is done.').count(),
      )
      .toBe(1);
  });
});

describe('web chat with no agent signed in', () => {
  const empty = usePortalAndBrowser({ WEBCHAT_HOURS: 'always' });

  it('does not offer chat at all', async () => {
    const customer = await newPage(empty.browser);
    await customer.goto(appUrl(empty.portal.url('directline'), '/con/request/exclusive-error?product=PCW'));
    await expect.poll(() => heading(customer)).toBe("Sorry, we can't complete this online");
    await customer.getByRole('heading', { name: 'Chat with us' }).waitFor();
    expect(await customer.getByRole('button', { name: 'Chat now' }).count()).toBe(0);
  });
});
