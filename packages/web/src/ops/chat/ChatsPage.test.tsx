import type { AgentHears, LiveChat } from '@portal/domain/chat/agentFrames';
import type { ChatMessage } from '@portal/domain/chat/chatMessage';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { freshQueries } from '../../testing/freshQueries.tsx';
import { StaffContext } from '../useStaff.ts';
import { ChatsPage } from './ChatsPage.tsx';
import { AgentChatsContext, useAgentSocket } from './useAgentChats.ts';

/** The agent's chat socket, played by the test: it records what the page sends and pushes what the server would. */
class FakeSocket {
  static last: FakeSocket;
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.last = this;
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {}
  /** Typed as the server's frames, so what the test plays is what the server may send. */
  push(data: AgentHears) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) }));
  }
}

/** The console API's answers the workspace asks for, by path. */
const API: Record<string, unknown> = {
  '/ops-api/canned-replies': {
    replies: [
      { id: 1, shortcut: 'goodbye', text: 'Thank you for chatting with us. Goodbye.' },
      { id: 2, shortcut: 'greeting', text: 'Hello, how can I help you today?' },
    ],
  },
  '/ops-api/chats/agents': { agents: [] },
  '/ops-api/chats/12/context': {
    conversationId: 12,
    pagePath: '/com/request/triage',
    policy: { policyNumber: '10000004', product: 'MOTOR', from: 'registration', registration: 'LR70HGD' },
    quote: null,
    requests: [
      { reference: 'REQ-00000000AB', form: 'com', createdAt: '2026-03-09T10:00:00.000Z', link: 'policy' },
    ],
  },
};

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal('fetch', async (url: string) => {
    const path = String(url).split('?')[0]!;
    return new Response(JSON.stringify(API[path] ?? { conversations: [], more: false }));
  });
});
afterEach(() => vi.unstubAllGlobals());

const AMELIA: LiveChat = {
  id: 12,
  brand: 'DIRECTLINE',
  topic: 'triage',
  customerName: 'Amelia Hart',
  status: 'waiting',
  statusReason: null,
  ownerId: null,
  ownerName: null,
  pagePath: '/com/request/triage',
  policyNumber: '10000004',
  requestReference: null,
  policyFrom: 'registration',
  registration: 'LR70HGD',
  snoozedUntil: null,
  waitingSince: new Date(Date.now() - 7 * 60_000).toISOString(),
  lastMessageAt: null,
};

const STAFF = { id: 1, email: 'sam@portal.example', name: 'Sam Agent', role: 'agent' as const };

function SignedIn({ children }: { children: ReactNode }) {
  const chats = useAgentSocket(STAFF.id);
  return <AgentChatsContext.Provider value={chats}>{children}</AgentChatsContext.Provider>;
}
const message = (id: number, sender: ChatMessage['sender'], body: string): ChatMessage => ({
  id,
  conversationId: 12,
  sender,
  senderName: sender === 'customer' ? 'Amelia Hart' : 'Sam Agent',
  body,
  at: '2026-03-10T10:00:00.000Z',
});

/** The page opened and its socket connected, once the socket's frame schema has loaded (it loads as the socket opens). */
async function connect() {
  render(
    <StaffContext.Provider value={STAFF}>
      <SignedIn>
        <MemoryRouter>
          <ChatsPage />
        </MemoryRouter>
      </SignedIn>
    </StaffContext.Provider>,
    { wrapper: freshQueries() },
  );
  expect(screen.getByRole('status')).toHaveTextContent('Connecting to web chat…');
  act(() => FakeSocket.last.onopen?.());
  await act(() => import('@portal/domain/chat/agentFrames'));
  return FakeSocket.last;
}

async function openAmelia(
  user: ReturnType<typeof userEvent.setup>,
  socket: FakeSocket,
  messages: ChatMessage[],
) {
  socket.push({ type: 'conversations', conversations: [AMELIA] });
  await user.click(screen.getByRole('button', { name: /Chat 12: Amelia Hart \(Direct Line, triage\)/ }));
  expect(socket.sent).toContainEqual({ type: 'history', conversationId: 12 });
  socket.push({ type: 'history', conversationId: 12, older: false, more: false, messages });
}

describe('the chat workspace', () => {
  it('lists conversations with the brand by name and how long each has waited', async () => {
    const socket = await connect();
    expect(screen.getByText('No customer is waiting.')).toBeVisible();
    socket.push({ type: 'conversations', conversations: [AMELIA] });
    expect(screen.getByRole('status')).toHaveTextContent('1 live chat, 1 waiting');
    const list = screen.getByRole('navigation', { name: 'Conversations' });
    expect(within(list).getByRole('button', { name: /Direct Line, triage/ })).toHaveTextContent(
      'waiting 7 min',
    );
  });

  it('opens a chat with notes inline, replies by Enter and ends it', async () => {
    const user = userEvent.setup();
    const socket = await connect();
    await openAmelia(user, socket, [
      message(1, 'customer', 'Hello?'),
      message(2, 'note', 'Asked for ID first'),
    ]);
    const log = screen.getByRole('list', { name: 'Messages' });
    const [said, note] = within(log).getAllByRole('listitem');
    expect(said).toHaveTextContent('Amelia Hart at 10:00: Hello?');
    expect(note).toHaveTextContent('Note from Sam Agent at 10:00: Asked for ID first');

    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), '  Yes, I can help.  {Enter}');
    expect(socket.sent).toContainEqual({ type: 'message', conversationId: 12, body: 'Yes, I can help.' });
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'Private note' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Private note to agents (the customer never sees it)' }),
      'Policy checked{Enter}',
    );
    expect(socket.sent).toContainEqual({ type: 'note', conversationId: 12, body: 'Policy checked' });

    await user.click(screen.getByRole('button', { name: 'End chat' }));
    expect(socket.sent).toContainEqual({ type: 'close', conversationId: 12 });
  });

  it('puts a canned reply in the box from its /shortcut, for the agent to edit before sending', async () => {
    const user = userEvent.setup();
    const socket = await connect();
    await openAmelia(user, socket, []);
    const box = screen.getByRole('textbox', { name: 'Your reply' });
    await user.type(box, '/gr');
    expect(await screen.findByRole('list', { name: 'Canned replies matching' })).toHaveTextContent(
      '/greeting',
    );
    await user.keyboard('{Enter}');
    expect(box).toHaveValue('Hello, how can I help you today?');
    expect(socket.sent.filter((sent) => (sent as { type: string }).type === 'message')).toEqual([]);
    await user.type(box, ' Amelia{Enter}');
    expect(socket.sent).toContainEqual({
      type: 'message',
      conversationId: 12,
      body: 'Hello, how can I help you today? Amelia',
    });
  });

  it("shows the customer's context: the policy triage's registration found, and the policy's requests", async () => {
    const user = userEvent.setup();
    const socket = await connect();
    await openAmelia(user, socket, []);
    const context = screen.getByRole('complementary', { name: 'About this customer' });
    expect(within(context).getByText('/com/request/triage')).toBeVisible();
    expect(await within(context).findByRole('link', { name: '10000004' })).toHaveAttribute(
      'href',
      '/policies/10000004',
    );
    expect(context).toHaveTextContent(
      'found by the registration LR70HGD the customer gave: not yet verified',
    );
    expect(within(context).getByRole('link', { name: 'REQ-00000000AB' })).toHaveAttribute(
      'href',
      '/requests/REQ-00000000AB',
    );
  });

  it('snoozes the chat until a time, and sets a snoozed chat apart in the list', async () => {
    const user = userEvent.setup();
    const socket = await connect();
    await openAmelia(user, socket, []);
    await user.type(screen.getByLabelText('Snooze until (UK time)'), '14:30');
    await user.click(screen.getByRole('button', { name: 'Snooze' }));
    const snooze = socket.sent.find((sent) => (sent as { type: string }).type === 'snooze') as {
      until: string;
    };
    expect(snooze).toMatchObject({ type: 'snooze', conversationId: 12 });
    expect(Date.parse(snooze.until)).toBeGreaterThan(Date.now());

    const until = new Date(Date.now() + 3_600_000).toISOString();
    socket.push({ type: 'conversations', conversations: [{ ...AMELIA, snoozedUntil: until }] });
    expect(screen.getByRole('heading', { name: 'Snoozed' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Wake this chat now' }));
    expect(socket.sent).toContainEqual({ type: 'snooze', conversationId: 12, until: null });
  });

  it('marks a chat unread when its customer writes while another is open, and fills its last message', async () => {
    const user = userEvent.setup();
    const socket = await connect();
    const other = { ...AMELIA, id: 13, customerName: 'Ben Cole' };
    socket.push({ type: 'conversations', conversations: [AMELIA, other] });
    await user.click(screen.getByRole('button', { name: /Chat 12/ }));
    socket.push({
      type: 'message',
      message: { ...message(5, 'customer', 'Hi'), conversationId: 13, senderName: 'Ben Cole' },
    });
    const ben = screen.getByRole('button', { name: /Chat 13: Ben Cole/ });
    expect(ben).toHaveTextContent('(unread)');
    expect(ben).toHaveTextContent('Last message: 10:00');
    await user.click(ben);
    expect(screen.getByRole('button', { name: /Chat 13: Ben Cole/ })).not.toHaveTextContent('(unread)');
  });

  it('sends no empty reply', async () => {
    const user = userEvent.setup();
    const socket = await connect();
    await openAmelia(user, socket, []);
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(socket.sent.filter((sent) => (sent as { type: string }).type === 'message')).toEqual([]);
  });
});
