import { opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import type { LiveChat } from '@portal/domain/chat/agentFrames';
import { CHAT_REQUEST_LINK_TEXT, chatContextResponse } from '@portal/domain/chat/chatContext';
import { Link } from 'react-router';
import { formTitle } from '../labels.ts';
import { useOpsQuery } from '../opsApi.ts';
import { brandName, topicWords } from './chatLabels.ts';
import styles from './workspace.module.css';

/**
 * Beside the conversation, who the customer is to us: brand and topic, the page they were on,
 * their policy (and whether a quote or only triage's registration names it), the quote, and the
 * requests the chat touched or that stand on the policy, each a link to its page.
 */
export function ChatContextPanel({ chat }: { chat: LiveChat }) {
  const context = useOpsQuery(
    opsPath(opsPaths.chatContext, { id: chat.id }),
    chatContextResponse,
    'The customer’s context could not be loaded.',
    { refreshMs: 30_000 },
  );
  const data = context.data?.conversationId === chat.id ? context.data : undefined;
  const policy = data?.policy;
  return (
    <aside className={styles.context} aria-labelledby="context-heading">
      <h2 id="context-heading" className={styles.panelHeading}>
        About this customer
      </h2>
      {context.error && <p role="alert">{context.error}</p>}
      <dl>
        <dt>Brand</dt>
        <dd>{brandName(chat.brand)}</dd>
        <dt>About</dt>
        <dd>{topicWords(chat.topic)}</dd>
        <dt>Opened from</dt>
        <dd>{chat.pagePath || 'not known'}</dd>
        <dt>Policy</dt>
        <dd>
          {policy ? (
            <>
              <Link to={`/policies/${policy.policyNumber}`}>{policy.policyNumber}</Link>
              {policy.from === 'registration'
                ? ` (found by the registration ${policy.registration} the customer gave: not yet verified)`
                : ' (from the quote in this chat)'}
            </>
          ) : chat.registration ? (
            `not found: the customer gave the registration ${chat.registration}`
          ) : (
            'not identified'
          )}
        </dd>
        <dt>Quote</dt>
        <dd>
          {data?.quote ? (
            <>
              {formTitle(data.quote.form)} for request{' '}
              <Link to={`/requests/${data.quote.requestReference}`}>{data.quote.requestReference}</Link>
            </>
          ) : (
            'none'
          )}
        </dd>
      </dl>
      <h3 className={styles.groupHeading}>Requests</h3>
      {data && data.requests.length > 0 ? (
        <ul>
          {data.requests.map((request) => (
            <li key={request.reference}>
              <Link to={`/requests/${request.reference}`}>{request.reference}</Link> {formTitle(request.form)}{' '}
              ({CHAT_REQUEST_LINK_TEXT[request.link]})
            </li>
          ))}
        </ul>
      ) : (
        <p>{data ? 'None linked to this chat.' : 'Loading…'}</p>
      )}
    </aside>
  );
}
