import { formatPence } from '@portal/domain/money';
import { amountDueNow, settlementNote } from '@portal/domain/quotes/amountDue';
import type { ChangeSubject } from '@portal/domain/quotes/quoteCopy';
import { formatQuoteDate } from '@portal/domain/quotes/subjectRows';
import { useState } from 'react';
import { useLoaderData } from 'react-router';
import { PageHeading } from '../../app/PageHeading.tsx';
import { useShell } from '../../app/ShellContext.tsx';
import { Panel } from '../../design/Panel.tsx';
import { Link } from '../../shell/Link.tsx';
import styles from '../accept.module.css';
import { SummaryList } from '../quotation/QuoteDetails.tsx';
import { readPaymentAttempt } from '../quoteSession.ts';
import { useQuoteSnapshotThenEndSession } from './useQuoteSnapshot.ts';

/**
 * payment-success and quote-accepted: the change is made. Policy number, the dates the change
 * runs, what changed, and where to manage the policy next. The session ends here.
 */
export function ChangeConfirmedPage({ paid }: { paid: boolean }) {
  // Read before the session is cleared, like the quote.
  const [attempt] = useState(readPaymentAttempt);
  const { form, quote } = useQuoteSnapshotThenEndSession(paid ? 'PAYMENT_CONFIRMED' : 'ACCEPTED');
  const { brandSettings } = useShell();
  const subject = useLoaderData() as ChangeSubject | null;
  const dto = quote?.quoteDTO;
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
        { label: 'Policy number', value: quote.policyNumber },
        { label: 'Change effective from', value: formatQuoteDate(quote.coverStartDate) },
        { label: 'Change effective to', value: formatQuoteDate(quote.coverEndDate) },
        ...(form && subject ? subject(quote.amendedDTO) : []),
      ]
    : [];
  return (
    <>
      <PageHeading>{paid ? 'Payment successful' : 'Your change is confirmed'}</PageHeading>
      <p className={styles.lead}>
        {paid
          ? 'Thank you. We have taken your payment and changed your policy.'
          : 'Thank you for accepting your quote. We have changed your policy.'}
      </p>
      {rows.length > 0 && <SummaryList rows={rows} />}
      {!paid && dto && <p>{settlementNote(dto)}</p>}
      <p>We will email you to confirm the change. Your updated documents will be in your online account.</p>
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
