import { OPEN_QUOTE_CODE } from '@portal/domain/api/opsConsole';
import { opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import { opsMessageResponse, staffListResponse } from '@portal/domain/api/opsResponses';
import { type FormEvent, useState } from 'react';
import { isApiFailure } from '../api/client.ts';
import styles from './ops.module.css';
import { failureMessage, opsPost, useOpsQuery } from './opsApi.ts';
import { ReferralPricing } from './ReferralPricing.tsx';
import type { RequestView } from './requestView.ts';
import { useStaff } from './useStaff.ts';
import { WaitingForm } from './WaitingForm.tsx';

interface Props {
  view: RequestView;
  onDone: (message: string) => void;
}

/** Everyone who can be handed a request. */
const useStaffList = () =>
  useOpsQuery(opsPaths.staff, staffListResponse, 'The staff list could not be loaded.');

/** Each action's address, as the server registers it. */
const ACTION_PATHS = {
  take: opsPaths.requestTake,
  release: opsPaths.requestRelease,
  assign: opsPaths.requestAssign,
  reply: opsPaths.requestReply,
  apply: opsPaths.requestApply,
  done: opsPaths.requestDone,
  reject: opsPaths.requestReject,
} as const;
type Action = keyof typeof ACTION_PATHS;

/**
 * What staff can do with an open request: take, release or hand it on, wait for the customer (a
 * referral is parked so), apply, reject with a reason, done with a note, or price a referral.
 * Acting on a request another staff member owns asks for the take-over to be confirmed first.
 */
export function RequestActions({ view, onDone }: Props) {
  const staff = useStaff();
  const people = useStaffList();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** The server's warning that applying supersedes an open quote: the next Apply means it. */
  const [openQuote, setOpenQuote] = useState('');
  const { reference, status, canApply, replyByEmail, owner, awaitingPrice } = view;
  if (status === 'done') return null;
  const ownedByOther = owner !== null && owner.id !== staff.id;
  const mine = owner?.id === staff.id;
  const send = async (action: Action, body: object) => {
    setBusy(true);
    setError('');
    try {
      const path = opsPath(ACTION_PATHS[action], { reference });
      onDone((await opsPost(path, opsMessageResponse, body)).message);
    } catch (caught) {
      if (isApiFailure(caught) && caught.errorCode === OPEN_QUOTE_CODE) setOpenQuote(caught.message);
      else setError(failureMessage(caught, 'Something went wrong. Try again.'));
    } finally {
      setBusy(false);
    }
  };
  const act =
    (action: Action, fields: string[] = []) =>
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      const body: Record<string, unknown> = Object.fromEntries(
        fields.map((name) => [name, String(data.get(name) ?? '')]),
      );
      if (data.get('takeOver') === 'yes') body.takeOver = true;
      if (data.get('confirmOpenQuotes') === 'yes') body.confirmOpenQuotes = true;
      return send(action, body);
    };
  // Applying, rejecting or finishing someone else's request: they are named, and it must be meant.
  const takeOver = (action: string) =>
    ownedByOther && (
      <div className={styles.checkbox}>
        <input id={`take-over-${action}`} type="checkbox" name="takeOver" value="yes" required />
        <label htmlFor={`take-over-${action}`}>I am taking this request over from {owner.name}</label>
      </div>
    );
  return (
    <section aria-labelledby="actions-heading" className={styles.actions}>
      <h2 id="actions-heading">Actions</h2>
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      {ownedByOther && (
        <p className={styles.warning}>
          {owner.name} is working on this request. Anything you do here takes it over from them.
        </p>
      )}
      <div className={styles.inline}>
        {!mine && (
          <form onSubmit={act('take')}>
            {takeOver('take')}
            <button type="submit" className={styles.secondary} disabled={busy}>
              Take this request
            </button>
          </form>
        )}
        {owner !== null && (mine || staff.role === 'supervisor') && (
          <form onSubmit={act('release')}>
            <button type="submit" className={styles.secondary} disabled={busy}>
              Release to the queue
            </button>
          </form>
        )}
        {(owner === null || mine || staff.role === 'supervisor') && (
          <form className={styles.inline} onSubmit={act('assign', ['staffId'])}>
            <div className={styles.field}>
              <label htmlFor="assign-to">Hand to</label>
              <select id="assign-to" name="staffId" required>
                {(people.data?.staff ?? [])
                  .filter((person) => person.id !== owner?.id)
                  .map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name} ({person.role})
                    </option>
                  ))}
              </select>
            </div>
            <button type="submit" className={styles.secondary} disabled={busy}>
              Hand over
            </button>
          </form>
        )}
      </div>
      {status !== 'waiting' && (
        <WaitingForm
          reference={reference}
          ownerName={ownedByOther ? owner.name : null}
          action={awaitingPrice ? 'Park until the customer answers' : 'Wait for the customer'}
          onDone={onDone}
        />
      )}
      {awaitingPrice ? (
        staff.role === 'supervisor' ? (
          <ReferralPricing
            reference={reference}
            ownerName={ownedByOther ? owner.name : null}
            onDone={onDone}
          />
        ) : (
          <p>A supervisor prices referred quotes: hand it to one when it is ready.</p>
        )
      ) : (
        <>
          {replyByEmail ? (
            <form className={styles.form} onSubmit={act('reply', ['reply'])}>
              <div className={styles.field}>
                <label htmlFor="reply-text">Your reply, emailed to the customer</label>
                <textarea id="reply-text" name="reply" rows={5} required />
              </div>
              {takeOver('reply')}
              <div>
                <button type="submit" className={styles.button} disabled={busy}>
                  Send reply and mark done
                </button>
              </div>
            </form>
          ) : canApply ? (
            <form onSubmit={act('apply')}>
              {openQuote && (
                <>
                  <p className={styles.warning} role="alert">
                    {openQuote}
                  </p>
                  <input type="hidden" name="confirmOpenQuotes" value="yes" />
                </>
              )}
              {takeOver('apply')}
              <button type="submit" className={styles.button} disabled={busy}>
                {openQuote ? 'Apply anyway' : 'Apply to the policy'}
              </button>
            </form>
          ) : (
            <form className={styles.form} onSubmit={act('done', ['note'])}>
              <div className={styles.field}>
                <label htmlFor="done-note">Note of what was done</label>
                <textarea id="done-note" name="note" rows={3} required />
              </div>
              {takeOver('done')}
              <div>
                <button type="submit" className={styles.button} disabled={busy}>
                  Mark as done
                </button>
              </div>
            </form>
          )}
          {!replyByEmail && (
            <form className={styles.form} onSubmit={act('reject', ['reason'])}>
              <div className={styles.field}>
                <label htmlFor="reject-reason">Reason for the customer</label>
                <textarea id="reject-reason" name="reason" rows={3} required />
              </div>
              {takeOver('reject')}
              <div>
                <button type="submit" className={styles.danger} disabled={busy}>
                  Reject
                </button>
              </div>
            </form>
          )}
        </>
      )}
    </section>
  );
}
