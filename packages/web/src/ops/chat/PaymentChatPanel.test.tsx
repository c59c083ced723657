import type { PaymentChatAction } from '@portal/domain/payment/paymentChatActions';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { fakeServer } from '../../testing/fakeServer.ts';
import { freshQueries } from '../../testing/freshQueries.tsx';
import { PaymentChatPanel } from './PaymentChatPanel.tsx';

// The payment side of a payment chat as an agent uses it: it offers exactly the actions the
// server allows from the gateway's answer, and nothing else.
afterEach(() => vi.unstubAllGlobals());

const PATH = '/ops-api/chats/7/payment';
const view = (actions: PaymentChatAction[], overrides: Record<string, unknown> = {}) => ({
  policyNumber: '10000001',
  form: 'cov',
  quoteStatus: 'PAYMENT_PROCEEDED',
  amountDuePence: 4250,
  verification: 'verified by the agent',
  secureForm: null,
  paymentInFlight: false,
  actions,
  explanation: null,
  chatStatus: 'open',
  ...overrides,
});

const LABELS = [
  'Send secure card form',
  'Payment taken',
  'Payment declined (first)',
  'Payment declined (second)',
];
const offered = () =>
  within(screen.getByRole('region', { name: 'Payment' }))
    .queryAllByRole('button')
    .map((button) => button.textContent);

async function showPanel() {
  render(<PaymentChatPanel conversationId={7} heard={0} />, { wrapper: freshQueries() });
  return screen.findByRole('region', { name: 'Payment' });
}

describe('the payment chat panel', () => {
  // Transfer is the chat's own (it hands over the conversation, payment included), not a payment action.
  it('shows the quote and offers a secure card form while the money is awaited', async () => {
    fakeServer({ [`GET ${PATH}`]: view(['secure-form', 'transferred']) });
    const panel = await showPanel();
    expect(within(panel).getByText('£42.50')).toBeVisible();
    expect(within(panel).getByText('not sent yet')).toBeVisible();
    expect(offered()).toEqual(['Send secure card form']);
    expect(
      within(panel).getByText('Payment taken is offered once the secure card form has taken the payment.'),
    ).toBeVisible();
  });

  it("shows another agent's payment chat without its actions, until it is taken over", async () => {
    fakeServer({ [`GET ${PATH}`]: view(['secure-form', 'transferred']) });
    render(<PaymentChatPanel conversationId={7} heard={0} ownedByOther />, { wrapper: freshQueries() });
    const panel = await screen.findByRole('region', { name: 'Payment' });
    expect(within(panel).getByText('£42.50')).toBeVisible();
    expect(offered()).toEqual([]);
    expect(within(panel).getByText('Take over this chat to act on its payment.')).toBeVisible();
  });

  it('offers only "Payment taken" once the gateway has taken the money, and sends it', async () => {
    const user = userEvent.setup();
    let actions: PaymentChatAction[] = ['taken'];
    const server = fakeServer({
      [`GET ${PATH}`]: () => ({ body: view(actions, { secureForm: 'TAKEN' }) }),
      'GET /ops-api/csrf': { csrfToken: 'csrf' },
      [`POST ${PATH}/taken`]: () => {
        actions = [];
        return { body: { message: 'The customer has been told the payment was taken.' } };
      },
    });
    const panel = await showPanel();
    expect(within(panel).getByText('payment taken by the gateway')).toBeVisible();
    expect(offered()).toEqual(['Payment taken']);
    await user.click(within(panel).getByRole('button', { name: 'Payment taken' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent(
      'The customer has been told the payment was taken.',
    );
    expect(server.posted(`${PATH}/taken`)).toHaveLength(1);
    await eventually(() => expect(offered()).toEqual([]));
  });

  it('offers nothing while the bank is still checking the payment', async () => {
    const explanation = 'The customer’s bank is still checking the payment: wait for its answer.';
    fakeServer({
      [`GET ${PATH}`]: view([], { secureForm: 'WAITING', paymentInFlight: true, explanation }),
    });
    const panel = await showPanel();
    expect(within(panel).getByText('with the customer’s bank (3-D Secure)')).toBeVisible();
    expect(offered()).toEqual([]);
    // The panel says the server's reason, so the agent knows what to wait for.
    expect(within(panel).getByText(explanation)).toBeVisible();
  });

  it('sends which decline it is after the gateway declined, and shows a refusal', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      [`GET ${PATH}`]: view(['secure-form', 'declined', 'transferred'], { secureForm: 'DECLINED' }),
      'GET /ops-api/csrf': { csrfToken: 'csrf' },
      [`POST ${PATH}/declined`]: () => ({
        status: 409,
        body: {
          errorCode: 'CONFLICT',
          message: 'The payment has been taken: only "Payment taken" can be sent.',
        },
      }),
    });
    const panel = await showPanel();
    expect(offered()).toEqual(LABELS.filter((label) => label !== 'Payment taken'));
    await user.click(within(panel).getByRole('button', { name: 'Payment declined (second)' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('only "Payment taken" can be sent');
    expect(server.posted(`${PATH}/declined`).map((call) => call.body)).toEqual([{ attempt: 2 }]);
  });
});
