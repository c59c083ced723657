import { demoPolicy } from '@portal/demo-data/answers';
import { addDaysIso, formatLongDate, isoToDisplay, londonToday } from '@portal/domain/dates';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { DESKTOP, newPage } from './browser.ts';
import type { Portal } from './portal.ts';
import { shotPath } from './shots.ts';

/** The phone the pages are read on: 390 px wide, as the walk-throughs were. */
export const PHONE_390 = { width: 390, height: 844 } as const;

export const openOnPhone = (browser: Browser) => newPage(browser, PHONE_390);

/** Everything the page says in its main region. */
export const mainText = async (page: Page) => (await page.locator('main').textContent()) ?? '';

/** A demo policy's renewal date on record: as the customer reads dates, as shown in fields, as typed. */
export function renewsOn(policyNumber: string): { long: string; shown: string; digits: string } {
  const iso = addDaysIso(londonToday(new Date().toISOString()), demoPolicy(policyNumber).renewalInDays);
  const shown = isoToDisplay(iso);
  return { long: formatLongDate(iso), shown, digits: shown.replaceAll('/', '') };
}

/** The text of the email sent to `recipient` (whose subject holds `subject`), read in the dev mailbox. */
export async function emailTo(
  browser: Browser,
  portal: Portal,
  recipient: string,
  subject = '',
): Promise<string> {
  const mailbox = await newPage(browser, PHONE_390);
  const row = mailbox
    .getByRole('row', { name: new RegExp(recipient.replace(/\./g, '\\.')) })
    .filter({ hasText: subject });
  await expect
    .poll(async () => {
      await mailbox.goto(`${portal.url()}/dev/mailbox`);
      return row.count();
    })
    .toBeGreaterThan(0);
  await row.first().getByRole('link').click();
  const body = (await mailbox.locator('pre').textContent()) ?? '';
  await mailbox.context().close();
  return body;
}

const botCheckState = (page: Page) =>
  page.evaluate(() =>
    (document.querySelector('altcha-widget') as unknown as { getState(): string } | null)?.getState(),
  );

/**
 * Ticks the robot check and waits for its proof of work to finish. The widget's worker can give
 * up on a machine loaded many times over ("Verification failed. Try again later."); a customer
 * would tick again, and so does this, once.
 */
export async function passBotCheck(page: Page): Promise<void> {
  const tick = () => page.getByRole('checkbox', { name: /robot/i }).click({ force: true });
  await tick();
  await expect.poll(() => botCheckState(page)).toMatch(/^(verified|error)$/);
  if ((await botCheckState(page)) === 'error') await tick();
  await expect.poll(() => botCheckState(page)).toBe('verified');
}

/** Pictures of the screen at 390 px and on a desktop, for a person to read; the page stays at 390 px. */
export async function lookAt(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: shotPath(`${name}-phone`), fullPage: true });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: shotPath(`${name}-desktop`), fullPage: true });
  await page.setViewportSize(PHONE_390);
}
