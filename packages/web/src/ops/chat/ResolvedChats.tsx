import { opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import { chatTranscriptResponse, resolvedChatsResponse } from '@portal/domain/api/opsResponses';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import type { z } from 'zod';
import styles from '../ops.module.css';
import { opsGet } from '../opsApi.ts';

type ResolvedPage = z.infer<typeof resolvedChatsResponse>;
type Transcript = z.infer<typeof chatTranscriptResponse>;

/** Ended conversations, newest first, searchable by name or words said, each with its transcript. */
export function ResolvedChats() {
  const [search, setSearch] = useState('');
  const [list, setList] = useState<ResolvedPage | null>(null);
  const [transcript, setTranscript] = useState<Transcript | null>(null);
  const load = useCallback(async (words: string, before?: number) => {
    const query = new URLSearchParams({ q: words, ...(before ? { before: String(before) } : {}) });
    const page = await opsGet(`${opsPaths.chatsResolved}?${query}`, resolvedChatsResponse);
    setList((known) =>
      before && known
        ? { conversations: [...known.conversations, ...page.conversations], more: page.more }
        : page,
    );
  }, []);
  useEffect(() => {
    void load('');
  }, [load]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void load(search);
  };
  return (
    <section aria-labelledby="resolved-heading">
      <h2 id="resolved-heading">Ended chats</h2>
      <form className={styles.filters} onSubmit={submit} aria-label="Search ended chats">
        <div className={styles.field}>
          <label htmlFor="resolved-search">Search by name or words in the chat</label>
          <input
            id="resolved-search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
        </div>
        <button type="submit" className={styles.button}>
          Search ended chats
        </button>
      </form>
      {list && list.conversations.length === 0 && <p>No ended chat matches.</p>}
      <ul>
        {list?.conversations.map((chat) => (
          <li key={chat.id}>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() =>
                opsGet(opsPath(opsPaths.chatTranscript, { id: chat.id }), chatTranscriptResponse).then(
                  setTranscript,
                )
              }
            >
              Transcript of chat {chat.id}: {chat.customerName || 'Customer'} ({chat.brand}, {chat.topic})
            </button>{' '}
            – {chat.reason ?? 'ended'}
            {chat.ownerName && `, with ${chat.ownerName}`}
          </li>
        ))}
      </ul>
      {list?.more && (
        <button
          type="button"
          className={styles.secondary}
          onClick={() => load(search, list.conversations.at(-1)?.id)}
        >
          Show older ended chats
        </button>
      )}
      {transcript && (
        <section aria-labelledby="transcript-heading">
          <h3 id="transcript-heading">
            Transcript of chat {transcript.id} with {transcript.customerName || 'a customer'}
          </h3>
          <p>{transcript.reason}</p>
          <ol className={styles.chatLog} aria-label="Transcript">
            {transcript.messages.map((message) => (
              <li key={message.id}>
                <strong>
                  {message.sender === 'note' ? `Note from ${message.senderName}` : message.senderName}:
                </strong>{' '}
                {message.body}
              </li>
            ))}
          </ol>
        </section>
      )}
    </section>
  );
}
