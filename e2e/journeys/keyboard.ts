import type { Locator, Page } from 'playwright-core';

const MAX_TABS = 80;

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement).catch(() => false);

/**
 * Moves focus with Tab (or Shift+Tab) alone until `target` has it, as a keyboard user would;
 * fails when the control cannot be reached, which is the point of the keyboard journey.
 */
export async function tabTo(page: Page, target: Locator, backwards = false): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await isFocused(target)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`could not reach ${String(target)} with the keyboard`);
}

/** Tabs to a text box and types into it, replacing what was there. */
export async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Tabs to a control and presses a key on it (Space for radios and boxes, Enter for buttons and links). */
export async function pressOn(page: Page, target: Locator, key: 'Space' | 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}
