import { formatPence } from '@portal/domain/money';
import { agentMayConfirm, type SecureFormState } from '@portal/domain/payment/securePayment';
import { useEffect, useState } from 'react';
import styles from '../ops.module.css';
import { OpsError, opsGet, opsPost } from '../opsApi.ts';

interface PaymentView {
  policyNumber: string;
  form: string;
  quoteStatus: string;
  amountDuePence: number;
  verification: string;
  secureForm: SecureFormState | null;
  chatStatus: string;
}

/** What the agent reads of the secure form: its status only, never the card. */
const FORM_STATUS: Record<SecureFormState | 'none', string> = {
  none: 'not sent yet',
  WAITING: 'waiting for the customer',
  TAKEN: 'payment taken by the gateway',
  DECLINED: 'declined',
};

/**
 * The payment side of a payment chat: the quote, the customer's verification mark and the four
 * actions. It reloads whenever the chat hears something (`heard`), so the form's status is live.
 */
export function PaymentChatPanel({ conversationId, heard }: { conversationId: number; heard: number }) {
  const [view, setView] = useState<PaymentView | null>(null);
  const [notice, setNotice] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `heard` is the reload signal.
  useEffect(() => {
    opsGet<PaymentView>(`/chats/${conversationId}/payment`).then(setView, () => setView(null));
  }, [conversationId, heard]);
  if (!view) return null;

  const act = async (path: string, body?: unknown) => {
    setBusy(true);
    setError('');
    try {
      setNotice(
        (await opsPost<{ message: string }>(`/chats/${conversationId}/payment/${path}`, body)).message,
      );
      setView(await opsGet<PaymentView>(`/chats/${conversationId}/payment`));
    } catch (caught) {
      setError(caught instanceof OpsError ? caught.message : 'Something went wrong. Try again.');
    } finally {
      setBusy(false);
    }
  };
  const taken = agentMayConfirm(view.secureForm ?? undefined);
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
        <dd>{view.verification}</dd>
        <dt>Secure card form</dt>
        <dd>{FORM_STATUS[view.secureForm ?? 'none']}</dd>
      </dl>
      <div role="status">{notice}</div>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={busy} onClick={() => act('secure-form')}>
          Send secure card form
        </button>
        <button
          type="button"
          className={styles.button}
          disabled={busy || !taken}
          aria-describedby={taken ? undefined : 'payment-taken-hint'}
          onClick={() => act('taken')}
        >
          Payment taken
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => act('declined', { attempt: 1 })}
        >
          Payment declined (first)
        </button>
        <button
          type="button"
          className={styles.secondary}
          disabled={busy}
          onClick={() => act('declined', { attempt: 2 })}
        >
          Payment declined (second)
        </button>
        <button type="button" className={styles.secondary} disabled={busy} onClick={() => act('transferred')}>
          Transfer to another agent
        </button>
      </div>
      {!taken && (
        <p id="payment-taken-hint">
          Payment taken is available once the secure card form has taken the payment.
        </p>
      )}
    </section>
  );
}
