import { type FormEvent, useState } from 'react';
import styles from './ops.module.css';
import { OpsError, opsPost } from './opsApi.ts';
import { useStaff } from './useStaff.ts';

interface Props {
  reference: string;
  status: string;
  /** Whether the form says how applying it changes the policy (con, cop, com, finparty). */
  canApply: boolean;
  onDone: (message: string) => void;
}

/** What staff can do with an open request: apply, reject with a reason, done with a note, or price a referral. */
export function RequestActions({ reference, status, canApply, onDone }: Props) {
  const staff = useStaff();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (status === 'done') return null;
  const act =
    (path: string, fields: string[] = []) =>
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const data = new FormData(event.currentTarget);
      const body = Object.fromEntries(fields.map((name) => [name, String(data.get(name) ?? '')]));
      setBusy(true);
      setError('');
      try {
        onDone((await opsPost<{ message: string }>(`/requests/${reference}/${path}`, body)).message);
      } catch (caught) {
        setError(caught instanceof OpsError ? caught.message : 'Something went wrong. Try again.');
      } finally {
        setBusy(false);
      }
    };
  return (
    <section aria-labelledby="actions-heading" className={styles.actions}>
      <h2 id="actions-heading">Actions</h2>
      {error && (
        <div className={styles.error} role="alert">
          {error}
        </div>
      )}
      {status === 'referred' ? (
        staff.role === 'supervisor' ? (
          <form className={styles.form} onSubmit={act('price', ['premiumChange', 'newAnnualPremium'])}>
            <h3>Price this referral by hand</h3>
            <div className={styles.field}>
              <label htmlFor="premium-change">Premium change for the rest of this term (£)</label>
              <input id="premium-change" name="premiumChange" inputMode="decimal" required />
            </div>
            <div className={styles.field}>
              <label htmlFor="new-annual">New annual premium (£)</label>
              <input id="new-annual" name="newAnnualPremium" inputMode="decimal" required />
            </div>
            <div>
              <button type="submit" className={styles.button} disabled={busy}>
                Send quote
              </button>
            </div>
          </form>
        ) : (
          <p>A supervisor prices referred quotes.</p>
        )
      ) : (
        <>
          {status === 'new' && (
            <form onSubmit={act('take')}>
              <button type="submit" className={styles.secondary} disabled={busy}>
                Take this request
              </button>
            </form>
          )}
          {canApply ? (
            <form onSubmit={act('apply')}>
              <button type="submit" className={styles.button} disabled={busy}>
                Apply to the policy
              </button>
            </form>
          ) : (
            <form className={styles.form} onSubmit={act('done', ['note'])}>
              <div className={styles.field}>
                <label htmlFor="done-note">Note of what was done</label>
                <textarea id="done-note" name="note" rows={3} required />
              </div>
              <div>
                <button type="submit" className={styles.button} disabled={busy}>
                  Mark as done
                </button>
              </div>
            </form>
          )}
          <form className={styles.form} onSubmit={act('reject', ['reason'])}>
            <div className={styles.field}>
              <label htmlFor="reject-reason">Reason for the customer</label>
              <textarea id="reject-reason" name="reason" rows={3} required />
            </div>
            <div>
              <button type="submit" className={styles.danger} disabled={busy}>
                Reject
              </button>
            </div>
          </form>
        </>
      )}
    </section>
  );
}
