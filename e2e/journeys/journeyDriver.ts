import { TZDate } from '@date-fns/tz';
import { demoPolicy } from '@portal/demo-data/answers';
import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import { brandFormTitle, loadJourney, type ROUTE_DATA, requestAction } from '@portal/domain/forms';
import { addDays, format } from 'date-fns';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible } from '../support/axe.ts';
import { DESKTOP, newPage, PHONE } from '../support/browser.ts';
import type { Portal } from '../support/portal.ts';
import { shotPath } from '../support/shots.ts';

/**
 * What every motor quote journey test does the same way: open a step, fill the shared
 * your-details step, type a date, prove an invalid submit, and find the email the save sent.
 */

export const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

export async function expectHeading(page: Page, text: string): Promise<void> {
  await expect.poll(() => heading(page), { timeout: 10_000 }).toBe(text);
}

/** When the last Next (or Continue) was pressed: the step it leads to reports how long it took. */
let pressedAt: number | undefined;

/**
 * Arrives at a step, checks its heading and runs axe on it under the step's name. After a press,
 * prints how long the step took to show (reported on the phone profile, never asserted;
 * bench/ owns timings).
 */
export async function atStep(page: Page, text: string, screen: string): Promise<void> {
  await expectHeading(page, text);
  if (pressedAt !== undefined) console.log(`step transition to ${screen}: ${Date.now() - pressedAt} ms`);
  pressedAt = undefined;
  await expectAccessible(page, screen);
}

/** Today (plus `days`) in London as the date field's digits, DDMMYYYY. */
export function londonDateDigits(days = 0): string {
  return format(addDays(new TZDate(Date.now(), 'Europe/London'), days), 'ddMMyyyy');
}

/** The same date as the review page shows it, DD/MM/YYYY. */
export function londonDateShown(days = 0): string {
  return format(addDays(new TZDate(Date.now(), 'Europe/London'), days), 'dd/MM/yyyy');
}

/**
 * Types a date into the day, month and year boxes of the date question whose legend is `label`,
 * as a customer would: digits DDMMYYYY, each box in turn.
 */
export async function typeDate(page: Page, label: string, digits: string): Promise<void> {
  const group = page.getByRole('group', { name: label });
  await group.getByRole('textbox', { name: 'Day' }).fill(digits.slice(0, 2));
  await group.getByRole('textbox', { name: 'Month' }).fill(digits.slice(2, 4));
  await group.getByRole('textbox', { name: 'Year' }).fill(digits.slice(4));
}

/** A unique address per run, so the mailbox check finds this journey's email and no other. */
export const uniqueEmail = (form: string) => `amelia.${form}.${Date.now()}@example.com`;

/**
 * The shared your-details step as the holder of a demo policy, with the details on record so
 * the server identifies the policy (the request is then priced, or stored for staff). A policy
 * with no vehicle fills no registration; edocregs asks for a "Mobile number" instead.
 */
export async function fillYourDetails(
  page: Page,
  email: string,
  policyNumber = '10000001',
  phoneLabel = 'Contact number',
): Promise<void> {
  const policy = demoPolicy(policyNumber);
  const [year, month, day] = policy.holder.dateOfBirth.split('-');
  await page
    .getByRole('radiogroup', { name: 'Are you the policyholder?' })
    .getByRole('radio', { name: 'Yes' })
    .check({ force: true });
  await page.getByLabel("Policyholder's first name").fill(policy.holder.firstName);
  await page.getByLabel("Policyholder's last name").fill(policy.holder.lastName);
  await page.getByRole('textbox', { name: /postcode/i }).fill(policy.postcode);
  await page.getByLabel('Day').selectOption(day ?? '');
  await page.getByLabel('Month').selectOption(month ?? '');
  await page.getByLabel('Year').selectOption(year ?? '');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel(phoneLabel).fill('07700900123');
  if (policy.registration) await page.getByLabel('Current vehicle registration').fill(policy.registration);
  // The breakdown brand's triage already took the number: the field shows it and is not asked.
  const number = page.getByLabel('Policy number');
  if (await number.isEditable()) await number.fill(policy.policyNumber);
  await page.getByRole('checkbox', { name: /I confirm that the details/ }).check({ force: true });
}

/**
 * Green Flag's Continue is marked aria-disabled while its page is invalid yet stays pressable, to
 * list what is missing; Playwright waits for "enabled" on such a button, so the press is forced.
 */
export async function next(page: Page, name = 'Next'): Promise<void> {
  await page.getByRole('button', { name, exact: true }).click({ force: name === 'Continue' });
  pressedAt = Date.now();
}

/**
 * After a failed submit: the message is in the error summary, the same message sits beside
 * the field, and focus is on the summary.
 */
export async function expectRefused(page: Page, message: string, fieldId: string): Promise<void> {
  pressedAt = undefined;
  const summary = page.getByRole('alert');
  await expect.poll(() => summary.textContent()).toContain(message);
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('alert');
  await expect
    .poll(() =>
      page.evaluate(
        ([id, text]) => {
          const field = document.getElementById(id ?? '');
          // The field's own wrapper (label, hint, error, control) holds the message.
          const wrapper = field?.closest('fieldset, [class*="field"]') ?? field;
          return wrapper?.textContent?.includes(text ?? '') ?? false;
        },
        [fieldId, message],
      ),
    )
    .toBe(true);
}

/** The request reached the server: its request-received email for this form is in the dev mailbox. */
export async function expectReceivedEmail(
  browser: Browser,
  portal: Portal,
  form: keyof typeof ROUTE_DATA,
  recipient: string,
): Promise<void> {
  const mailbox = await newPage(browser);
  await expect
    .poll(
      async () => {
        await mailbox.goto(`${portal.url()}/dev/mailbox`);
        return mailbox.getByRole('row', { name: new RegExp(recipient.replace(/\./g, '\\.')) }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await mailbox
    .getByRole('row', { name: new RegExp(recipient.replace(/\./g, '\\.')) })
    .getByRole('link')
    .click();
  // A priced request's email is its quote; one for staff, or referred, is a receipt.
  const body = await mailbox.locator('pre').textContent();
  // Titles may hold brackets ("Change your address (home)"): match them as text. The email
  // names the form as the brand does (the breakdown brand's mor renews breakdown cover).
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const titles = DEPLOYMENT_BRANDS.map((brand) => literal(brandFormTitle(form, brand).toLowerCase()));
  // …or what these answers asked, when the journey words it otherwise (lapse's "stop your policy from renewing").
  const asked = (await loadJourney(form)).success.variants?.flatMap((variant) => variant.request ?? []) ?? [];
  const actions = [...DEPLOYMENT_BRANDS.map((brand) => requestAction(form, brand)), ...asked].map(literal);
  expect(body).toMatch(
    new RegExp(
      `(Thank you for your request to (${actions.join('|')})|Here is your quote to (${titles.join('|')}))`,
    ),
  );
  await mailbox.context().close();
}

/** On failure, keeps a picture (in the run's screenshot folder) and the page text so the cause can be read afterwards. */
export async function withEvidence(page: Page, name: string, run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (failure) {
    await page.screenshot({ path: shotPath(`${name}-failure`), fullPage: true }).catch(() => undefined);
    const text = await page
      .locator('body')
      .innerText()
      .catch(() => '');
    const focused = await page
      .evaluate(() => document.activeElement?.outerHTML.slice(0, 300))
      .catch(() => '');
    throw new Error(`${String(failure)}\n--- page text ---\n${text}\n--- focused ---\n${focused}`, {
      cause: failure,
    });
  }
}

/** Phone and desktop pictures of the screen in the run's screenshot folder, for a person to look at. */
export async function screenshots(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: shotPath(`${name}-phone`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: shotPath(`${name}-desktop`), fullPage: true });
  await page.setViewportSize(NARROW);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${name} scrolls sideways at 320 px`).toBeLessThanOrEqual(0);
  await page.setViewportSize(PHONE);
}
const NARROW = { width: 320, height: 640 } as const;
