import { readDecision } from '@portal/domain/accept/acceptGuards';
import { quoteDateRows, quoteStatusMessage, quoteWording } from '@portal/domain/accept/quoteCopy';
import { isFormCode } from '@portal/domain/formCodes';
import { quoteDates } from '@portal/domain/quotes/subjectRows';
import { policyNumberShown } from '@portal/domain/rules/policyNumberShown';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../shell/Link.tsx';
import { PageHeading } from '../../shell/PageHeading.tsx';
import { useShell } from '../../shell/ShellContext.tsx';
import styles from '../accept.module.css';
import { SummaryList } from '../quotation/QuoteDetails.tsx';
import { useStoredQuote } from '../storedQuote.ts';
import { useQuoteSnapshotThenEndSession } from './useQuoteSnapshot.ts';

/**
 * A quote decided earlier: Back or refresh after paying, accepting or declining, or the emailed
 * link opened again. It says what was decided (the spec's already-accepted and already-declined
 * status messages) and nothing invites the customer to ask again. The guard has checked that a
 * decision is stored; the quote itself is there only when the link was just opened.
 */
export function DecidedPage() {
  const { form: param = '' } = useParams();
  const [decision] = useState(() =>
    isFormCode(param) ? readDecision({ form: param, read: (key) => sessionStorage.getItem(key) }) : null,
  );
  const { form, quote } = useQuoteSnapshotThenEndSession(decision ?? undefined);
  const { brand, brandSettings } = useShell();
  // Read as the page opens, like the quote: the session ends here.
  const [{ subject }] = useState(useStoredQuote());
  const declined = decision === 'DECLINED';
  const wording = quoteWording(form);
  const rows =
    quote && form
      ? [
          { label: 'Policy number', value: policyNumberShown(brand, quote.policyNumber) },
          ...quoteDateRows(form, quoteDates(quote), 'outcome'),
          ...subject,
        ]
      : [];
  return (
    <>
      <PageHeading>{declined ? 'You have declined this quote' : 'You have accepted this quote'}</PageHeading>
      {decision && (
        <p className={styles.lead} role="status">
          {quoteStatusMessage(decision)}
        </p>
      )}
      {rows.length > 0 && !declined && <SummaryList rows={rows} />}
      <p>
        {declined
          ? 'If you still want to make this change, you can start a new request from My Account.'
          : wording.followUp}
      </p>
      <p>
        <Link to={brandSettings.links.myAccount} external>
          Go to My Account
        </Link>
      </p>
    </>
  );
}
