import { brandSettings, partnerSettings } from '@portal/domain/brands/registry';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { DESKTOP, newPage, PHONE } from './support/browser.ts';
import { shotPath } from './support/shots.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * Triage in a real browser against the real server and the seeded policy store
 * (domain/demo.ts): motor on Direct Line, Greenflag, and home on Nationwide.
 */
const suite = usePortalAndBrowser();

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** External sites (sign-in, dashboards) are answered locally, so the test never leaves the machine. */
async function catchExternalNavigation(page: Page): Promise<void> {
  await page.route('https://example.com/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<title>External</title><h1>External</h1>',
    }),
  );
}

/** Phone and desktop screenshots of the current screen, for a person to look at. */
async function screenshots(page: Page, name: string): Promise<void> {
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: shotPath(`triage-${name}-phone`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: shotPath(`triage-${name}-desktop`), fullPage: true });
  await page.setViewportSize(PHONE);
}

async function openMotorTriage(page: Page): Promise<void> {
  await page.goto(appUrl(suite.portal.url('directline'), `/cov/request/triage?product=PCW`));
  await expect.poll(() => heading(page)).toBe('Find your policy');
}

async function submitRegistration(page: Page, registration: string): Promise<void> {
  await page.getByLabel('Current vehicle registration').fill(registration);
  await page.getByRole('button', { name: 'Next' }).click();
}

describe('motor triage on Direct Line (cov, PCW)', () => {
  it('lets a status 0 registration continue to eligibility and keeps the query', async () => {
    const page = await newPage(suite.browser);
    await openMotorTriage(page);
    await expectAccessible(page, 'motor triage');
    await screenshots(page, 'motor');
    await submitRegistration(page, 'ya19 kxr');
    await expect.poll(() => page.url()).toContain('/cov/request/eligibility?product=PCW');
    expect(await page.evaluate(() => sessionStorage.getItem('triage-vehicleReg'))).toBe('YA19KXR');
  });

  it('sends a status 1 registration to the brand sign-in page', async () => {
    const page = await newPage(suite.browser);
    await catchExternalNavigation(page);
    await openMotorTriage(page);
    await submitRegistration(page, 'BK21TWF');
    await expect.poll(() => page.url()).toBe(brandSettings('DIRECTLINE').links.signIn);
  });

  it('offers web chat or a call, with the sorry message, for a status 3 registration', async () => {
    const page = await newPage(suite.browser);
    await openMotorTriage(page);
    await submitRegistration(page, 'LR70HGD');
    await expect
      .poll(() =>
        page.getByText("We're sorry, but you'll need to contact us to change your vehicle.").count(),
      )
      .toBe(1);
    const panel = page.locator('#triage-contact-heading');
    const mode = await panel.textContent();
    expect(['Chat with us', 'Call us']).toContain(mode);
    // Web chat is always offered with its hours, and when closed says when it opens;
    // each hours panel names its service and its status line agrees.
    const chatHours = page.getByRole('region', { name: 'Web chat opening hours' });
    expect(await chatHours.count()).toBe(1);
    expect(await chatHours.getByText(/^Web chat is (open now|closed now)\./).textContent()).toMatch(
      /^Web chat is open now\.$|^Web chat is closed now\. It opens again at \d{1,2}(:\d\d)?(am|pm) (today|tomorrow|on [A-Z][a-z]+day)\.$/,
    );
    if (mode === 'Call us') {
      const phoneHours = page.getByRole('region', { name: 'Phone lines opening hours' });
      expect(await phoneHours.getByText(/^Our phone lines are (open|closed) now\./).count()).toBe(1);
      expect(await phoneHours.getByText('10am to 5pm').count()).toBe(1);
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('triage-contact-heading');
    // The same line, named, as every email about the change gives.
    expect(
      await page
        .getByText(`Call our customer services line on ${brandSettings('DIRECTLINE').phones.amendments}`)
        .count(),
    ).toBe(1);
    expect(page.url()).toContain('/cov/request/triage');
    await expectAccessible(page, 'motor triage contact panel');
    await screenshots(page, 'motor-contact');
  });

  it('out of chat hours, offers a call and still names web chat with when it opens', async () => {
    const page = await newPage(suite.browser);
    // Sunday 22 November 2026, 23:30 in London: chat and phone lines are shut until Monday.
    await page.route('**/mta-api/mta/time', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"now":"2026-11-22T23:30:00.000Z"}',
      }),
    );
    // Triage asks the server's time when Next is pressed, beside the policy's status, and decides
    // with its answer (not with the time the page booted with, today's).
    await openMotorTriage(page);
    const sundayNight = page.waitForResponse('**/mta-api/mta/time');
    await submitRegistration(page, 'LR70HGD');
    await sundayNight;
    await expect.poll(() => page.locator('#triage-contact-heading').textContent()).toBe('Call us');
    const phoneHours = page.getByRole('region', { name: 'Phone lines opening hours' });
    await expect
      .poll(() => phoneHours.getByText(/^Our phone lines/).textContent())
      .toBe('Our phone lines are closed now. They open again at 8am tomorrow.');
    const chatHours = page.getByRole('region', { name: 'Web chat opening hours' });
    expect(await chatHours.getByText(/^Web chat is/).textContent()).toBe(
      'Web chat is closed now. It opens again at 8am tomorrow.',
    );
    await expectAccessible(page, 'motor triage out of hours');
    await screenshots(page, 'motor-out-of-hours');
  });

  it('refuses an invalid registration with the spec message and an error summary that takes focus', async () => {
    const page = await newPage(suite.browser);
    await openMotorTriage(page);
    await submitRegistration(page, 'NOT A REG');
    const summary = page.getByRole('alert');
    await expect.poll(() => summary.textContent()).toContain('Registration number is invalid');
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
    expect(await page.getByLabel('Current vehicle registration').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain('/cov/request/triage');
    await expectAccessible(page, 'motor triage with errors');
    await screenshots(page, 'motor-errors');
  });
});

describe('Greenflag triage (coa)', () => {
  async function openGreenflag(page: Page) {
    await page.goto(appUrl(suite.portal.url('greenflag'), `/coa/request/triage`));
    await expect.poll(() => heading(page)).toBe('Find your policy');
  }

  it('asks GF-Pol / customers to get in touch, with the number cleared and disabled', async () => {
    const page = await newPage(suite.browser);
    await openGreenflag(page);
    expect(await page.getByText('Step 1 of 6').count()).toBe(1);
    await expectAccessible(page, 'greenflag triage');
    await screenshots(page, 'greenflag');

    await page.getByLabel('Policy number prefix').selectOption('GF /');
    await page.getByLabel('Policy number', { exact: true }).fill('40000001');
    await page.getByLabel('Policy number prefix').selectOption('GF-Pol /');
    await expect.poll(() => page.getByText('Please get in touch with us.').count()).toBe(1);
    const number = page.getByLabel('Policy number', { exact: true });
    expect(await number.isDisabled()).toBe(true);
    expect(await number.inputValue()).toBe('');
    // Continue is disabled (announced unavailable) while the form cannot go on; pressed, it stays.
    await page.getByRole('button', { name: 'Continue', disabled: true }).click({ force: true });
    expect(page.url()).toContain('/coa/request/triage');
    await expectAccessible(page, 'greenflag triage get in touch');
    await screenshots(page, 'greenflag-get-in-touch');
  });

  it('shows what is missing when Continue is pressed early, then lets GF / with 8 digits proceed', async () => {
    const page = await newPage(suite.browser);
    await openGreenflag(page);
    const disabledContinue = page.getByRole('button', { name: 'Continue', disabled: true });
    await disabledContinue.click({ force: true });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Please answer this question to continue');

    await page.getByLabel('Policy number prefix').selectOption('GF /');
    await page.getByLabel('Policy number', { exact: true }).fill('4000001');
    await disabledContinue.click({ force: true });
    await expect
      .poll(() => page.getByRole('alert').textContent())
      .toContain('Your policy number should be 8 digits.');

    await page.getByLabel('Policy number', { exact: true }).fill('40000001');
    await page.getByRole('button', { name: 'Continue', disabled: false }).click();
    await expect.poll(() => page.url()).toContain('/coa/request/');
    await expect.poll(() => page.url()).not.toContain('triage');
    expect(await page.evaluate(() => sessionStorage.getItem('triage-policyType'))).toBe('GF /');
    // The details page after it: Continue is disabled while nothing is answered there either.
    await page.getByRole('button', { name: 'Continue', disabled: true }).waitFor();
  });
});

describe('home triage on Nationwide (hcoa, HOME)', () => {
  const DEMO_HOME = 'Flat 1, Alder House, 14 Quarry Street, Leeds, LS1 4AP';
  const NEIGHBOUR = 'Flat 2, Alder House, 14 Quarry Street, Leeds, LS1 4AP';

  async function findAddresses(page: Page, query = '?product=HOME') {
    await page.goto(appUrl(suite.portal.url('nationwide'), `/hcoa/request/triage${query}`));
    await expect.poll(() => heading(page)).toBe('Find your policy');
    await page.getByLabel('Postcode').fill('LS1 4AP');
    await page.getByRole('button', { name: 'Find your address' }).click();
    await expect.poll(() => page.getByLabel('Please select your address').count()).toBe(1);
  }

  it('lists the addresses at LS1 4AP and sends the demo policyholder to the dashboard', async () => {
    const page = await newPage(suite.browser);
    await catchExternalNavigation(page);
    await page.goto(appUrl(suite.portal.url('nationwide'), `/hcoa/request/triage?product=HOME`));
    await expect.poll(() => heading(page)).toBe('Find your policy');
    await expectAccessible(page, 'home triage');
    await screenshots(page, 'home');

    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toContain('Postcode is required');
    await expectAccessible(page, 'home triage with errors');

    await findAddresses(page);
    // The problem was finding the address; once found, the old summary goes.
    expect(await page.getByRole('alert').count()).toBe(0);
    const options = await page.getByLabel('Please select your address').locator('option').allTextContents();
    expect(options).toContain(DEMO_HOME);
    expect(options.length).toBeGreaterThan(5);
    await expectAccessible(page, 'home triage addresses');
    await screenshots(page, 'home-addresses');

    await page.getByLabel('Please select your address').selectOption({ label: DEMO_HOME });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.url()).toBe(brandSettings('NATIONWIDE').links.signIn);
  });

  it('sends a partner customer with a policy to the partner dashboard', async () => {
    const page = await newPage(suite.browser);
    await catchExternalNavigation(page);
    await findAddresses(page, '?product=HOME&brand=rbs');
    await page.getByLabel('Please select your address').selectOption({ label: DEMO_HOME });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.url()).toBe(partnerSettings('RBS')?.dashboard);
  });

  it('asks a partner customer without a policy here to call the partner home line', async () => {
    const page = await newPage(suite.browser);
    await findAddresses(page, '?product=HOME&brand=NATWEST');
    await page.getByLabel('Please select your address').selectOption({ label: NEIGHBOUR });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.locator('#triage-contact-heading').textContent()).toBe('Call us');
    await expect
      .poll(() =>
        page.getByText("We're sorry, but you'll need to contact us to change your address.").count(),
      )
      .toBe(1);
    expect(
      await page
        .getByText(`Call our NatWest home insurance line on ${partnerSettings('NATWEST')?.phones.home}`)
        .count(),
    ).toBe(1);
    await expectAccessible(page, 'home triage call us');
    await screenshots(page, 'home-call-us');
  });

  it('lets another address continue to eligibility with the postcode stored', async () => {
    const page = await newPage(suite.browser);
    await findAddresses(page);
    await page.getByLabel('Please select your address').selectOption({ label: NEIGHBOUR });
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.url()).toContain('/hcoa/request/eligibility?product=HOME');
    expect(await page.evaluate(() => sessionStorage.getItem('triage-postCode'))).toBe('LS14AP');
  });
});
