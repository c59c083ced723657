import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { formTitle, londonDateTime, OUTCOME_LABELS, pounds, STATUS_LABELS } from './labels.ts';
import styles from './ops.module.css';
import { OpsError, opsGet } from './opsApi.ts';
import { RequestActions } from './RequestActions.tsx';
import { usePageTitle } from './usePageTitle.ts';

interface RequestView {
  reference: string;
  form: string;
  brand: string;
  status: string;
  outcome: string | null;
  createdAt: string;
  canApply: boolean;
  policy: {
    policyNumber: string;
    version: number;
    title: string;
    firstName: string;
    lastName: string;
  } | null;
  answers: { name: string; value: string }[];
  documents: { id: number; documentType: string; displayName: string; sizeBytes: number }[];
  quotes: { uuid: string; status: string; totalPremiumChange: number; amountToDebit: number }[];
  referralReasons: string[];
  history: { at: string; who: string; what: string }[];
}

/** One request: its answers, documents, quotes and history, and what staff can do with it. */
export function RequestPage() {
  const { reference = '' } = useParams();
  const heading = usePageTitle(`Request ${reference}`);
  const [view, setView] = useState<RequestView | null>(null);
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const load = useCallback(() => {
    opsGet<RequestView>(`/requests/${reference}`).then(setView, (caught) =>
      setError(caught instanceof OpsError ? caught.message : 'The request could not be loaded.'),
    );
  }, [reference]);
  useEffect(load, [load]);
  const done = (message: string) => {
    setNotice(message);
    load();
  };
  return (
    <>
      <p>
        <Link to="/">Back to the queue</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        Request {reference}
      </h1>
      <div role="status">{notice && <p className={styles.notice}>{notice}</p>}</div>
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      {view && (
        <>
          <dl>
            <dt>Form</dt>
            <dd>{formTitle(view.form)}</dd>
            <dt>Brand</dt>
            <dd>{view.brand}</dd>
            <dt>Received</dt>
            <dd>{londonDateTime(view.createdAt)}</dd>
            <dt>Status</dt>
            <dd>
              {STATUS_LABELS[view.status] ?? view.status}
              {view.outcome ? ` (${OUTCOME_LABELS[view.outcome] ?? view.outcome})` : ''}
            </dd>
            {view.policy && (
              <>
                <dt>Policy</dt>
                <dd>
                  <Link to={`/policies/${view.policy.policyNumber}`}>{view.policy.policyNumber}</Link>{' '}
                  (version {view.policy.version}), policyholder {view.policy.title} {view.policy.firstName}{' '}
                  {view.policy.lastName}
                </dd>
              </>
            )}
          </dl>
          {view.referralReasons.length > 0 && <p>Referred because: {view.referralReasons.join(' ')}</p>}
          <RequestActions
            reference={view.reference}
            status={view.status}
            canApply={view.canApply}
            onDone={done}
          />
          <div className={styles.columns}>
            <section aria-labelledby="answers-heading">
              <h2 id="answers-heading">Answers</h2>
              <table className={styles.table}>
                <tbody>
                  {view.answers.map((answer) => (
                    <tr key={answer.name}>
                      <th scope="row">{answer.name}</th>
                      <td>{answer.value}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
            <section aria-labelledby="history-heading">
              <h2 id="history-heading">History</h2>
              <ol>
                {view.history.map((entry) => (
                  <li key={`${entry.at}-${entry.who}-${entry.what}`}>
                    {londonDateTime(entry.at)}, {entry.who}: {entry.what}
                  </li>
                ))}
              </ol>
              {view.documents.length > 0 && (
                <>
                  <h2>Documents</h2>
                  <ul>
                    {view.documents.map((document) => (
                      <li key={document.id}>
                        <a href={`/ops-api/documents/${document.id}`} download>
                          {document.displayName}
                        </a>{' '}
                        ({document.documentType}, {Math.ceil(document.sizeBytes / 1024)} KB)
                      </li>
                    ))}
                  </ul>
                </>
              )}
              {view.quotes.length > 0 && (
                <>
                  <h2>Quotes</h2>
                  <ul>
                    {view.quotes.map((quote) => (
                      <li key={quote.uuid}>
                        {quote.status}: {pounds(quote.totalPremiumChange)} change,{' '}
                        {pounds(quote.amountToDebit)} due now
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          </div>
        </>
      )}
    </>
  );
}
