import { phoneFor } from '@portal/domain/brands/registry';
import { PageHeading } from '../../app/PageHeading.tsx';
import { useShell } from '../../app/ShellContext.tsx';
import { Link } from '../../shell/Link.tsx';
import { OpeningHours } from '../../shell/OpeningHours.tsx';
import styles from '../accept.module.css';
import { useQuoteSnapshotThenEndSession } from './useQuoteSnapshot.ts';

const COPY = {
  unavailable: {
    heading: 'We cannot take your payment online right now',
    lead: 'No changes have been made to your policy. Please call us and we will take your payment.',
  },
  transferred: {
    heading: 'Your payment is being taken in our chat',
    lead: 'Your confirmation continues in the chat window with our agent. You can close this page.',
  },
} as const;

/** payment-unavailable and payment-transferred: the payment moves to a person; the session ends. */
export function PaymentNotTakenPage({ reason }: { reason: keyof typeof COPY }) {
  useQuoteSnapshotThenEndSession();
  const { brand, brandSettings, brandParam } = useShell();
  const copy = COPY[reason];
  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p className={styles.lead}>{copy.lead}</p>
      {reason === 'unavailable' && <OpeningHours phone={phoneFor(brand, 'amendments', brandParam)} />}
      <p>
        <Link to={brandSettings.links.myAccount} external>
          Return to my account
        </Link>
      </p>
    </>
  );
}
