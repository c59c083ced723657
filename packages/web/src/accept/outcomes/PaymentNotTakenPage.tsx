import { useLocation } from 'react-router';
import { Link } from '../../shell/Link.tsx';
import { OpeningHours } from '../../shell/OpeningHours.tsx';
import { PageHeading } from '../../shell/PageHeading.tsx';
import { useShell } from '../../shell/ShellContext.tsx';
import { useContactLine } from '../../shell/useContactLine.ts';
import styles from '../accept.module.css';
import { PaymentChat, type TransferredState } from '../securePayment/PaymentChat.tsx';
import { useQuoteSnapshotThenEndSession } from './useQuoteSnapshot.ts';

const COPY = {
  unavailable: {
    heading: 'We cannot take your payment online right now',
    lead: 'No changes have been made to your policy. Please call us and we will take your payment.',
  },
  // The spec's words, then where to look.
  transferred: {
    heading: 'Transferred',
    lead: 'You have been transferred to another agent. Your payment confirmation will be given in the chat window.',
  },
} as const;

/** payment-unavailable and payment-transferred: the payment moves to a person; the session ends. */
export function PaymentNotTakenPage({ reason }: { reason: keyof typeof COPY }) {
  const { form } = useQuoteSnapshotThenEndSession();
  // Transferred from a payment chat: the conversation stays on screen with whoever takes it next.
  const chatToken = (useLocation().state as TransferredState | null)?.chatToken;
  const { brandSettings } = useShell();
  const line = useContactLine();
  const copy = COPY[reason];
  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p className={styles.lead}>{copy.lead}</p>
      {reason === 'unavailable' && <OpeningHours line={line} />}
      {reason === 'transferred' && form && chatToken && <PaymentChat form={form} token={chatToken} stay />}
      <p>
        <Link to={brandSettings.links.myAccount} external>
          Return to my account
        </Link>
      </p>
    </>
  );
}
