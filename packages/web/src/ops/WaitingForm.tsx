import { waitingSchema } from '@portal/domain/api/opsConsole';
import { opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import { opsMessageResponse } from '@portal/domain/api/opsResponses';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { isApiFailure } from '../api/client.ts';
import styles from './ops.module.css';
import { failureMessage, opsPost } from './opsApi.ts';

type FieldName = 'note' | 'dueOn';
const ORDER: FieldName[] = ['note', 'dueOn'];

interface Props {
  reference: string;
  /** Who holds the request when it is not the staff member: waiting takes it over from them. */
  ownerName: string | null;
  /** Said on the button: a referral is parked, anything else waits. */
  action: string;
  onDone: (message: string) => void;
}

/**
 * The request waits for the customer's answer, due by a day staff choose: checked by the shared
 * schema here and by the server, each error beside its field, focus on the first at fault.
 */
export function WaitingForm({ reference, ownerName, action, onDone }: Props) {
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const fields = useRef<Partial<Record<FieldName, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  useEffect(() => {
    const first = ORDER.find((name) => errors[name]);
    if (first) fields.current[first]?.focus();
  }, [errors]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const body = { note: String(data.get('note') ?? ''), dueOn: String(data.get('dueOn') ?? '') };
    const parsed = waitingSchema.safeParse(body);
    if (!parsed.success)
      return setErrors(
        Object.fromEntries(
          [...parsed.error.issues].reverse().map((issue) => [String(issue.path[0]), issue.message]),
        ),
      );
    setErrors({});
    setFailure('');
    setBusy(true);
    try {
      const takeOver = data.get('takeOver') === 'yes' ? { takeOver: true } : {};
      const path = opsPath(opsPaths.requestWaiting, { reference });
      onDone((await opsPost(path, opsMessageResponse, { ...parsed.data, ...takeOver })).message);
    } catch (caught) {
      if (isApiFailure(caught) && caught.fields?.length)
        setErrors(Object.fromEntries(caught.fields.map(({ field, message }) => [field, message])));
      else setFailure(failureMessage(caught, 'Something went wrong. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  const described = (name: FieldName, hint?: boolean) =>
    [hint && `waiting-${name}-hint`, errors[name] && `waiting-${name}-error`].filter(Boolean).join(' ') ||
    undefined;
  const errorOf = (name: FieldName) =>
    errors[name] && (
      <p id={`waiting-${name}-error`} className={styles.fieldError}>
        <span className={styles.visuallyHidden}>Error: </span>
        {errors[name]}
      </p>
    );
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={action}>
      {failure && (
        <p className={styles.error} role="alert">
          {failure}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="waiting-note">What you asked the customer</label>
        <p id="waiting-note-hint" className={styles.hint}>
          We email this to the customer, with a link to answer it on their request's page.
        </p>
        {errorOf('note')}
        <textarea
          id="waiting-note"
          name="note"
          rows={2}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={described('note', true)}
          ref={(node) => {
            fields.current.note = node;
          }}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="waiting-dueOn">Answer due by</label>
        <p id="waiting-dueOn-hint" className={styles.hint}>
          The day you expect the answer. After it, the request shows as overdue.
        </p>
        {errorOf('dueOn')}
        <input
          id="waiting-dueOn"
          name="dueOn"
          type="date"
          aria-invalid={errors.dueOn ? true : undefined}
          aria-describedby={described('dueOn', true)}
          ref={(node) => {
            fields.current.dueOn = node;
          }}
        />
      </div>
      {ownerName && (
        <div className={styles.checkbox}>
          <input id="take-over-waiting" type="checkbox" name="takeOver" value="yes" required />
          <label htmlFor="take-over-waiting">I am taking this request over from {ownerName}</label>
        </div>
      )}
      <div>
        <button type="submit" className={styles.secondary} disabled={busy}>
          {action}
        </button>
      </div>
    </form>
  );
}
