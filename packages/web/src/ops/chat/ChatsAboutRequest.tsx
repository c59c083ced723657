import { opsPath, opsPaths } from '@portal/domain/api/opsPaths';
import { type CHAT_REQUEST_LINK_TEXT, requestChatsResponse } from '@portal/domain/chat/chatContext';
import { Link } from 'react-router';
import { useOpsQuery } from '../opsApi.ts';
import { clockTime } from './chatLabels.ts';

/** Why a chat is listed on a request, in the request's terms. */
const WHY: Record<keyof typeof CHAT_REQUEST_LINK_TEXT, string> = {
  quote: 'about this request’s quote',
  'left-message': 'this message was left from it',
  policy: 'the customer named this policy',
};

/**
 * On a request's page, the chats it is linked to (its quote's payment chat, the chat a message
 * was left from, chats about its policy), each opening in the chat workspace: the way back from
 * a request to what the customer said.
 */
export function ChatsAboutRequest({ reference }: { reference: string }) {
  const chats = useOpsQuery(
    opsPath(opsPaths.requestChats, { reference }),
    requestChatsResponse,
    'The chats about this request could not be loaded.',
  );
  if (chats.error) return <p role="alert">{chats.error}</p>;
  const list = chats.data?.chats ?? [];
  return (
    <section aria-labelledby="request-chats-heading">
      <h2 id="request-chats-heading">Web chats</h2>
      {list.length === 0 ? (
        <p>{chats.loading ? 'Loading…' : 'No web chat is linked to this request.'}</p>
      ) : (
        <ul>
          {list.map((chat) => (
            <li key={chat.id}>
              <Link to={`/chats?chat=${chat.id}`}>
                Chat {chat.id} with {chat.customerName || 'a customer'}
              </Link>{' '}
              ({chat.status}, started {clockTime(chat.startedAt)}; {WHY[chat.link]})
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
