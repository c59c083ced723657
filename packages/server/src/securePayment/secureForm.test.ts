import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURE_FORM_CARD, securePaymentCalls } from '../test/secureFormTestSupport.ts';
import { createTestApp, startSession, type TestApp } from '../test/testApp.ts';
import { testClock } from '../test/testClock.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

describe.each(TEST_DATABASES)('a customer paying alone through the secure card form on %s', (kind) => {
  let t: TestApp;
  // Tuesday 10 March 2026, 22:40 in London (GMT): secure payment and web chat are open until 23:00.
  const clock = testClock('2026-03-10T22:40:00Z');
  let saver: string;
  beforeAll(async () => {
    t = await createTestApp({ kind, clock });
    saver = await startSession(t.app);
  });
  afterAll(async () => t.close());
  const { api, form, statusOf, proceededQuote } = securePaymentCalls(
    () => t,
    () => saver,
  );

  it('takes a card through the form, then answers SUCCESS and confirms the quote; no card number is kept', async () => {
    const quote = await proceededQuote();
    expect((await api(saver, 'speik/status', { uuid: quote.uuid }, quote.token)).json()).toBe('WAITING');
    const url = (await api(saver, 'speik/url', { uuid: quote.uuid }, quote.token)).json() as string;
    expect(url).toMatch(/^\/secure-form\/[\w-]{22}$/);
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<label for="field-cardNumber">Card number</label>');
    expect(page.body).toContain(`data-uuid="${quote.uuid}"`);
    expect(page.body).not.toMatch(/<script>|style=/);

    const wrong = await form(url, {
      ...SECURE_FORM_CARD,
      cardNumber: '4111 1111 1111 1111',
      securityNumber: '1',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.body).toContain('Your security number must be 3 or 4 digits');
    expect(wrong.body).not.toContain('4111');

    const paid = await form(url, { ...SECURE_FORM_CARD, cardNumber: '4111 1111 1111 1111' });
    expect(paid.body).toContain('Payment taken');
    expect((await api(saver, 'speik/status', { uuid: quote.uuid }, quote.token)).json()).toBe('SUCCESS');
    expect(await statusOf(quote.uuid)).toBe('PAYMENT_CONFIRMED');
    // Paid once: the form shows the outcome again, and no new form is handed out for the quote.
    expect((await form(url, { ...SECURE_FORM_CARD, cardNumber: '4111 1111 1111 1111' })).body).toContain(
      'Payment taken',
    );
    expect((await api(saver, 'speik/url', { uuid: quote.uuid }, quote.token)).statusCode).toBe(409);
    const everything = JSON.stringify(
      await t.db.execute('select * from secure_forms, sandbox_cards, sandbox_payments'),
    );
    expect(everything).not.toContain('4111111111111111');
    expect(everything).not.toContain('"123"');
  });
});
