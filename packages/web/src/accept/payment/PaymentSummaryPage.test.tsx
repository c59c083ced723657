import { API_PREFIX, apiPaths } from '@portal/domain/api/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { sessionToken } from '../../api/client.ts';
import { fakeServer } from '../../testing/fakeServer.ts';
import { covQuoteRecord } from '../../testing/quoteRecord.ts';
import { renderInShell } from '../../testing/renderInShell.tsx';
import { storeQuote } from '../quoteFlags.ts';
import { startPaymentAttempt, storeCardHolderDetails } from '../quoteSession.ts';
import { PaymentSummaryPage } from './PaymentSummaryPage.tsx';

const CARD_CHECK = 'https://card-check.example';
const EXECUTE = `${API_PREFIX}/${apiPaths.paymentExecute}`;

beforeEach(() => {
  sessionStorage.clear();
  sessionToken.store('a-session-token');
  storeQuote('cov', covQuoteRecord());
  storeCardHolderDetails({
    cardToken: 'card-token-0001',
    holderName: 'Amelia Hart',
    cardType: 'visa',
    cardNumber: '**** **** **** 1111',
    last4: '1111',
    expiryMonthYear: { month: 12, year: 2028 },
    deviceDataCollectionUrl: `${CARD_CHECK}/collect`,
    deviceDataCollectionJwt: 'signed-token',
    challengeUrl: `${CARD_CHECK}/challenge`,
  });
  startPaymentAttempt('?product=PCW', '411111');
  // The hidden card check posts its form into a frame; jsdom cannot, and the test answers for it.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

it('pays when Make payment is pressed after the card check answered but before the page showed it', async () => {
  const server = fakeServer({
    [`POST ${EXECUTE}`]: { paymentId: 'payment-0001', paymentDecision: 'SUCCESS' },
  });
  renderInShell(<PaymentSummaryPage />, {
    path: '/cov/accept/payment-summary?product=PCW',
    route: '/:form/accept/payment-summary',
  });
  const makePayment = screen.getByRole('button', { name: 'Make payment' });
  // The check's answer is a message event: React draws what it changes in a later task, so the
  // press (handled at once) comes while the page still shows no reference.
  window.dispatchEvent(
    new MessageEvent('message', {
      origin: CARD_CHECK,
      data: { MessageType: 'profile.completed', SessionId: 'df-reference-0001' },
    }),
  );
  fireEvent.click(makePayment);
  await waitFor(() => expect(server.posted(EXECUTE)).toHaveLength(1));
  expect(server.posted(EXECUTE)[0]?.body).toMatchObject({ dfReferenceId: 'df-reference-0001' });
});
