import { OPS_API_PREFIX, opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import { requestDetailResponse } from '@portal/domain/api/opsResponses';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { CustomerAnswer } from './CustomerAnswer.tsx';
import { ChatsAboutRequest } from './chat/ChatsAboutRequest.tsx';
import {
  brandName,
  dueDay,
  formTitle,
  londonDateTime,
  pounds,
  promiseText,
  quoteStateText,
  statusText,
  waitingFor,
} from './labels.ts';
import styles from './ops.module.css';
import { useOpsQuery } from './opsApi.ts';
import { RequestActions } from './RequestActions.tsx';
import { RequestNotes } from './RequestNotes.tsx';
import type { RequestView } from './requestView.ts';
import { usePageTitle } from './usePageTitle.ts';

/** The page of the reference in the address: a new reference is a new page, with nothing carried over. */
export function RequestRoute() {
  const { reference = '' } = useParams();
  return <RequestPage key={reference} reference={reference} />;
}

function Answers({ view }: { view: RequestView }) {
  return (
    <section aria-labelledby="answers-heading">
      <h2 id="answers-heading">Answers</h2>
      {view.change && (
        <p>
          {view.change.label}: on record <span className={styles.compare}>{view.change.onRecord}</span> →
          requested <span className={styles.compare}>{view.change.requested}</span>
        </p>
      )}
      {view.answers.map((group) => (
        <div key={group.heading}>
          <h3>{group.heading}</h3>
          <dl className={styles.answerList}>
            {group.rows.map((row) => (
              <div key={row.name} className={styles.factRow}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ))}
    </section>
  );
}

/** One request: its answers, documents, quotes, notes and history, and what staff can do with it. */
function RequestPage({ reference }: { reference: string }) {
  const heading = usePageTitle(`Request ${reference}`);
  const request = useOpsQuery(
    opsPath(opsPaths.request, { reference }),
    requestDetailResponse,
    'The request could not be loaded.',
  );
  const [notice, setNotice] = useState('');
  const outcome = useRef<HTMLParagraphElement>(null);
  // After Take, Apply, Reject or Done, keyboard focus stays on what happened.
  useEffect(() => {
    if (notice) outcome.current?.focus();
  }, [notice]);
  const done = (message: string) => {
    setNotice(message);
    request.reload();
  };
  const view = request.data;
  return (
    <>
      <p>
        <Link to="/">Back to the queue</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        Request {reference}
      </h1>
      <div role="status">
        {notice && (
          <p className={styles.notice} ref={outcome} tabIndex={-1}>
            {notice}
          </p>
        )}
      </div>
      {request.error && (
        <div className={styles.error} role="alert">
          {request.error}
        </div>
      )}
      {view && (
        <>
          <dl className={styles.facts}>
            <dt>Form</dt>
            <dd>{formTitle(view.form)}</dd>
            <dt>Brand</dt>
            <dd>{brandName(view.brand)}</dd>
            <dt>Received</dt>
            <dd>
              {londonDateTime(view.createdAt)}
              {view.status !== 'done' && `, ${waitingFor(view.createdAt, new Date().toISOString())}`}
            </dd>
            {view.promise && (
              <>
                <dt>Promised reply</dt>
                <dd className={view.promise.overdue ? styles.overdueTag : undefined}>
                  {view.promise.overdue ? 'Overdue. ' : ''}
                  {promiseText(view.promise)}
                </dd>
              </>
            )}
            <dt>Status</dt>
            <dd>
              {statusText(view.status, view.outcome)}
              {view.awaitingPrice && view.status !== 'referred'
                ? ', still waiting for a supervisor’s price'
                : ''}
            </dd>
            {view.waitingDue && (
              <>
                <dt>Answer due by</dt>
                <dd className={view.waitingDue.overdue ? styles.overdueTag : undefined}>
                  {view.waitingDue.overdue ? 'Overdue. ' : ''}
                  {dueDay(view.waitingDue.dueAt)}
                </dd>
              </>
            )}
            <dt>Owner</dt>
            <dd>{view.owner?.name ?? 'Nobody is working on it'}</dd>
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
          {view.openQuotesOnPolicy.length > 0 && (
            <p className={styles.warning}>
              This policy has an open quote (
              {view.openQuotesOnPolicy
                .map((quote) => `${quote.reference}, ${quoteStateText(quote).toLowerCase()}`)
                .join('; ')}
              ). Applying this change supersedes it: the customer can no longer accept or pay it.
            </p>
          )}
          <CustomerAnswer reference={view.reference} />
          <RequestActions view={view} onDone={done} />
          <div className={styles.requestColumns}>
            <Answers view={view} />
            <div>
              <RequestNotes reference={view.reference} notes={view.notes} onDone={done} />
              <ChatsAboutRequest reference={view.reference} />
              <section aria-labelledby="history-heading">
                <h2 id="history-heading">History</h2>
                <ol>
                  {view.history.map((entry) => (
                    <li key={`${entry.at}-${entry.who}-${entry.what}`}>
                      {londonDateTime(entry.at)}, {entry.who}: {entry.what}
                    </li>
                  ))}
                </ol>
              </section>
              {view.documents.length > 0 && (
                <>
                  <h2>Documents</h2>
                  <ul>
                    {view.documents.map((document) => (
                      <li key={document.id}>
                        <a
                          href={`${OPS_API_PREFIX}${opsPath(opsPaths.document, { id: document.id })}`}
                          download
                        >
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
                        {quoteStateText(quote)}: {pounds(quote.totalPremiumChange)} change,{' '}
                        {pounds(quote.amountToDebit)} due now
                        {quote.flag && <strong className={styles.overdueTag}> {quote.flag}</strong>}
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </div>
          </div>
        </>
      )}
    </>
  );
}
