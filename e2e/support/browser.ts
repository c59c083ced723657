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

/**
 * A tab in a fresh context. With scripts on, each customer page it opens is awaited until React
 * runs it (render.tsx marks the document): a press on the server's drawing before then can be
 * redrawn away as React takes the page over, a radio unchecked just after its click. The page
 * replays such answers for a customer, but a test's `check()` reads the radio at once. Tests of
 * the drawing itself open pages with scripts off.
 */
export async function newPage(
  browser: Browser,
  viewport: { width: number; height: number } = PHONE,
  { javaScriptEnabled = true, awaitRunning = true } = {},
): Promise<Page> {
  const context = await browser.newContext({
    viewport,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    javaScriptEnabled,
  });
  const page = await context.newPage();
  if (javaScriptEnabled && awaitRunning) awaitRunningOnGoto(page);
  return page;
}

function awaitRunningOnGoto(page: Page) {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    // Customer pages only: the console, the dev mailbox and the bank's pages are not marked.
    const customerPage = await page
      .evaluate(() => document.getElementById('root') !== null && !location.pathname.startsWith('/ops'))
      .catch(() => false);
    if (customerPage) await page.locator('html[data-running]').waitFor({ state: 'attached' });
    return response;
  };
}

/**
 * Uncaught errors, and what React reports through the console (a hydration mismatch among them),
 * as the page logs them; `ignore` leaves out console errors a page logs by design.
 */
export function collectErrors(page: Page, ignore: (text: string) => boolean = () => false): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !ignore(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
