import { brandSettings } from '@portal/domain/brands/registry';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectHeading, quoteLinkFromMailbox, requestCovQuote } from './accept/acceptSupport.ts';
import { appUrl } from './support/appUrl.ts';
import { expectAccessible } from './support/axe.ts';
import { collectErrors, newPage, PHONE } from './support/browser.ts';
import { shotPath } from './support/shots.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * The server answers the hub, a journey's triage and a question step with the first
 * screen drawn and styled, so a customer reads it before any script runs; with scripts on, the
 * browser takes that page over (hydrates) without React throwing it away, and the journey goes on.
 */
const suite = usePortalAndBrowser();

const PAGES = [
  {
    path: '/',
    heading: 'Policy change portal',
    first: (page: Page) => page.getByRole('link', { name: 'Change your vehicle' }),
  },
  {
    path: '/cov/request/triage?product=PCW',
    heading: 'Find your policy',
    first: (page: Page) => page.getByLabel('Current vehicle registration'),
  },
  {
    path: '/con/request/your-details?product=PCW',
    heading: 'Your details',
    first: (page: Page) => page.getByRole('radiogroup', { name: 'Are you the policyholder?' }),
  },
] as const;

describe('the first screen comes from the server', () => {
  for (const { path, heading, first } of PAGES)
    it(`draws ${path} with no script, styled`, async () => {
      const page = await newPage(suite.browser, PHONE, { javaScriptEnabled: false });
      const sheets: string[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'stylesheet' && response.ok()) sheets.push(response.url());
      });
      await page.goto(appUrl(suite.portal.url('directline'), path));
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await first(page).count()).toBe(1);
      // Styled by the rules in the HTML itself: the first paint fetched no style sheet, and the
      // brand's colours (not the shell's defaults) are on the page.
      expect(sheets).toEqual([]);
      const accent = await page.evaluate(() =>
        getComputedStyle(document.documentElement).getPropertyValue('--brand-primary').trim(),
      );
      expect(accent).toBe(brandSettings('DIRECTLINE').colours.primary);
      await page.context().close();
    });

  for (const { path, heading, first } of PAGES)
    it(`hydrates ${path} without a mismatch`, async () => {
      const page = await newPage(suite.browser, PHONE);
      const errors = collectErrors(page);
      const sheets: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'stylesheet') sheets.push(request.url());
      });
      // The session is set up once the page has been taken over: after that the app is running.
      const started = page.waitForResponse((response) => /\/initialize\//.test(response.url()));
      await page.goto(appUrl(suite.portal.url('directline'), path));
      await started;
      await page.locator('html[data-running]').waitFor();
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await first(page).count()).toBe(1);
      expect(errors).toEqual([]);
      // Its rules came inline: taking it over fetches none of its sheets again.
      expect(sheets).toEqual([]);
      await expectAccessible(page, `${path} hydrated`);
      await page.context().close();
    });

  it('goes on from the triage it drew: the hydrated page answers', async () => {
    const page = await newPage(suite.browser, PHONE);
    const errors = collectErrors(page);
    const started = page.waitForResponse((response) => /\/initialize\//.test(response.url()));
    await page.goto(appUrl(suite.portal.url('directline'), '/cov/request/triage?product=PCW'));
    await started;
    await page.getByLabel('Current vehicle registration').fill('ya19 kxr');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => page.url()).toContain('/cov/request/eligibility?product=PCW');
    await page.getByRole('heading', { level: 1, name: 'Change your vehicle' }).waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

/**
 * The emailed link's page comes drawn too. The server opens the quote from the
 * link's token (the API's verification rule) and answers with the quotation the link leads to,
 * never stored (no-store); the browser moves to the quotation's address, takes the session the
 * server opened, and hydrates without asking for the quote or a session again.
 */
describe("the emailed link's quotation comes from the server", () => {
  const INCREASE = { make: 'BMW', yearOfManufacture: '2024' };

  async function freshLink(): Promise<string> {
    const email = await requestCovQuote(suite.portal.url(), INCREASE);
    const mailbox = await newPage(suite.browser, PHONE);
    const link = await quoteLinkFromMailbox(mailbox, suite.portal.url('directline'), email);
    await mailbox.context().close();
    return link;
  }

  it('draws the quotation with no script, never stored', async () => {
    const page = await newPage(suite.browser, PHONE, { javaScriptEnabled: false });
    const response = await page.goto(await freshLink());
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your quote');
    expect(await page.getByText('Additional premium').count()).toBe(1);
    expect(await page.getByRole('checkbox').count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it('hydrates the quotation without a mismatch, and the customer goes on to pay', async () => {
    const page = await newPage(suite.browser, PHONE);
    const errors = collectErrors(page);
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/idv\/validate|\/initialize\//.test(request.url())) asked.push(request.url());
    });
    await page.goto(await freshLink());
    await page.locator('html[data-running]').waitFor();
    // The token is left behind: the address is the quotation's, as the browser's check leaves it.
    expect(new URL(page.url()).pathname).toBe('/cov/accept/quotation-opt');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your quote');
    expect(errors).toEqual([]);
    expect(asked).toEqual([]);
    await expectAccessible(page, 'quotation drawn by the server, hydrated');
    await page.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Make payment' }).click();
    await expectHeading(page, 'Your card details');
    expect(errors).toEqual([]);
    // Reloaded, card payment comes as the server's frame, hydrated, and fills in the amount due.
    await page.reload();
    await page.locator('html[data-running]').waitFor();
    await expectHeading(page, 'Your card details');
    await expect.poll(() => page.getByText(/^£\d/).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/cov/accept/card-payment');
    expect(errors).toEqual([]);
    await expectAccessible(page, 'card payment drawn as a frame, hydrated and filled in');
    await page.context().close();
  });

  it('answers a link that opens nothing with the error page, not found, drawn and hydrated', async () => {
    const path = `/cov/accept/verification/${'x'.repeat(43)}?product=PCW`;
    const drawn = await newPage(suite.browser, PHONE, { javaScriptEnabled: false });
    const response = await drawn.goto(appUrl(suite.portal.url('directline'), path));
    expect(response?.status()).toBe(404);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(await drawn.getByRole('heading', { level: 1 }).textContent()).toBe('Oops');
    await drawn.context().close();

    const page = await newPage(suite.browser, PHONE);
    const errors = collectErrors(page);
    await page.goto(appUrl(suite.portal.url('directline'), path));
    await page.locator('html[data-running]').waitFor();
    expect(new URL(page.url()).pathname).toBe('/cov/accept/error');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Oops');
    // The browser reports the page's own 404 in the console; nothing else may be there.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found)',
    ]);
    await page.context().close();
  });
});

/**
 * Review and card payment read session storage the server cannot see, so the
 * server draws their frames (what every customer sees the same) and the browser fills them in.
 */
describe('review and card payment come from the server as frames', () => {
  const PHONE_SHOT = { width: 390, height: 844 } as const;

  async function drawnWithNoScript(path: string, shot: string): Promise<Page> {
    const context = await suite.browser.newContext({
      viewport: PHONE_SHOT,
      locale: 'en-GB',
      javaScriptEnabled: false,
    });
    const page = await context.newPage();
    const response = await page.goto(appUrl(suite.portal.url('directline'), path));
    expect(response?.status()).toBe(200);
    await page.screenshot({ path: shotPath(shot), fullPage: true });
    return page;
  }

  it('draws card payment with no script: heading, lead, the empty labelled card form, no amount', async () => {
    const page = await drawnWithNoScript(
      '/cov/accept/card-payment?product=PCW',
      'frame-card-payment-no-script',
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Your card details');
    expect(await page.getByText('Please enter the details of the card you want to pay with.').count()).toBe(
      1,
    );
    for (const label of ['Name on the card', /^Card number/, /^Security number/, 'Postcode'])
      expect(await page.getByLabel(label).count()).toBe(1);
    expect(await page.getByRole('group', { name: 'Expiry date' }).count()).toBe(1);
    expect(await page.getByText(/£\d/).count()).toBe(0);
    expect(await page.getByText(/Payment successful/i).count()).toBe(0);
    await page.context().close();
  });

  it("draws the bank's return before any script: what is happening and not to leave, no outcome claimed", async () => {
    const page = await newPage(suite.browser, PHONE, { awaitRunning: false });
    // The page as a customer back from the bank first reads it: the app's scripts held back (axe
    // needs the page's own script engine, which a page with scripts off does not run).
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(
      appUrl(suite.portal.url('directline'), '/cov/accept/redirects;status=success?product=PCW'),
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Checking your payment');
    expect(
      await page.getByText('Please do not close this window or press Back.', { exact: false }).count(),
    ).toBe(1);
    expect(await page.getByRole('status').textContent()).toBe('Loading…');
    expect(await page.getByText(/successful|declined|£\d/i).count()).toBe(0);
    await page.screenshot({ path: shotPath('frame-bank-return'), fullPage: true });
    await expectAccessible(page, "the bank's return drawn by the server");
    await page.context().close();
  });

  it('draws review with no script: heading and "Loading your answers…"', async () => {
    const page = await drawnWithNoScript(
      '/cov/request/review-and-confirm?product=PCW',
      'frame-review-no-script',
    );
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Review and confirm');
    expect(await page.getByText('Loading your answers…').count()).toBe(1);
    expect(await page.getByText(/Step \d+ of \d+/).count()).toBe(0);
    await page.context().close();
  });

  it('sends a browser with no quote from the hydrated card payment frame to the error page', async () => {
    const page = await newPage(suite.browser, PHONE);
    const errors = collectErrors(page);
    await page.goto(appUrl(suite.portal.url('directline'), '/cov/accept/card-payment?product=PCW'));
    // The guard decides once the scripts, asked for after the paint, have run: alone on this
    // machine 0.85–1.5 s after the load event, longer under the whole suite.
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/cov/accept/error');
    await page.locator('html[data-running]').waitFor();
    expect(errors.filter((error) => /hydrat|Minified React error/i.test(error))).toEqual([]);
    await page.context().close();
  });
});
