import { opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import { opsMessageResponse, paymentChatResponse } from '@portal/domain/api/opsResponses';
import { formatPence } from '@portal/domain/money';
import { NOT_VERIFIED_GUIDANCE } from '@portal/domain/payment/agentGuidance';
import type { PaymentChatAction } from '@portal/domain/payment/paymentChatActions';
import { type SecureFormState, verificationMark } from '@portal/domain/payment/securePayment';
import { useEffect, useState } from 'react';
import styles from '../ops.module.css';
import { failureMessage, opsPost, useOpsQuery } from '../opsApi.ts';

/** What the agent reads of the secure form: its status only, never the card. */
const FORM_STATUS: Record<SecureFormState | 'none', string> = {
  none: 'not sent yet',
  WAITING: 'waiting for the customer',
  TAKEN: 'payment taken by the gateway',
  DECLINED: 'declined',
};

/**
 * The payment side of a payment chat: the quote, the customer's verification mark and the actions
 * possible now. It reloads whenever the chat hears something (`heard`), so the form's status and
 * the actions follow the gateway.
 */
export function PaymentChatPanel({
  conversationId,
  heard,
  ownedByOther = false,
  onAct,
}: {
  conversationId: number;
  heard: number;
  /** Another agent owns the chat: the payment is shown, but acting on it needs a take-over first. */
  ownedByOther?: boolean;
  /** Told before each action: acting on a payment makes this agent the chat's owner. */
  onAct?: () => void;
}) {
  const payment = useOpsQuery(
    opsPath(opsPaths.paymentChat, { id: conversationId }),
    paymentChatResponse,
    'The payment could not be loaded.',
  );
  // Another chat's payment, kept while this one's loads, is not this chat's to act on.
  const view = payment.loading ? undefined : payment.data;
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const { reload } = payment;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `heard` is the reload signal.
  useEffect(reload, [heard, reload]);
  if (!view || payment.error) return null;

  const act = async (action: PaymentChatAction, body?: unknown) => {
    onAct?.();
    setBusy(true);
    setError('');
    try {
      const path = opsPath(opsPaths.paymentChatAction, { id: conversationId, action });
      setNotice((await opsPost(path, opsMessageResponse, body)).message);
      reload();
    } catch (caught) {
      setError(failureMessage(caught, 'Something went wrong. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  const actions = ownedByOther ? [] : view.actions;
  const can = (action: PaymentChatAction) => actions.includes(action);
  const button = (action: PaymentChatAction, label: string, body?: unknown, primary = false) =>
    can(action) && (
      <button
        type="button"
        className={primary ? styles.button : styles.secondary}
        disabled={busy}
        onClick={() => act(action, body)}
      >
        {label}
      </button>
    );
  return (
    <section aria-labelledby="payment-heading" className={styles.form}>
      <h3 id="payment-heading">Payment</h3>
      <dl className={styles.facts}>
        <dt>Policy</dt>
        <dd>{view.policyNumber}</dd>
        <dt>Form</dt>
        <dd>{view.form}</dd>
        <dt>Amount due</dt>
        <dd>{formatPence(view.amountDuePence)}</dd>
        <dt>Customer</dt>
        <dd>
          {view.verification}
          {view.verification === verificationMark(false) && <p>{NOT_VERIFIED_GUIDANCE}</p>}
        </dd>
        <dt>Secure card form</dt>
        <dd>
          {view.paymentInFlight
            ? 'with the customer’s bank (3-D Secure)'
            : FORM_STATUS[view.secureForm ?? 'none']}
        </dd>
      </dl>
      <div role="status">{notice}</div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {button('secure-form', 'Send secure card form', undefined, true)}
        {button('taken', 'Payment taken', undefined, true)}
        {button('declined', 'Payment declined (first)', { attempt: 1 })}
        {button('declined', 'Payment declined (second)', { attempt: 2 })}
      </div>
      {actions.length === 0 && (
        <p>
          {ownedByOther
            ? 'Take over this chat to act on its payment.'
            : (view.explanation ?? 'Nothing can be sent for this payment now.')}
        </p>
      )}
      {!can('taken') && actions.length > 0 && (
        <p>Payment taken is offered once the secure card form has taken the payment.</p>
      )}
    </section>
  );
}
