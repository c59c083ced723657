import { quoteDateRows, quoteWording } from '@portal/domain/accept/quoteCopy';
import { formatPence } from '@portal/domain/money';
import { amountDueNow, settlementNote } from '@portal/domain/quotes/amountDue';
import { quoteDates } from '@portal/domain/quotes/subjectRows';
import { policyNumberShown } from '@portal/domain/rules/policyNumberShown';
import { useState } from 'react';
import { Panel } from '../../design/Panel.tsx';
import { Link } from '../../shell/Link.tsx';
import { PageHeading } from '../../shell/PageHeading.tsx';
import { useShell } from '../../shell/ShellContext.tsx';
import styles from '../accept.module.css';
import { SummaryList } from '../quotation/QuoteDetails.tsx';
import { readPaymentAttempt } from '../quoteSession.ts';
import { useStoredQuote } from '../storedQuote.ts';
import { NewDocuments } from './NewDocuments.tsx';
import { useQuoteSnapshotThenEndSession } from './useQuoteSnapshot.ts';

/**
 * payment-success and quote-accepted: the change is made. Policy number, the dates the change
 * runs, what changed, and where to manage the policy next. The session ends here.
 */
export function ChangeConfirmedPage({ paid }: { paid: boolean }) {
  // Read before the session is cleared, like the quote.
  const [attempt] = useState(readPaymentAttempt);
  const { form, quote } = useQuoteSnapshotThenEndSession(paid ? 'PAYMENT_CONFIRMED' : 'ACCEPTED');
  const { brand, brandSettings } = useShell();
  const [{ subject }] = useState(useStoredQuote());
  const dto = quote?.quoteDTO;
  const wording = quoteWording(form);
  const payment =
    paid && dto
      ? [
          { label: 'Amount paid', value: formatPence(amountDueNow(dto)) },
          ...(attempt?.paymentId ? [{ label: 'Payment reference', value: attempt.paymentId }] : []),
        ]
      : [];
  const rows = quote
    ? [
        ...payment,
        { label: 'Policy number', value: policyNumberShown(brand, quote.policyNumber) },
        ...quoteDateRows(form, quoteDates(quote), 'outcome'),
        ...subject,
      ]
    : [];
  return (
    <>
      <PageHeading>{paid ? 'Payment successful' : wording.acceptedHeading}</PageHeading>
      <p className={styles.lead}>{paid ? wording.paidLead : wording.acceptedLead}</p>
      {rows.length > 0 && <SummaryList rows={rows} />}
      {!paid && dto && <p>{settlementNote(dto)}</p>}
      <NewDocuments quote={quote?.quoteDTO ? { token: quote.token, uuid: quote.quoteDTO.uuid } : null} />
      <p>{wording.followUp}</p>
      <Panel heading="Manage your policy online" tone="notice">
        <p>View your documents, make another change or renew your cover, all in one place.</p>
        <p>
          <Link to={brandSettings.links.myAccount} external>
            Go to My Account
          </Link>
        </p>
      </Panel>
    </>
  );
}
