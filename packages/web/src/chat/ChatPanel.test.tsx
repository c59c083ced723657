import { contactLine } from '@portal/domain/brands/contactLines';
import type { CustomerHears } from '@portal/domain/chat/customerFrames';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../testing/eventually.ts';
import { fakeServer } from '../testing/fakeServer.ts';
import { renderInShell } from '../testing/renderInShell.tsx';
import { ChatPanel } from './ChatPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

/** The customer's chat socket, played by the test. */
class FakeSocket {
  static last: FakeSocket;
  static readonly OPEN = 1;
  readyState = 0;
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
  open() {
    this.readyState = FakeSocket.OPEN;
    act(() => this.onopen?.());
  }
  push(data: CustomerHears) {
    act(() => this.onmessage?.({ data: JSON.stringify(data) }));
  }
}

describe('starting a web chat', () => {
  it('gives the line to call, with its number, when the chat cannot start', async () => {
    fakeServer({ 'POST /chat-api/conversations': () => ({ status: 503, body: {} }) });
    renderInShell(<ChatPanel topic="exclusive-error" resumed={null} />);
    await userEvent.type(screen.getByLabelText('Your name'), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Web chat could not start. Please call us instead.',
    );
    const line = contactLine('DIRECTLINE', 'amendments');
    expect(screen.getByRole('link', { name: line.number }).getAttribute('href')).toBe(
      `tel:${line.number.replaceAll(' ', '')}`,
    );
  });
});

describe('a chat with what triage was told', () => {
  it('sends the registration with the chat, and tells the waiting customer their place and expected wait', async () => {
    vi.stubGlobal('WebSocket', FakeSocket);
    const server = fakeServer({ 'POST /chat-api/conversations': { token: 'tok' } });
    renderInShell(<ChatPanel topic="triage" resumed={null} registration="LR70HGD" />);
    await userEvent.type(screen.getByLabelText('Your name'), 'Arthur');
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect(server.posted('/chat-api/conversations')[0]?.body).toMatchObject({
      topic: 'triage',
      name: 'Arthur',
      registration: 'LR70HGD',
    });
    await eventually(() => expect(FakeSocket.last).toBeDefined());
    FakeSocket.last.open();
    expect(FakeSocket.last.sent).toContainEqual({ type: 'hello', token: 'tok' });
    FakeSocket.last.push({ type: 'status', status: 'waiting', position: 2, expectedWaitMinutes: 6 });
    expect(screen.getByRole('status')).toHaveTextContent(
      'Waiting for an agent. Please stay on this page. You are number 2 in the queue. Expected wait: about 6 minutes.',
    );
  });
});
