import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage } from './support/browser.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * Page addresses are paths, and every hash URL of the spec (`/#/cov/…`, in emails already sent
 * above all) still works: the page forwards `/#/x` to `/x` before anything else loads. Each spec
 * route opened by its hash form lands on the same screen, at the same address, as its path.
 */
const suite = usePortalAndBrowser();

const ROUTES: readonly { brand: string; path: string }[] = [
  { brand: 'directline', path: '/' },
  { brand: 'directline', path: '/error?product=PCW' },
  { brand: 'directline', path: '/cov/request/triage?product=PCW' },
  { brand: 'directline', path: '/con/request/your-details?product=PCW' },
  { brand: 'directline', path: '/cov/request/session-ended?product=PCW' },
  { brand: 'directline', path: '/cov/request/session-timeout?product=PCW' },
  { brand: 'directline', path: '/cov/accept/invalid-token?product=PCW' },
  // An emailed link whose token is unknown: the verification page sends it to invalid-token.
  { brand: 'directline', path: `/cov/accept/verification/${'x'.repeat(43)}?product=PCW` },
  // The old renewal preference address, and a guard's redirect, keep working in hash form too.
  { brand: 'nationwide', path: '/autorenewal/request/eligibility?product=HOME' },
  { brand: 'greenflag', path: '/aad/request/your-details?product=MOTOR&brand=' },
];

const TOKEN = 'x'.repeat(43);
/**
 * Routes the spec names that once showed "Page not found". Opened cold, with no
 * quote in the session, the payment pages send the customer to the request error page, as the
 * spec's guards do; none is "Page not found".
 */
const SPEC_ROUTES: readonly { brand: string; path: string }[] = [
  ...[
    'payment',
    'payment-success',
    'payment-declined',
    'payment-declined/2',
    'payment-unavailable',
    'payment-transferred',
  ].map((page) => ({ brand: 'directline', path: `/cov/request/${page}?product=PCW` })),
  { brand: 'nationwide', path: '/renpref/request/renewal-preference?product=HOME&brand=RBS' },
  { brand: 'directline', path: '/cov/accept/quotation?product=PCW' },
  { brand: 'nationwide', path: `/lapse/accept/verification/home/${TOKEN}?product=HOME` },
];

async function land(page: Page, url: string): Promise<{ heading: string; at: string }> {
  await page.goto(url);
  // A drawn page shows before its scripts run, and they may still move it on (a dead link's page
  // to the error page's address): only a page React runs has settled.
  await page.locator('html[data-running]').waitFor({ state: 'attached', timeout: 20_000 });
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ timeout: 20_000 });
  // Redirects (guards, invalid tokens) have settled once the address stops changing.
  let at = '';
  await expect
    .poll(async () => {
      const before = at;
      at = new URL(page.url()).href;
      return before === at;
    })
    .toBe(true);
  return { heading: (await heading.textContent()) ?? '', at: at.replace(/^https?:\/\/[^/]+/, '') };
}

describe("the spec's hash URLs", () => {
  for (const { brand, path } of ROUTES)
    it(`/#${path} on ${brand} lands where ${path} does`, async () => {
      // Each in a fresh tab, as from an email: in one tab `/#/` after `/` would only move the fragment.
      const base = suite.portal.url(brand);
      const [pathTab, hashTab] = [await newPage(suite.browser), await newPage(suite.browser)];
      const byPath = await land(pathTab, `${base}${path}`);
      const byHash = await land(hashTab, `${base}/#${path}`);
      expect(byHash).toEqual(byPath);
      expect(byHash.at).not.toContain('#');
      await Promise.all([pathTab.context().close(), hashTab.context().close()]);
    });

  for (const { brand, path } of SPEC_ROUTES)
    it(`the spec's ${path} on ${brand} is a page of ours, by path and by hash`, async () => {
      const base = suite.portal.url(brand);
      const [pathTab, hashTab] = [await newPage(suite.browser), await newPage(suite.browser)];
      const byPath = await land(pathTab, `${base}${path}`);
      expect(byPath.heading).not.toBe('Page not found');
      expect(await land(hashTab, `${base}/#${path}`)).toEqual(byPath);
      await Promise.all([pathTab.context().close(), hashTab.context().close()]);
    });
});

describe("the web-chat path's request-side payment pages", () => {
  it("show the accept side's pages once the quote was accepted, in the spec's words", async () => {
    const page = await newPage(suite.browser);
    await page.context().addInitScript(() => sessionStorage.setItem('mta-cov-accepted', 'true'));
    await page.goto(`${suite.portal.url('directline')}/cov/request/payment-transferred?product=PCW`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Transferred');
    expect(await page.locator('main').textContent()).toContain('You have been transferred to another agent');
    await page.context().close();
  });
});
