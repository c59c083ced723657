import { demoYourDetails } from '@portal/demo-data/answers';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newPage } from './browser.ts';
import type { Portal } from './portal.ts';

export const AGENT = { email: 'agent@portal.example', password: 'agent-demo-password' };
export const SUPERVISOR = { email: 'supervisor@portal.example', password: 'supervisor-demo-password' };

/** A customer's request sent straight to the API (the journeys themselves have their own tests). */
export async function customerSaves(portal: Portal, form: string, policyNumber: string, answers: object) {
  // Node cannot resolve *.localhost; plain localhost serves the default brand, Direct Line.
  const base = portal.url();
  const init = await fetch(`${base}/mta-api/mta/initialize/direct`, { method: 'POST' });
  const token = init.headers.get('x-auth-token') ?? '';
  const response = await fetch(`${base}/mta-api/mta/${form}/save`, {
    method: 'POST',
    headers: { 'x-auth-token': token, 'content-type': 'application/json' },
    body: JSON.stringify({
      brand: 'DIRECTLINE',
      product: 'MOTOR',
      answers: { ...demoYourDetails(policyNumber), policyNumber, ...answers },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as string[])[0] ?? '';
}

export const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** Opens the console and signs in through its form, by the labels staff see. */
export async function staffSignsIn(
  browser: Browser,
  portal: Portal,
  who: { email: string; password: string },
) {
  const page = await newPage(browser, DESKTOP);
  await page.goto(`${portal.url()}/ops/`);
  await expect.poll(() => heading(page)).toBe('Sign in to the operations console');
  await page.getByLabel('Email address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Checking the password is deliberately slow; on a loaded machine it takes more than a second.
  await expect.poll(() => heading(page), { timeout: 10_000 }).toBe('Request queue');
  return page;
}

/**
 * Opens Policies and finds one. The queue has its own "Policy number" filter, and the policy page
 * is fetched when first opened: typing before its heading shows would fill the queue's field.
 */
export async function findPolicy(page: Page, policyNumber: string) {
  await page.getByRole('link', { name: 'Policies' }).click();
  await expect.poll(() => heading(page)).toBe('Find a policy');
  await page.getByLabel('Policy number').fill(policyNumber);
  await page.getByRole('button', { name: 'Find' }).click();
  await expect.poll(() => heading(page)).toBe(`Policy ${policyNumber}`);
}

/**
 * Presses Filter and waits for the new filter's rows. Until they come the table shows the last
 * filter's, marked busy: a click on one of those can land on a row that is gone a moment later.
 */
export async function filterQueue(page: Page) {
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect
    .poll(() => page.getByRole('table').getAttribute('aria-busy'), { timeout: 10_000 })
    .toBe('false');
}

/** Finds a request in the queue by the filters and opens it. */
export async function openRequest(
  page: Page,
  filters: { policyNumber?: string; status?: string },
  reference: string,
) {
  await page.getByRole('link', { name: 'Request queue' }).click();
  if (filters.status) await page.getByLabel('Status').selectOption({ label: filters.status });
  if (filters.policyNumber) await page.getByLabel('Policy number').fill(filters.policyNumber);
  await filterQueue(page);
  await page.getByRole('link', { name: reference }).click();
  await expect.poll(() => heading(page)).toBe(`Request ${reference}`);
}
