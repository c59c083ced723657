import { agentHears, agentSays } from '@portal/domain/chat/agentFrames';
import { customerHears } from '@portal/domain/chat/customerFrames';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../testing/eventually.ts';
import { reconnectingSocket } from './chatSocket.ts';

/** A browser socket played by the test: it opens and closes when told, and records what was sent. */
class FakeSocket {
  static readonly OPEN = 1;
  static readonly CLOSED = 3;
  static all: FakeSocket[] = [];
  readyState = 0;
  readonly sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    if (this.readyState !== FakeSocket.OPEN) throw new Error('sent on a socket that is not open');
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = FakeSocket.CLOSED;
  }
  open() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  drop() {
    this.readyState = FakeSocket.CLOSED;
    this.onclose?.({ code: 1006 });
  }
}

beforeEach(() => {
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const open = () =>
  reconnectingSocket('/chat-api/ws', customerHears, {
    onOpen: (send) => send({ type: 'hello' }),
    onData: () => {},
    onDown: () => {},
  });

describe('the chat socket', () => {
  it('sends words written while it opens once it is open, after its hello, in order', () => {
    const socket = open();
    socket.send({ type: 'message', body: 'Hello' }, { whenOpen: true });
    socket.send({ type: 'message', body: 'Are you there?' }, { whenOpen: true });
    FakeSocket.all[0]?.open();
    expect(FakeSocket.all[0]?.sent).toEqual([
      { type: 'hello' },
      { type: 'message', body: 'Hello' },
      { type: 'message', body: 'Are you there?' },
    ]);
    socket.stop();
  });

  it('keeps words written while the connection is down for the socket that reopens', () => {
    const socket = open();
    FakeSocket.all[0]?.open();
    FakeSocket.all[0]?.drop();
    socket.send({ type: 'message', body: 'Still here' }, { whenOpen: true });
    vi.advanceTimersByTime(30_000);
    FakeSocket.all[1]?.open();
    expect(FakeSocket.all[1]?.sent).toEqual([{ type: 'hello' }, { type: 'message', body: 'Still here' }]);
    socket.stop();
  });

  it('lets a passing signal (typing) go when nobody can hear it', () => {
    const socket = open();
    socket.send({ type: 'typing' });
    FakeSocket.all[0]?.open();
    expect(FakeSocket.all[0]?.sent).toEqual([{ type: 'hello' }]);
    socket.stop();
  });

  it("hands on only the server's frames its schema reads, and drops the rest", () => {
    const heard: unknown[] = [];
    const socket = reconnectingSocket('/chat-api/ws', customerHears, {
      onOpen: () => {},
      onData: (frame) => heard.push(frame),
      onDown: () => {},
    });
    const server = FakeSocket.all[0]!;
    server.open();
    for (const data of [
      'not json',
      JSON.stringify({ type: 'status', status: 'lost' }),
      JSON.stringify({ type: 'message', message: { id: 'one' } }),
      JSON.stringify({ type: 'status', status: 'waiting', position: 2 }),
      JSON.stringify({ type: 'error', message: 'That frame was not understood.' }),
    ])
      server.onmessage?.({ data });
    expect(heard).toEqual([
      { type: 'status', status: 'waiting', position: 2 },
      { type: 'error', message: 'That frame was not understood.' },
    ]);
    socket.stop();
  });

  it('given its schema as a loader, holds the frames that come first and reads them in order once it has loaded', async () => {
    const heard: unknown[] = [];
    let loaded: (schema: typeof customerHears) => void = () => {};
    const schema = new Promise<typeof customerHears>((resolve) => {
      loaded = resolve;
    });
    const socket = reconnectingSocket('/chat-api/ws', () => schema, {
      onOpen: () => {},
      onData: (frame) => heard.push(frame),
      onDown: () => {},
    });
    const server = FakeSocket.all[0]!;
    server.open();
    const frame = (position: number) => ({
      data: JSON.stringify({ type: 'status', status: 'waiting', position }),
    });
    server.onmessage?.(frame(3));
    server.onmessage?.(frame(2));
    await Promise.resolve();
    expect(heard).toEqual([]);
    loaded(customerHears);
    await schema;
    await eventually(() => expect(heard).toHaveLength(2));
    server.onmessage?.(frame(1));
    expect(heard.map((status) => (status as { position: number }).position)).toEqual([3, 2, 1]);
    socket.stop();
  });
});

describe("the agents' socket frames", () => {
  const live = {
    id: 7,
    brand: 'DIRECTLINE',
    topic: 'payment',
    customerName: 'Amelia Hart',
    status: 'open',
    statusReason: null,
    ownerId: 2,
    ownerName: 'Alex',
    pagePath: '/cov/accept/payment',
    policyNumber: '10000001',
    requestReference: 'MTA-1',
    policyFrom: 'quote',
    registration: null,
    snoozedUntil: null,
    waitingSince: '2026-03-10T22:30:00.000Z',
    lastMessageAt: null,
  };

  it('reads the live list, and refuses a resolved chat in it', () => {
    expect(agentHears.safeParse({ type: 'conversations', conversations: [live] }).success).toBe(true);
    const resolved = { type: 'conversations', conversations: [{ ...live, status: 'resolved' }] };
    expect(agentHears.safeParse(resolved).success).toBe(false);
  });

  it("reads what an agent sends, filling in a take's default", () => {
    expect(agentSays.parse({ type: 'take', conversationId: 7 })).toEqual({
      type: 'take',
      conversationId: 7,
      takeOver: false,
    });
    expect(agentSays.safeParse({ type: 'message', conversationId: 0, body: 'hi' }).success).toBe(false);
  });
});
