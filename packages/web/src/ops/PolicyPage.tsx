import { opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import { opsMessageResponse, policyActivityResponse } from '@portal/domain/api/opsResponses';
import { EMAIL_STATUS_WORDS, PAYMENT_OUTCOME_WORDS, wordsFrom } from '@portal/domain/requests/stateWords';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { brandName, formName, londonDateTime, pounds, quoteStateText } from './labels.ts';
import styles from './ops.module.css';
import { failureMessage, opsPost, useOpsQuery } from './opsApi.ts';
import { usePageTitle } from './usePageTitle.ts';

/** A policy's record, changes, quotes, card payments (references and outcomes only) and emails, with resend. */
export function PolicyPage() {
  const { policyNumber = '' } = useParams();
  const navigate = useNavigate();
  const heading = usePageTitle(policyNumber ? `Policy ${policyNumber}` : 'Find a policy');
  const policy = useOpsQuery(
    opsPath(opsPaths.policy, { policyNumber }),
    policyActivityResponse,
    'The policy could not be loaded.',
    { enabled: policyNumber !== '' },
  );
  const activity = policy.loading ? null : (policy.data ?? null);
  const [resendError, setResendError] = useState('');
  const error = policy.error || resendError;
  const [notice, setNotice] = useState('');
  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('policyNumber') ?? '').trim();
    if (value) navigate(`/policies/${value}`);
  };
  const resend = async (id: number) => {
    try {
      setResendError('');
      setNotice((await opsPost(opsPath(opsPaths.emailResend, { id }), opsMessageResponse)).message);
      policy.reload();
    } catch (caught) {
      setResendError(failureMessage(caught, 'The email could not be resent.'));
    }
  };
  return (
    <>
      <h1 ref={heading} tabIndex={-1}>
        {policyNumber ? `Policy ${policyNumber}` : 'Find a policy'}
      </h1>
      <form className={styles.filters} onSubmit={find}>
        <div className={styles.field}>
          <label htmlFor="policy-number">Policy number</label>
          <input id="policy-number" name="policyNumber" inputMode="numeric" defaultValue={policyNumber} />
        </div>
        <div>
          <button type="submit" className={styles.button}>
            Find
          </button>
        </div>
      </form>
      <div role="status">{notice && <p className={styles.notice}>{notice}</p>}</div>
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      {activity && (
        <>
          <p>
            {brandName(activity.policy.brand)} {activity.policy.product}, version {activity.policy.version}.
            Policyholder {activity.policy.title} {activity.policy.firstName} {activity.policy.lastName},{' '}
            {activity.policy.email}, {activity.policy.phone}. Annual premium{' '}
            {pounds(activity.policy.annualPremiumPence)} ({activity.policy.paymentType});{' '}
            {activity.policy.annualMileage.toLocaleString('en-GB')} miles a year
            {activity.policy.interestedParty ? `; interested party ${activity.policy.interestedParty}` : ''}.
          </p>
          <h2>Changes</h2>
          {activity.changes.length === 0 ? (
            <p>No changes since the policy was set up.</p>
          ) : (
            <ul>
              {activity.changes.map((change) => (
                <li key={change.version}>
                  Version {change.version}: {formName(change.form)} by {change.actor},{' '}
                  {londonDateTime(change.at)}
                </li>
              ))}
            </ul>
          )}
          <h2>Quotes</h2>
          {activity.quotes.length === 0 ? (
            <p>No quotes.</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Request</th>
                  <th scope="col">Form</th>
                  <th scope="col">Status</th>
                  <th scope="col">Premium change</th>
                  <th scope="col">Priced</th>
                </tr>
              </thead>
              <tbody>
                {activity.quotes.map((quote) => (
                  <tr key={quote.uuid}>
                    <td>
                      <Link to={`/requests/${quote.reference}`}>{quote.reference}</Link>
                    </td>
                    <td>{formName(quote.form)}</td>
                    <td>
                      {quoteStateText(quote)}
                      {quote.flag && <strong className={styles.overdueTag}> {quote.flag}</strong>}
                    </td>
                    <td>{pounds(quote.totalPremiumChange)}</td>
                    <td>{londonDateTime(quote.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2>Card payments</h2>
          {activity.payments.length === 0 ? (
            <p>No card payments.</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Gateway reference</th>
                  <th scope="col">For</th>
                  <th scope="col">Amount</th>
                  <th scope="col">Outcome</th>
                  <th scope="col">Card</th>
                  <th scope="col">When</th>
                </tr>
              </thead>
              <tbody>
                {activity.payments.map((payment) => (
                  <tr key={payment.paymentId}>
                    <td className={styles.breakable}>{payment.paymentId}</td>
                    <td className={styles.breakable}>
                      {payment.reference ? (
                        <Link to={`/requests/${payment.reference}`}>{payment.reference}</Link>
                      ) : (
                        '–'
                      )}
                      , quote {payment.quoteUuid}
                    </td>
                    <td>{pounds(payment.amountPence)}</td>
                    <td>
                      {wordsFrom(PAYMENT_OUTCOME_WORDS, payment.status)}
                      {payment.errorCode ? ` (code ${payment.errorCode})` : ''}
                      {payment.flag && <strong className={styles.overdueTag}> {payment.flag}</strong>}
                    </td>
                    <td>
                      {payment.cardType} ending {payment.last4}
                    </td>
                    <td>{londonDateTime(payment.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h2>Emails</h2>
          {activity.emails.length === 0 ? (
            <p>No emails.</p>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Subject</th>
                  <th scope="col">To</th>
                  <th scope="col">Status</th>
                  <th scope="col">Queued</th>
                  <th scope="col">
                    <span className={styles.visuallyHidden}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {activity.emails.map((email) => (
                  <tr key={email.id}>
                    <td>{email.subject}</td>
                    <td className={styles.breakable}>{email.recipient}</td>
                    <td>{wordsFrom(EMAIL_STATUS_WORDS, email.status)}</td>
                    <td>{londonDateTime(email.createdAt)}</td>
                    <td>
                      <button type="button" className={styles.secondary} onClick={() => resend(email.id)}>
                        Resend<span className={styles.visuallyHidden}> {email.subject}</span>
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </>
  );
}
