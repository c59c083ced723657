import { describe, expect, it } from 'vitest';
import { expectAccessible } from './support/axe.ts';
import { collectErrors, DESKTOP, newPage } from './support/browser.ts';
import { AGENT, heading } from './support/opsSupport.ts';
import { usePortalAndBrowser } from './support/suite.ts';

/**
 * The console's first screen comes from the server: the sign-in form for anyone, and the queue
 * (heading, filters, table) for a member of staff whose session cookie comes with the request,
 * styled by rules in the HTML, so it paints before any script runs. The browser takes it over
 * without drawing it again, and signing in by keyboard still works.
 */
const suite = usePortalAndBrowser({ BOT_CHECK: 'off' });

/** The session cookie the console's page is sent, from a sign-in through the API. */
async function signedInCookie(base: string): Promise<string> {
  const csrf = await fetch(`${base}/ops-api/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const csrfCookie = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  const signIn = await fetch(`${base}/ops-api/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrfToken, cookie: csrfCookie.join('; ') },
    body: JSON.stringify(AGENT),
  });
  expect(signIn.status).toBe(200);
  const forPage = signIn.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('ops_session=') && /; Path=\/ops\/(;|$)/.test(cookie));
  expect(forPage).toMatch(/HttpOnly/);
  expect(forPage).toMatch(/SameSite=Strict/);
  return forPage?.split(';')[0] ?? '';
}

// The sign-in page asks whether an older session is still live: a 401 the browser logs.
const loggedRefusal = (text: string) => text.startsWith('Failed to load resource');

describe("the console's first screen comes from the server", () => {
  it('sends the sign-in form in the HTML, styled inline, never stored', async () => {
    const response = await fetch(`${suite.portal.url()}/ops/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>Sign in to the operations console<\/h1>/);
    expect(html).toMatch(/<label for="ops-email">Email address<\/label>/);
    expect(html).toMatch(/<label for="ops-password">Password<\/label>/);
    // The one style element and the script loader are allowed by their hashes, nothing more; its
    // sheets are named to the app's loader only as disabled links, which nothing fetches.
    expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled>)/);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/style-src 'self' 'sha256-[^']+'/);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'/);
    expect(csp).not.toContain('unsafe-inline');
  });

  it("sends a signed-in agent's queue heading, filters and table in the HTML", async () => {
    const base = suite.portal.url();
    const cookie = await signedInCookie(base);
    const html = await (await fetch(`${base}/ops/`, { headers: { cookie } })).text();
    expect(html).toMatch(/<h1[^>]*>Request queue<\/h1>/);
    expect(html).toContain('aria-label="Filter the queue"');
    expect(html).toMatch(/Signed in as <!-- -->Alex Agent|Signed in as Alex Agent/);
    expect(html).toMatch(/<table[^>]*>|No requests match\./);
    // Links in the drawn page go where the browser's hash router sends them.
    expect(html).not.toMatch(/href="\/(policies|chats|requests)/);
    // Without the cookie the same address is the sign-in page: nothing of the queue.
    const signedOut = await (await fetch(`${base}/ops/`)).text();
    expect(signedOut).not.toContain('Request queue');
  });

  it('paints the sign-in page with no script at all, styled by the rules it carries', async () => {
    const page = await newPage(suite.browser, DESKTOP, { javaScriptEnabled: false });
    const sheets: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'stylesheet') sheets.push(response.url());
    });
    await page.goto(`${suite.portal.url()}/ops/`);
    expect(await heading(page)).toBe('Sign in to the operations console');
    expect(await page.getByLabel('Email address').count()).toBe(1);
    expect(sheets).toEqual([]);
    await page.context().close();
  });

  it('takes the drawn sign-in page over without a mismatch, signs in by keyboard, and draws the queue on reopening', async () => {
    const page = await newPage(suite.browser, DESKTOP);
    const errors = collectErrors(page, loggedRefusal);
    await page.goto(`${suite.portal.url()}/ops/`);
    const signIn = page.getByRole('button', { name: 'Sign in' });
    // Disabled until the scripts have taken the page over: a press before then does nothing.
    await expect.poll(() => signIn.isEnabled(), { timeout: 30_000 }).toBe(true);
    await expectAccessible(page, 'ops sign-in drawn');
    // From the heading the page put focus on, Tab reaches the email field.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('ops-email');
    await page.keyboard.type(AGENT.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(AGENT.password);
    await page.keyboard.press('Enter');
    await expect.poll(() => heading(page), { timeout: 10_000 }).toBe('Request queue');

    await page.reload();
    // Drawn by the server for the signed-in agent, then taken over: the filter works.
    const filter = page.getByRole('button', { name: 'Filter' });
    await expect.poll(() => filter.isEnabled(), { timeout: 30_000 }).toBe(true);
    expect(await heading(page)).toBe('Request queue');
    await expectAccessible(page, 'ops queue drawn');
    await page.getByLabel('Status').selectOption({ label: 'New' });
    await filter.click();
    await expect.poll(() => page.url()).toContain('status=new');
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
