import { formatLongDate } from '@portal/domain/dates';
import { formatQuoteDate } from '@portal/domain/quotes/subjectRows';
import { Link } from '../../shell/Link.tsx';
import { OpeningHours } from '../../shell/OpeningHours.tsx';
import { PageHeading } from '../../shell/PageHeading.tsx';
import { useShell } from '../../shell/ShellContext.tsx';
import { useContactLine } from '../../shell/useContactLine.ts';
import styles from '../accept.module.css';
import { useQuoteSnapshotThenEndSession } from './useQuoteSnapshot.ts';

/** The bank declined the payment: nothing changed, and the emailed link still works until it expires. */
export function PaymentDeclinedPage() {
  const { quote } = useQuoteSnapshotThenEndSession();
  const { brandSettings } = useShell();
  const line = useContactLine();
  return (
    <>
      <PageHeading>Your payment has not been completed</PageHeading>
      <p className={styles.lead}>No changes have been made to your policy.</p>
      <p>Your bank did not accept the payment. Please contact your bank to find out why.</p>
      {quote && (
        <p>
          The link we emailed you still works until{' '}
          <strong>
            {quote.linkValidUntil
              ? formatLongDate(quote.linkValidUntil)
              : formatQuoteDate(quote.coverStartDate)}
          </strong>
          , so you can open it again and pay with another card.
        </p>
      )}
      <OpeningHours line={line} />
      <p>
        <Link to={brandSettings.links.home} external>
          Return to homepage
        </Link>
      </p>
    </>
  );
}
