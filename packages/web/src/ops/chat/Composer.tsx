import { opsPaths } from '@portal/domain/api/opsPaths';
import { cannedRepliesResponse, repliesMatching } from '@portal/domain/chat/cannedReplies';
import { CHAT_MESSAGE_LIMIT } from '@portal/domain/chat/chatMessage';
import { type FormEvent, type KeyboardEvent, useRef, useState } from 'react';
import opsStyles from '../ops.module.css';
import { useOpsQuery } from '../opsApi.ts';
import styles from './workspace.module.css';

type Mode = 'reply' | 'note';

const MODES: Record<Mode, { label: string; field: string; submit: string }> = {
  reply: { label: 'Your reply', field: 'chat-reply', submit: 'Send reply' },
  note: {
    label: 'Private note to agents (the customer never sees it)',
    field: 'chat-note',
    submit: 'Add note',
  },
};

/**
 * The box beneath the conversation: a reply to the customer or (in its own colour) a private
 * note to agents. Enter sends, Shift+Enter starts a new line; typing `/` and a shortcut offers
 * the canned replies it matches, and Enter (or choosing one) puts the first's text in the box.
 */
export function Composer({
  canReply,
  onReply,
  onNote,
  onTyping,
}: {
  canReply: boolean;
  onReply: (body: string) => void;
  onNote: (body: string) => void;
  onTyping: () => void;
}) {
  const [chosen, setChosen] = useState<Mode>('reply');
  const mode: Mode = canReply ? chosen : 'note';
  const [draft, setDraft] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const canned = useOpsQuery(
    opsPaths.cannedReplies,
    cannedRepliesResponse,
    'The canned replies could not be loaded.',
  );
  const matches = mode === 'reply' ? repliesMatching(draft, canned.data?.replies ?? []) : [];
  const { label, field, submit } = MODES[mode];

  const insert = (text: string) => {
    setDraft(text);
    box.current?.focus();
  };
  const send = (event?: FormEvent) => {
    event?.preventDefault();
    const body = draft.trim();
    if (!body) return;
    (mode === 'reply' ? onReply : onNote)(body);
    setDraft('');
  };
  const keyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const first = matches[0];
    if (first) insert(first.text);
    else send();
  };

  return (
    <form className={`${styles.composer} ${mode === 'note' ? styles.noteMode : ''}`} onSubmit={send}>
      {canReply && (
        <fieldset className={styles.modes}>
          <legend className={opsStyles.visuallyHidden}>Write</legend>
          {(['reply', 'note'] as const).map((each) => (
            <label key={each}>
              <input
                type="radio"
                name="composer-mode"
                value={each}
                checked={mode === each}
                onChange={() => setChosen(each)}
              />{' '}
              {each === 'reply' ? 'Reply' : 'Private note'}
            </label>
          ))}
        </fieldset>
      )}
      <label htmlFor={field}>{label}</label>
      <textarea
        ref={box}
        id={field}
        name={field}
        rows={3}
        maxLength={CHAT_MESSAGE_LIMIT}
        value={draft}
        aria-describedby="composer-hint"
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          if (mode === 'reply') onTyping();
        }}
        onKeyDown={keyDown}
      />
      {matches.length > 0 && (
        <ul className={styles.suggestions} aria-label="Canned replies matching">
          {matches.map((reply) => (
            <li key={reply.id}>
              <button type="button" onClick={() => insert(reply.text)}>
                <strong>/{reply.shortcut}</strong> {reply.text}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.composerActions}>
        <p id="composer-hint" className={styles.hint} aria-live="polite">
          {matches.length > 0
            ? `${matches.length} canned ${matches.length === 1 ? 'reply matches' : 'replies match'}: Enter puts /${matches[0]!.shortcut} in the box.`
            : mode === 'reply'
              ? 'Enter sends; Shift and Enter starts a new line; type / for a canned reply.'
              : 'Enter adds the note; Shift and Enter starts a new line.'}
        </p>
        <button type="submit" className={mode === 'reply' ? opsStyles.button : opsStyles.secondary}>
          {submit}
        </button>
      </div>
    </form>
  );
}
