import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appUrl } from './support/appUrl.ts';
import { newPage, PHONE } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * A customer who answers the drawn page at once, on a slow phone: some answers before the
 * scripts run, the rest while React takes the page over (app/render.tsx) or after, by keyboard
 * and by choosing. Every answer must reach the form (ssr/earlyInput.ts): the step goes on to the
 * next without one "is required" or "is incomplete".
 */
const suite = usePortalAndBrowser();

/** The step's answers, each given by keyboard or a press, typed key by key. */
const answers: ((page: Page) => Promise<unknown>)[] = [
  (page) => page.getByLabel("Policyholder's first name").pressSequentially('Amelia', { delay: 40 }),
  (page) => page.getByLabel("Policyholder's last name").pressSequentially('Hart', { delay: 40 }),
  (page) => page.getByRole('radio', { name: 'Yes' }).check({ force: true }),
  (page) => page.getByLabel('Postcode').pressSequentially('LS1 4AP', { delay: 40 }),
  (page) => page.getByLabel('Day').selectOption('14'),
  (page) => page.getByLabel('Month').selectOption('03'),
  (page) => page.getByLabel('Year').selectOption('1985'),
  (page) =>
    page.getByLabel('Email address').pressSequentially(`amelia.${Date.now()}@example.com`, { delay: 20 }),
  (page) => page.getByLabel('Contact number').pressSequentially('07700900123', { delay: 20 }),
  (page) => page.getByLabel('Current vehicle registration').pressSequentially('YA19 KXR', { delay: 20 }),
  (page) => page.getByLabel('Policy number').pressSequentially('10000001', { delay: 20 }),
  (page) => page.getByRole('checkbox').check({ force: true }),
];

/**
 * Opens the details step on a 6x slower CPU with its scripts held back, gives `before` answers,
 * lets the scripts in and, once React has begun taking the page over (`takingOver`), or at once,
 * gives the rest; then goes on.
 */
async function answerWhileTakenOver(before: number, { takingOver }: { takingOver: boolean }) {
  // Not waiting for the page to run on opening it, as every other test does (support/browser.ts).
  const page = await newPage(suite.browser, PHONE, { awaitRunning: false });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let scriptsMayLoad = () => {};
  const held = new Promise<void>((resolve) => {
    scriptsMayLoad = resolve;
  });
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(appUrl(suite.portal.url('directline'), '/con/request/your-details?product=PCW'), {
    waitUntil: 'commit',
  });
  await page.getByRole('heading', { level: 1, name: 'Your details' }).waitFor();
  for (const answer of answers.slice(0, before)) await answer(page);
  scriptsMayLoad();
  // Taken over in slices, the page is seen between them; one taken over at once may be seen running.
  if (takingOver)
    await page.locator('html:is([data-taking-over], [data-running])').waitFor({ state: 'attached' });
  for (const answer of answers.slice(before)) await answer(page);
  await page.locator('html[data-running]').waitFor({ state: 'attached' });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect
    .poll(async () => {
      const heading = await page.getByRole('heading', { level: 1 }).textContent();
      const problems = await page.getByRole('alert').allTextContents();
      return [heading, ...problems].join(' ');
    })
    .toBe('Your new name');
  await page.context().close();
}

describe('answers given while the drawn page is taken over', () => {
  // The first answer given meanwhile: a name typed key by key, a date chosen part by part.
  for (const before of [0, 4])
    it(`all reach the form when ${before} are given first and the rest while React takes the page over`, () =>
      answerWhileTakenOver(before, { takingOver: true }));

  it('all reach the form when every answer is given before the scripts run', () =>
    answerWhileTakenOver(answers.length, { takingOver: false }));
});
