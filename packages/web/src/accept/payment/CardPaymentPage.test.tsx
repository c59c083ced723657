import { API_PREFIX, apiPaths } from '@portal/domain/api/paths';
import { CARD_MESSAGES } from '@portal/domain/payment/cardMessages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../../api/client.ts';
import { answerJson, renderInShell } from '../../testing/renderInShell.tsx';
import { CardPaymentPage } from './CardPaymentPage.tsx';

// The card form's rules as the customer meets them, at the test's
// server time (March 2026): nothing here reaches the payment call, which needs a valid card.
beforeEach(() => {
  sessionStorage.clear();
  sessionToken.store('a-session-token');
});
afterEach(() => vi.unstubAllGlobals());

const VISA = '4111111111111111';
const MAESTRO = '6759649826438453';

async function showCardForm() {
  const user = userEvent.setup();
  renderInShell(<CardPaymentPage />, {
    path: '/cov/accept/card-payment',
    route: '/:form/accept/card-payment',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Your card details' })).toBeVisible();
  return user;
}

const cardNumber = () => screen.getByRole('textbox', { name: /^Card number/ });
const monthYear = (legend: string) => {
  const group = screen.getByRole('group', { name: legend });
  return {
    month: within(group).getByRole('combobox', { name: 'Month' }),
    year: within(group).getByRole('combobox', { name: 'Year' }),
  };
};
const summary = () => screen.getByRole('alert');

/** Everything but the rule under test answered well, so only that rule can stop the form. */
async function fillValidCard(user: ReturnType<typeof userEvent.setup>, number: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: "Cardholder's title" }), 'Ms');
  await user.type(screen.getByRole('textbox', { name: 'Name on the card' }), 'Amelia Hart');
  await user.type(cardNumber(), number);
  const expiry = monthYear('Expiry date');
  await user.selectOptions(expiry.month, '12');
  await user.selectOptions(expiry.year, '2028');
  await user.type(screen.getByRole('textbox', { name: /^Security number/ }), '123');
  await user.type(screen.getByRole('textbox', { name: 'House number and street' }), '1 Park Row');
  await user.type(screen.getByRole('textbox', { name: 'Town or city' }), 'Leeds');
  await user.type(screen.getByRole('textbox', { name: 'Postcode' }), 'LS1 4AP');
}

describe('the card form', () => {
  it('groups the card number in fours as it is typed', async () => {
    const user = await showCardForm();
    await user.type(cardNumber(), VISA);
    expect(cardNumber()).toHaveValue('4111 1111 1111 1111');
  });

  it('asks a Maestro card, and only a Maestro card, for its start date or issue number', async () => {
    const user = await showCardForm();
    await user.type(cardNumber(), VISA);
    expect(screen.queryByRole('group', { name: 'Start date (if shown on your card)' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Issue number/ })).toBeNull();

    await user.clear(cardNumber());
    await fillValidCard(user, MAESTRO);
    expect(monthYear('Start date (if shown on your card)').month).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Issue number/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(summary()).getByText(CARD_MESSAGES.startOrIssueRequired)).toBeVisible();
  });

  it('takes a Maestro issue number instead of a start date, and goes on to check the card', async () => {
    const fetch = vi.fn(answerJson(503, {}));
    vi.stubGlobal('fetch', fetch);
    const user = await showCardForm();
    await fillValidCard(user, MAESTRO);
    await user.type(screen.getByRole('textbox', { name: /^Issue number/ }), '1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(`${API_PREFIX}/${apiPaths.paymentValidate}`, expect.anything()),
    );
    expect(screen.queryByText(CARD_MESSAGES.startOrIssueRequired)).toBeNull();
  });

  it('refuses a card that has expired and a start date still to come', async () => {
    const user = await showCardForm();
    await user.type(cardNumber(), MAESTRO);
    const expiry = monthYear('Expiry date');
    await user.selectOptions(expiry.month, '02');
    await user.selectOptions(expiry.year, '2026');
    const start = monthYear('Start date (if shown on your card)');
    await user.selectOptions(start.month, '04');
    await user.selectOptions(start.year, '2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(summary()).getByText(CARD_MESSAGES.expired)).toBeVisible();
    expect(within(summary()).getByText(CARD_MESSAGES.startNotPast)).toBeVisible();
  });

  it('says what to do about an empty expiry date, not which months exist', async () => {
    const user = await showCardForm();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(summary()).getByText(CARD_MESSAGES.expiryMonthRequired)).toBeVisible();
    expect(screen.queryByText(CARD_MESSAGES.expiryMonth)).toBeNull();
  });

  it("answers a payment error code it does not know with the spec's 'Oh dear!', a number and the link's validity", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(answerJson(400, { errorCode: 'payment.gateway.new.code', message: 'raw gateway words' })),
    );
    const user = await showCardForm();
    await fillValidCard(user, VISA);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const box = await screen.findByRole('heading', { level: 2, name: 'Oh dear!' });
    const text = box.parentElement?.textContent ?? '';
    expect(text).toMatch(/Call our customer services line on 0[\d ]+ \(Monday to Friday/);
    expect(text).toMatch(/remains valid until \d{1,2} \w+ \d{4}/);
    expect(screen.queryByText('raw gateway words')).toBeNull();
  });

  it('accepts this month as the expiry month', async () => {
    const user = await showCardForm();
    const expiry = monthYear('Expiry date');
    await user.selectOptions(expiry.month, '03');
    await user.selectOptions(expiry.year, '2026');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(summary()).queryByText(CARD_MESSAGES.expired)).toBeNull();
  });

  it("needs the cardholder's permission for a card in someone else's name", async () => {
    const user = await showCardForm();
    const inYourName = screen.getByRole('group', { name: 'Is the card in your name?' });
    expect(screen.queryByRole('checkbox', { name: /cardholder's permission/ })).toBeNull();
    await fillValidCard(user, VISA);
    await user.click(within(inYourName).getByRole('radio', { name: 'No' }));
    expect(screen.getByRole('checkbox', { name: /cardholder's permission/ })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(summary()).getByText(CARD_MESSAGES.permissionRequired)).toBeVisible();
  });

  it('refuses a card number that is too short', async () => {
    const user = await showCardForm();
    await user.type(cardNumber(), '4111 1111');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(within(summary()).getByText(CARD_MESSAGES.cardNumberLength)).toBeVisible();
  });
});
