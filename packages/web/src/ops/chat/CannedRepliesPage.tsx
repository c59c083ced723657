import { opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import {
  type CannedReply,
  cannedRepliesResponse,
  cannedReplyInput,
  cannedReplyResponse,
} from '@portal/domain/chat/cannedReplies';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import styles from '../ops.module.css';
import { failureMessage, opsPost, useOpsQuery } from '../opsApi.ts';
import { usePageTitle } from '../usePageTitle.ts';

type Errors = Partial<Record<'shortcut' | 'text', string>>;

/**
 * Canned replies as staff keep them: each listed with its shortcut, changed or removed in place
 * (a removal is confirmed first: every agent's shortcut goes with it), and new ones added.
 */
export function CannedRepliesPage() {
  const heading = usePageTitle('Canned replies');
  const replies = useOpsQuery(
    opsPaths.cannedReplies,
    cannedRepliesResponse,
    'The canned replies could not be loaded.',
  );
  const [editing, setEditing] = useState<CannedReply | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [done, setDone] = useState('');
  // Each save starts the "add" form afresh, empty.
  const [round, setRound] = useState(0);
  const keep = (reply: CannedReply) => {
    flushSync(() => setConfirming(null));
    document.getElementById(removeButtonId(reply))?.focus();
  };
  const saved = (words: string) => {
    setDone(words);
    setRound((n) => n + 1);
    setEditing(null);
    replies.reload();
  };
  const remove = async (reply: CannedReply) => {
    setConfirming(null);
    try {
      await opsPost(opsPath(opsPaths.cannedReplyDelete, { id: reply.id }), cannedReplyResponse);
      saved(`Removed /${reply.shortcut}.`);
    } catch (caught) {
      setDone(failureMessage(caught, 'That reply could not be removed.'));
    }
  };
  return (
    <>
      <p>
        <Link to="/chats">Back to web chats</Link>
      </p>
      <h1 ref={heading} tabIndex={-1}>
        Canned replies
      </h1>
      <p>
        In a chat, type / and the shortcut in the reply box, then press Enter to put the reply in the box.
      </p>
      <p role="status">{done}</p>
      {replies.error && <p className={styles.error}>{replies.error}</p>}
      <table className={styles.table}>
        <caption className={styles.visuallyHidden}>Canned replies by shortcut</caption>
        <thead>
          <tr>
            <th scope="col">Shortcut</th>
            <th scope="col">Reply</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {(replies.data?.replies ?? []).map((reply) => (
            <tr key={reply.id}>
              <td>/{reply.shortcut}</td>
              <td>{reply.text}</td>
              <td>
                {confirming === reply.id ? (
                  <ConfirmRemoval
                    reply={reply}
                    onRemove={() => void remove(reply)}
                    onKeep={() => keep(reply)}
                  />
                ) : (
                  <>
                    <button type="button" className={styles.linkButton} onClick={() => setEditing(reply)}>
                      Change /{reply.shortcut}
                    </button>{' '}
                    <button
                      type="button"
                      id={removeButtonId(reply)}
                      className={styles.linkButton}
                      onClick={() => setConfirming(reply.id)}
                    >
                      Remove /{reply.shortcut}
                    </button>
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {editing ? (
        <ReplyForm key={editing.id} reply={editing} onSaved={saved} onCancel={() => setEditing(null)} />
      ) : (
        <ReplyForm key={`new-${round}`} onSaved={saved} />
      )}
    </>
  );
}

const removeButtonId = (reply: CannedReply) => `remove-reply-${reply.id}`;

/** The question in the row before a reply goes; focus moves to it, so a keyboard user answers it next. */
function ConfirmRemoval({
  reply,
  onRemove,
  onKeep,
}: {
  reply: CannedReply;
  onRemove: () => void;
  onKeep: () => void;
}) {
  const question = useRef<HTMLParagraphElement>(null);
  useEffect(() => question.current?.focus(), []);
  return (
    <>
      <p ref={question} tabIndex={-1}>
        Remove /{reply.shortcut}? No agent will be able to use it.
      </p>
      <button type="button" className={styles.linkButton} onClick={onRemove}>
        Yes, remove /{reply.shortcut}
      </button>{' '}
      <button type="button" className={styles.linkButton} onClick={onKeep}>
        Keep /{reply.shortcut}
      </button>
    </>
  );
}

/** Adds a reply, or changes `reply`; errors are tied to their fields and the first takes focus. */
function ReplyForm({
  reply,
  onSaved,
  onCancel,
}: {
  reply?: CannedReply;
  onSaved: (words: string) => void;
  onCancel?: () => void;
}) {
  const [errors, setErrors] = useState<Errors>({});
  const shortcutField = useRef<HTMLInputElement>(null);
  const textField = useRef<HTMLTextAreaElement>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = cannedReplyInput.safeParse({ shortcut: form.get('shortcut'), text: form.get('text') });
    if (!parsed.success) {
      const found: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
      setErrors(found);
      (found.shortcut ? shortcutField : textField).current?.focus();
      return;
    }
    try {
      const path = reply ? opsPath(opsPaths.cannedReply, { id: reply.id }) : opsPaths.cannedReplies;
      const answer = await opsPost(path, cannedReplyResponse, parsed.data);
      setErrors({});
      onSaved(`${reply ? 'Changed' : 'Added'} /${answer.reply.shortcut}.`);
    } catch (caught) {
      setErrors({ shortcut: failureMessage(caught, 'That reply could not be saved.') });
      shortcutField.current?.focus();
    }
  };
  const described = (field: keyof Errors, hint: string) => (errors[field] ? `${hint} ${field}-error` : hint);
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="reply-form-heading">
      <h2 id="reply-form-heading">{reply ? `Change /${reply.shortcut}` : 'Add a canned reply'}</h2>
      <div className={styles.field}>
        <label htmlFor="shortcut">Shortcut</label>
        <span id="shortcut-hint">One word: letters, digits or hyphens, typed after a /.</span>
        {errors.shortcut && (
          <span id="shortcut-error" className={styles.fieldError}>
            {errors.shortcut}
          </span>
        )}
        <input
          ref={shortcutField}
          id="shortcut"
          name="shortcut"
          defaultValue={reply?.shortcut ?? ''}
          aria-invalid={errors.shortcut ? true : undefined}
          aria-describedby={described('shortcut', 'shortcut-hint')}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="text">Reply text</label>
        <span id="text-hint">What the customer reads; the agent may still edit it before sending.</span>
        {errors.text && (
          <span id="text-error" className={styles.fieldError}>
            {errors.text}
          </span>
        )}
        <textarea
          ref={textField}
          id="text"
          name="text"
          rows={3}
          defaultValue={reply?.text ?? ''}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={described('text', 'text-hint')}
        />
      </div>
      <div>
        <button type="submit" className={styles.button}>
          {reply ? 'Save the change' : 'Add reply'}
        </button>{' '}
        {onCancel && (
          <button type="button" className={styles.secondary} onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
