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

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  // The ended chats and the agents present are asked of the API: none here.
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ conversations: [], more: false, agents: [] })),
  );
});
afterEach(() => vi.unstubAllGlobals());

const AMELIA: LiveChat = {
  id: 12,
  brand: 'DIRECTLINE',
  topic: 'exclusive-error',
  customerName: 'Amelia Hart',
  status: 'waiting',
  statusReason: null,
  ownerId: null,
  ownerName: null,
  pagePath: '/con/request/exclusive-error',
  policyNumber: null,
  requestReference: null,
  waitingSince: '2026-03-10T10:00:00.000Z',
  lastMessageAt: null,
};

const STAFF = { id: 1, email: 'sam@portal.example', name: 'Sam Agent', role: 'agent' as const };

/** The console's frame as the layout gives it: the signed-in agent and the console's chat socket. */
function SignedIn({ children }: { children: ReactNode }) {
  const chats = useAgentSocket(STAFF.id);
  return <AgentChatsContext.Provider value={chats}>{children}</AgentChatsContext.Provider>;
}
const message = (id: number, senderName: string, body: string): ChatMessage => ({
  id,
  conversationId: 12,
  sender: senderName === 'Amelia Hart' ? 'customer' : 'agent',
  senderName,
  body,
  at: '2026-03-10T10:00:00.000Z',
});

function connect() {
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
  return FakeSocket.last;
}

describe('the web chats page', () => {
  it('counts the live chats the server pushes, in words', () => {
    const socket = connect();
    expect(screen.getByRole('status')).toHaveTextContent('0 live chats');
    expect(screen.getByText('No customer is waiting.')).toBeVisible();
    socket.push({ type: 'conversations', conversations: [AMELIA] });
    expect(screen.getByRole('status')).toHaveTextContent('1 live chat');
    expect(screen.getByRole('status')).not.toHaveTextContent('1 live chats');
  });

  it('opens a chat with its history, sends a reply and ends it', async () => {
    const user = userEvent.setup();
    const socket = connect();
    socket.push({ type: 'conversations', conversations: [AMELIA] });
    await user.click(screen.getByRole('button', { name: /Chat 12: Amelia Hart/ }));
    expect(socket.sent).toContainEqual({ type: 'history', conversationId: 12 });
    socket.push({
      type: 'history',
      conversationId: 12,
      older: false,
      more: false,
      messages: [message(1, 'Amelia Hart', 'Hello?')],
    });
    expect(screen.getByRole('heading', { name: 'Chat 12 with Amelia Hart' })).toBeVisible();
    const log = screen.getByRole('list', { name: 'Messages' });
    expect(within(log).getByRole('listitem')).toHaveTextContent('Amelia Hart: Hello?');

    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), '  Yes, I can help.  ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(socket.sent).toContainEqual({ type: 'message', conversationId: 12, body: 'Yes, I can help.' });
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    // The server echoes the reply once; a repeat of the same message is not shown twice.
    socket.push({ type: 'message', message: message(2, 'Sam Agent', 'Yes, I can help.') });
    socket.push({ type: 'message', message: message(2, 'Sam Agent', 'Yes, I can help.') });
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'End chat' }));
    expect(socket.sent).toContainEqual({ type: 'close', conversationId: 12 });
  });

  it("shows the customer's context: brand, the page they were on, and a payment chat's policy and request as links", async () => {
    const user = userEvent.setup();
    const socket = connect();
    const payment = {
      ...AMELIA,
      id: 13,
      // The payment panel asks the API for its form; the context is the same for any topic.
      topic: 'triage',
      pagePath: '/cov/accept/payment',
      policyNumber: '10000001',
      requestReference: 'REQ-00000000AB',
    };
    socket.push({ type: 'conversations', conversations: [AMELIA, payment] });
    await user.click(screen.getByRole('button', { name: /Chat 12: Amelia Hart/ }));
    expect(screen.getByText('/con/request/exclusive-error')).toBeVisible();
    expect(screen.getByText('not identified')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Chat 13: Amelia Hart/ }));
    expect(screen.getByText('DIRECTLINE')).toBeVisible();
    expect(screen.getByText('/cov/accept/payment')).toBeVisible();
    expect(screen.getByRole('link', { name: '10000001' })).toHaveAttribute('href', '/policies/10000001');
    expect(screen.getByRole('link', { name: 'REQ-00000000AB' })).toHaveAttribute(
      'href',
      '/requests/REQ-00000000AB',
    );
  });

  it('sends no empty reply', async () => {
    const user = userEvent.setup();
    const socket = connect();
    socket.push({ type: 'conversations', conversations: [AMELIA] });
    await user.click(screen.getByRole('button', { name: /Chat 12: Amelia Hart/ }));
    await user.type(screen.getByRole('textbox', { name: 'Your reply' }), '   ');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(socket.sent.filter((sent) => (sent as { type: string }).type === 'message')).toEqual([]);
  });
});
