import { referredDriverAnswers } from '@portal/demo-data/answers';
import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, newPage } from './support/browser.ts';
import { inDays } from './support/inDays.ts';
import {
  AGENT,
  customerSaves,
  heading,
  openRequest,
  SUPERVISOR,
  staffSignsIn,
} from './support/opsSupport.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/** The insurer's side: staff sign in at /ops/, work the queue and price referrals. */
const suite = usePortalAndBrowser({ BOT_CHECK: 'off' });

describe('the operations console', () => {
  it('refuses a wrong password with a message, then signs the agent in and out', async () => {
    const page = await newPage(suite.browser, DESKTOP);
    await page.goto(`${suite.portal.url()}/ops/`);
    await expect.poll(() => heading(page)).toBe('Sign in to the operations console');
    await expectAccessible(page, 'ops sign-in');
    await page.getByLabel('Email address').fill(AGENT.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('email address or password is not right');
    await expectAccessible(page, 'ops sign-in refused');
    await page.getByLabel('Password').fill(AGENT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => heading(page)).toBe('Request queue');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect.poll(() => heading(page)).toBe('Sign in to the operations console');
  });

  it('applies a change of name for 10000001: the name on record changes and the audit names the agent', async () => {
    const reference = await customerSaves(suite.portal, 'con', '10000001', {
      title: 'Mrs',
      newFirstName: 'Amelia',
      newLastName: 'Stone',
      reason: 'Marriage',
    });
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await expectAccessible(agent, 'ops queue');
    await openRequest(agent, { policyNumber: '10000001', status: 'New' }, reference);
    await expect.poll(() => agent.locator('main').textContent()).toContain('Stone');
    await expectAccessible(agent, 'ops request');
    await agent.getByRole('button', { name: 'Apply to the policy' }).click();
    await expect
      .poll(() => agent.getByRole('status').textContent())
      .toContain("Policyholder's name changed to Mrs Amelia Stone");
    await expect
      .poll(() => agent.locator('dl').first().textContent())
      .toContain('policyholder Mrs Amelia Stone');

    await agent.getByRole('link', { name: '10000001' }).click();
    await expect.poll(() => heading(agent)).toBe('Policy 10000001');
    await expect
      .poll(() => agent.locator('main').textContent())
      .toContain(`Change your name by staff: ${AGENT.email}`);
    await expectAccessible(agent, 'ops policy');

    const supervisor = await staffSignsIn(suite.browser, suite.portal, SUPERVISOR);
    await supervisor.getByRole('link', { name: 'Audit log' }).click();
    await expect.poll(() => heading(supervisor)).toBe('Audit log');
    const row = supervisor
      .getByRole('row')
      .filter({ hasText: reference })
      .filter({ hasText: 'Applied to the policy' });
    await expect.poll(() => row.textContent()).toContain(AGENT.email);
    await expectAccessible(supervisor, 'ops audit log');
  });

  it('rejects a request with a reason that reaches the customer by email', async () => {
    const reference = await customerSaves(suite.portal, 'cop', '10000002', { newPhone: '01632 960 001' });
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await openRequest(agent, { policyNumber: '10000002' }, reference);
    const reason = 'We need to check this number with you first. Please call us.';
    await agent.getByLabel('Reason for the customer').fill(reason);
    await agent.getByRole('button', { name: 'Reject' }).click();
    await expect.poll(() => agent.getByRole('status').textContent()).toContain('customer has been emailed');
    const mailbox = await newPage(suite.browser, DESKTOP);
    await expect
      .poll(
        async () => {
          await mailbox.goto(`${suite.portal.url()}/dev/mailbox`);
          return mailbox.locator('body').textContent();
        },
        { timeout: 20_000 },
      )
      .toContain("we couldn't make your change");
  });

  it('lets a supervisor price a referred quote by hand, which emails the quote', async () => {
    const reference = await customerSaves(
      suite.portal,
      'aad',
      '10000002',
      referredDriverAnswers(inDays(3), '02/01/2008'),
    );
    const agent = await staffSignsIn(suite.browser, suite.portal, AGENT);
    await openRequest(agent, { status: 'Referred to a supervisor' }, reference);
    await expect
      .poll(() => agent.locator('main').textContent())
      .toContain('A supervisor prices referred quotes: hand it to one when it is ready.');

    const supervisor = await staffSignsIn(suite.browser, suite.portal, SUPERVISOR);
    await openRequest(supervisor, { status: 'Referred to a supervisor' }, reference);
    const change = supervisor.getByLabel('Premium change for the rest of this term (£)');
    await change.fill('112');
    await supervisor.getByLabel('New annual premium (£)').fill('900');
    await supervisor.getByRole('button', { name: 'Check the quote' }).click();
    // A change that does not agree with the annual premium is refused beside its field, which
    // names the figure that does and takes the focus.
    await expect.poll(() => change.getAttribute('aria-invalid')).toBe('true');
    expect(await change.evaluate((input) => input === document.activeElement)).toBe(true);
    await expectAccessible(supervisor, 'ops referral pricing with an error');
    const agreeing = /Enter (£[\d,.]+)/.exec((await supervisor.locator('main').textContent()) ?? '')?.[1];
    expect(agreeing).toBeDefined();
    await change.fill(agreeing!.replace(/[£,]/g, ''));
    await supervisor.getByRole('button', { name: 'Check the quote' }).click();
    // The second look: the quote as the customer will get it, before anything is sent.
    await expect
      .poll(() => supervisor.getByRole('heading', { name: 'Check the quote before it is sent' }).count())
      .toBe(1);
    expect(await supervisor.locator('main').textContent()).toContain('£900.00');
    await expectAccessible(supervisor, 'ops referral pricing: the quote before it is sent');
    await supervisor.getByRole('button', { name: 'Send this quote to the customer' }).click();
    await expect.poll(() => supervisor.getByRole('status').textContent()).toContain('The quote is sent');
    await expect
      .poll(() => supervisor.locator('main').textContent())
      .toContain('Quote sent, waiting for the customer');
  });
});
