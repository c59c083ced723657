import { describe, expect, it } from 'vitest';
import { drawnPagesApp, drawnText } from '../test/drawnPagesApp.ts';

/**
 * Review, card payment and the bank's return read session storage the server
 * cannot see (answers, the quote), so the server draws their frames: what is the same for every
 * customer, with the places of what the browser fills in right after it hydrates. Nothing drawn
 * may depend on what the browser holds: no amount, no answers, no outcome.
 */
describe('review, card payment and the bank’s return, drawn by the server as frames', () => {
  const { open } = drawnPagesApp();

  it('draws card payment with its heading, lead and labelled card fields, the amount left empty', async () => {
    const response = await open('/cov/accept/card-payment?product=PCW');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Your card details<\/h1>/);
    const text = drawnText(response.body);
    expect(text).toContain('Please enter the details of the card you want to pay with.');
    for (const label of ['Name on the card', 'Card number', 'Expiry date', 'Security number', 'Postcode'])
      expect(text).toContain(label);
    expect(response.body).toMatch(/<input[^>]*id="[^"]*cardNumber[^"]*"/);
    // The amount's box is there, its figure is not: the quote is in the browser's storage.
    expect(text).toContain('Total to pay now');
    expect(text).not.toMatch(/£\s*\d/);
    expect(text).not.toMatch(/Payment successful|payment was successful/i);
    expect(response.body).toContain('<script type="application/json" id="server-state">');
  });

  it('draws review with its heading, the step bar’s place and “Loading your answers…”, no answers', async () => {
    const response = await open('/cov/request/review-and-confirm?product=PCW');
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(/<h1[^>]*>Review and confirm<\/h1>/);
    const text = drawnText(response.body);
    expect(text).toContain('Loading your answers…');
    // The count of steps depends on the answers: the bar's place is drawn, not "Step x of y".
    expect(text).not.toMatch(/Step \d+ of \d+/);
    expect(text).not.toMatch(/sent|Submit|Change /i);
    expect(response.body).toContain('<script type="application/json" id="server-state">');
  });

  it.each([
    '/cov/accept/redirects?product=PCW&return=;status=success',
    '/cov/accept/redirects;status=success?product=PCW',
  ])(
    'draws the bank’s return %s as the brand’s page saying only that the payment is being checked',
    async (address) => {
      const response = await open(address);
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<h1[^>]*>Checking your payment<\/h1>/);
      expect(drawnText(response.body)).toContain('Please do not close this window or press Back.');
      expect(response.body).toMatch(/<p[^>]*role="status"[^>]*>Loading…<\/p>/);
      // Whether the payment went through is the server's answer to the browser, after it hydrates.
      expect(drawnText(response.body)).not.toMatch(/successful|declined|taken|£\s*\d/i);
      expect(response.body).toContain('<script type="application/json" id="server-state">');
    },
  );
});
