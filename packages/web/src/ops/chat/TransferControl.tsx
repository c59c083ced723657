import { opsPaths } from '@portal/domain/api/opsPaths';
import { chatAgentsResponse } from '@portal/domain/api/opsResponses';
import type { FormEvent } from 'react';
import styles from '../ops.module.css';
import { useOpsQuery } from '../opsApi.ts';
import { useStaff } from '../useStaff.ts';
import { useAgentChats } from './useAgentChats.ts';

const QUEUE = 'queue';

/**
 * Hands the conversation (and its payment) to another agent signed in now (whenever they signed
 * in), or back to the queue.
 * The customer keeps the chat; the receiving agent's console tells them.
 */
export function TransferControl({ conversationId }: { conversationId: number }) {
  const staff = useStaff();
  const chats = useAgentChats();
  // Colleagues come and go: the list is asked again while the chat is open and as it is opened.
  const present = useOpsQuery(opsPaths.chatAgents, chatAgentsResponse, 'The agents could not be loaded.', {
    refreshMs: 15_000,
  });
  const agents = (present.data?.agents ?? []).filter((agent) => agent.id !== staff.id);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const to = String(new FormData(event.currentTarget).get('to') ?? QUEUE);
    chats.transfer(conversationId, to === QUEUE ? null : Number(to));
  };
  return (
    <form className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor="transfer-to">Transfer to</label>
        <select id="transfer-to" name="to" defaultValue={QUEUE} onFocus={present.reload}>
          <option value={QUEUE}>The queue (the next free agent)</option>
          {agents.map((agent) => (
            <option key={agent.id} value={agent.id}>
              {agent.name}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className={styles.secondary}>
          Transfer to another agent
        </button>
      </div>
    </form>
  );
}
