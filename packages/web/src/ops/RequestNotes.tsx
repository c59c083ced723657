import { internalNoteSchema } from '@portal/domain/api/opsConsole';
import { opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import { opsMessageResponse } from '@portal/domain/api/opsResponses';
import { type FormEvent, useState } from 'react';
import { londonDateTime } from './labels.ts';
import styles from './ops.module.css';
import { failureMessage, opsPost } from './opsApi.ts';

/** Notes between staff on a request: never sent to the customer. */
export function RequestNotes(props: {
  reference: string;
  notes: { at: string; who: string; note: string }[];
  onDone: (message: string) => void;
}) {
  const [error, setError] = useState('');
  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = internalNoteSchema.safeParse({ note: String(new FormData(form).get('note') ?? '') });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Write the note');
    setError('');
    try {
      props.onDone(
        (
          await opsPost(
            opsPath(opsPaths.requestNotes, { reference: props.reference }),
            opsMessageResponse,
            parsed.data,
          )
        ).message,
      );
      form.reset();
    } catch (caught) {
      setError(failureMessage(caught, 'Something went wrong. Try again.'));
    }
  };
  return (
    <section aria-labelledby="notes-heading">
      <h2 id="notes-heading">Internal notes</h2>
      {props.notes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ul>
          {props.notes.map((note) => (
            <li key={`${note.at}-${note.who}`}>
              {londonDateTime(note.at)}, {note.who}: {note.note}
            </li>
          ))}
        </ul>
      )}
      <form className={styles.form} onSubmit={add} noValidate>
        {error && (
          <div className={styles.error} role="alert">
            {error}
          </div>
        )}
        <div className={styles.field}>
          <label htmlFor="internal-note">Note for colleagues (the customer never sees it)</label>
          <textarea id="internal-note" name="note" rows={2} />
        </div>
        <div>
          <button type="submit" className={styles.secondary}>
            Add note
          </button>
        </div>
      </form>
    </section>
  );
}
