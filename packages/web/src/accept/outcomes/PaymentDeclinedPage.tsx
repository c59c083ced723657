import { phoneFor } from '@portal/domain/brands/registry';
import { formatQuoteDate } from '@portal/domain/quotes/subjectRows';
import { PageHeading } from '../../app/PageHeading.tsx';
import { useShell } from '../../app/ShellContext.tsx';
import { Link } from '../../shell/Link.tsx';
import { OpeningHours } from '../../shell/OpeningHours.tsx';
import styles from '../accept.module.css';
import { useQuoteSnapshotThenEndSession } from './useQuoteSnapshot.ts';

/** The bank declined the payment: nothing changed, and the emailed link still works until cover start. */
export function PaymentDeclinedPage() {
  const { quote } = useQuoteSnapshotThenEndSession();
  const { brand, brandSettings, brandParam } = useShell();
  const phone = phoneFor(brand, 'amendments', brandParam);
  return (
    <>
      <PageHeading>Your payment has not been completed</PageHeading>
      <p className={styles.lead}>No changes have been made to your policy.</p>
      <p>Your bank did not accept the payment. Please contact your bank to find out why.</p>
      {quote && (
        <p>
          The link we emailed you stays valid until the cover start date,{' '}
          <strong>{formatQuoteDate(quote.coverStartDate)}</strong>, so you can try again with it.
        </p>
      )}
      <OpeningHours phone={phone} />
      <p>
        <Link to={brandSettings.links.myAccount} external>
          Return to homepage
        </Link>
      </p>
    </>
  );
}
