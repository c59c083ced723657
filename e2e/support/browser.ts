import { type Browser, chromium, type Page } from 'playwright-core';

export const PHONE = { width: 375, height: 812 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** Debian's Chromium with the flags this closed network needs. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-quic',
      '--disable-sync',
    ],
  });
}

export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-GB', timezoneId: 'Europe/London' });
  return context.newPage();
}

/** Opens a portal page and waits until React runs it (a server-drawn page shows before it does). */
export async function openRunning(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-running]').waitFor({ state: 'attached' });
}
