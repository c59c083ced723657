import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';
import { heading } from './opsSupport.ts';
import type { Portal } from './portal.ts';

/** A browser notification as the page asked the browser to show it. */
export interface ShownNotification {
  title: string;
  body: string;
}

/**
 * An agent at a desktop (1366 px) whose browser has granted notifications: every notification the
 * console shows is kept in `window.__shownNotifications`, then shown as the browser would.
 */
export async function agentWithNotifications(
  browser: Browser,
  portal: Portal,
  who: { email: string; password: string },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1366, height: 900 },
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    permissions: ['notifications'],
  });
  await context.addInitScript(() => {
    const Shown = window.Notification;
    const kept: { title: string; body: string }[] = [];
    Object.assign(window, { __shownNotifications: kept });
    class Kept extends Shown {
      constructor(title: string, options?: NotificationOptions) {
        kept.push({ title, body: options?.body ?? '' });
        super(title, options);
      }
    }
    Object.defineProperty(Kept, 'permission', { get: () => Shown.permission });
    window.Notification = Kept as typeof Notification;
  });
  const page = await context.newPage();
  await page.goto(`${portal.url()}/ops/`);
  await expect.poll(() => heading(page)).toBe('Sign in to the operations console');
  await page.getByLabel('Email address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => heading(page)).toBe('Request queue');
  return page;
}

export const shownNotifications = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __shownNotifications: ShownNotification[] }).__shownNotifications,
  );
