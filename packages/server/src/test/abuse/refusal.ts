import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** Pages meant for a browser (sandbox bank, secure card form, a request's page, dev mailbox, API docs) may refuse in HTML. */
const BROWSER_PAGES = ['/sandbox-gateway', '/secure-form', '/track/', '/dev/mailbox', '/mta-api/docs'];
export const isBrowserPage = (path: string) => BROWSER_PAGES.some((prefix) => path.startsWith(prefix));

/**
 * What every answer to hostile input must look like: never a 5xx, and an API refusal is a 4xx
 * carrying the portal's `{ errorCode, message }` envelope.
 */
export function expectCleanAnswer(path: string, response: LightMyRequestResponse, label: string): void {
  expect(
    response.statusCode,
    `${label} → ${response.statusCode} ${response.body.slice(0, 300)}`,
  ).toBeLessThan(500);
  if (response.statusCode < 400 || isBrowserPage(path)) return;
  expect(String(response.headers['content-type']), label).toMatch(/^application\/json/);
  const body = response.json() as unknown;
  expect(body, `${label} → ${response.body.slice(0, 300)}`).toMatchObject({
    errorCode: expect.any(String),
    message: expect.any(String),
  });
}
