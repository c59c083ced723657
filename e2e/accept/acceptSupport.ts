import { AMELIA_PREPOP_TOKEN, covRegistrations, demoYourDetails } from '@portal/demo-data/answers';
import { addDays, format } from 'date-fns';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Gets a real quote link the way a customer does: a cov request saved through the API, priced by
 * the rating engine, emailed through the outbox, then read from the dev mailbox in the browser.
 */

/** Demo policy 10000001 (Amelia Hart, Direct Line, paid by card), as the server's quote tests use it. */
function covAnswers(
  vehicle: Record<string, string>,
  email: string,
  today: Date,
  cars: { current: string; next: string },
) {
  return {
    coverStartDateFlag: 'LATER',
    coverStartDate: format(addDays(today, 7), 'dd/MM/yyyy'),
    tempChangeFlag: 'false',
    eligibilityConfirmation: true,
    isPolicyHolder: 'true',
    'policyHolder.firstName': 'Amelia',
    'policyHolder.lastName': 'Hart',
    'policyHolder.postcode': 'LS1 4AP',
    'policyHolder.dob': '14/03/1985',
    'policyHolder.email': email,
    'policyHolder.phone': '07700900226',
    currentVehicleReg: cars.current,
    policyNumber: '10000001',
    confirmation: true,
    currentCarReg: cars.next,
    vehicle: { fuel: 'PETROL', transmission: 'AUTOMATIC', model: 'TEST', ...vehicle },
    purchaseDate: format(addDays(today, -3), 'dd/MM/yyyy'),
    ownerFullNameQ: 'true',
    keeperFullNameQ: 'true',
    mileageFlag: 'true',
    estimatedAnnualMileage: '8000',
    checkbox0: true,
    checkbox1: true,
    checkbox2: true,
  };
}

let counter = 0;

/** Saves a cov request for this car and answers the address the quote email goes to. */
export async function requestCovQuote(apiBase: string, vehicle: { make: string; yearOfManufacture: string }) {
  const init = await fetch(`${apiBase}/mta-api/mta/initialize/direct`, { method: 'POST' });
  const session = init.headers.get('x-auth-token');
  expect(session, 'initialise gave a session').toBeTruthy();
  const time = await fetch(`${apiBase}/mta-api/mta/time`, { headers: { 'x-auth-token': session ?? '' } });
  const now = new Date(((await time.json()) as { now?: string }).now ?? Date.now());
  // Each paid quote makes the new car the one on record: ask the policy which car it is now.
  const data = await fetch(`${apiBase}/mta-api/mta/cov/data`, {
    headers: { 'x-auth-token': session ?? '', 'x-mta-prepop-token': AMELIA_PREPOP_TOKEN },
  });
  const onRecord = (await data.json()) as { policy?: { policyDetails?: { regNum?: string } } };
  const cars = covRegistrations(onRecord.policy?.policyDetails?.regNum);
  counter += 1;
  const email = `amelia.${counter}.${now.getTime()}@example.com`;
  const saved = await fetch(`${apiBase}/mta-api/mta/cov/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-auth-token': session ?? '' },
    body: JSON.stringify({
      brand: 'DIRECTLINE',
      product: 'PCW',
      answers: covAnswers(vehicle, email, now, cars),
    }),
  });
  expect(saved.status, await saved.clone().text()).toBe(200);
  return email;
}

/** Opens the dev mailbox, waits for the quote email to this address and answers its quote link. */
export async function quoteLinkFromMailbox(page: Page, mailboxBase: string, email: string): Promise<string> {
  await expect
    .poll(
      async () => {
        await page.goto(`${mailboxBase}/dev/mailbox`);
        return page.locator('tr', { hasText: email }).count();
      },
      { timeout: 20_000, interval: 500 },
    )
    .toBeGreaterThan(0);
  await page.locator('tr', { hasText: email }).first().getByRole('link').click();
  const link = page.locator('a[href*="/verification/"]').first();
  const href = await link.getAttribute('href');
  expect(href, 'the email carries a verification link').toBeTruthy();
  return href ?? '';
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

export async function expectHeading(page: Page, text: string) {
  await expect.poll(() => heading(page), { timeout: 20_000 }).toBe(text);
}

export interface TestCard {
  number: string;
  security?: string;
  issueNumber?: string;
}

/** Fills the card form with a sandbox card and a UK billing address. */
export async function fillCard(page: Page, card: TestCard, expiryYear: number) {
  await page.getByLabel("Cardholder's title").selectOption('Ms');
  await page.getByLabel('Name on the card').fill('Amelia Hart');
  await page.getByLabel('Card number').fill(card.number);
  await page.locator('#card-expiryMonthYear-month').selectOption('11');
  await page.locator('#card-expiryMonthYear-year').selectOption(String(expiryYear));
  if (card.issueNumber) await page.getByLabel('Issue number (if shown on your card)').fill(card.issueNumber);
  await page.getByLabel('Security number').fill(card.security ?? '973');
  await page.getByLabel('House number and street').fill('1 High Street');
  await page.getByLabel('Town or city').fill('Leeds');
  await page.getByLabel('Postcode').fill('LS1 4AP');
}

/**
 * Saves a coa request for demo policy 20000001 (Sophie Clarke, Privilege) moving to `postcode`,
 * and answers the address the quote email goes to. The calls run in the page, on the Privilege
 * host (the host names the brand, and Chromium resolves *.localhost where Node does not).
 */
export async function requestCoaQuote(page: Page, privilegeBase: string, postcode: string, address: string) {
  await page.goto(`${privilegeBase}/health`);
  counter += 1;
  const answers = { ...demoYourDetails('20000001'), postcode, address };
  const outcome = await page.evaluate(
    async ({ answers, counter }) => {
      const init = await fetch('/mta-api/mta/initialize/privilege', { method: 'POST' });
      const session = init.headers.get('x-auth-token') ?? '';
      const time = await fetch('/mta-api/mta/time', { headers: { 'x-auth-token': session } });
      const now = new Date(((await time.json()) as { now: string }).now);
      const email = `sophie.${counter}.${now.getTime()}@example.com`;
      const saved = await fetch('/mta-api/mta/coa/save', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-auth-token': session },
        body: JSON.stringify({
          brand: 'PRIVILEGE',
          product: 'PCW',
          answers: {
            ...answers,
            moveStatus: 'MOVED',
            coverStartDate: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London' }).format(now),
            eligibilityConfirmation: true,
            'policyHolder.email': email,
            checkbox0: true,
            checkbox1: true,
            checkbox2: true,
          },
        }),
      });
      return { email, status: saved.status, body: await saved.text() };
    },
    { answers, counter },
  );
  expect(outcome.status, outcome.body).toBe(200);
  return outcome.email;
}
