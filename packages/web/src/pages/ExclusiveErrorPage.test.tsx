import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellProvider } from '../shell/ShellContext.tsx';
import { fakeServer } from '../testing/fakeServer.ts';
import { TEST_NOW } from '../testing/renderInShell.tsx';
import { ExclusiveErrorPage } from './ExclusiveErrorPage.tsx';

/** Settles with the conversation the chat panel was first handed, once it is on the page. */
const firstChat = vi.hoisted(() => {
  let shown: (resumed: string | null) => void = () => {};
  const handed = new Promise<string | null>((resolve) => {
    shown = resolve;
  });
  return { handed, shown: (resumed: string | null) => shown(resumed) };
});

// The live chat itself needs a socket: here it only shows which conversation it was handed, and
// says when it is drawn, so the test waits for that rather than for a guessed time (the lazily
// loaded panel came later than findByText's second on a loaded machine).
vi.mock('../chat/ChatPanel.tsx', async () => {
  const { useEffect } = await import('react');
  return {
    ChatPanel: ({ resumed }: { resumed: string | null }) => {
      useEffect(() => firstChat.shown(resumed), [resumed]);
      return <p>Chat resumed: {resumed ?? 'none'}</p>;
    },
  };
});

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.replaceChildren();
});

const page = () => (
  <MemoryRouter initialEntries={['/con/request/exclusive-error?product=PCW']}>
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ShellProvider boot={{ brand: 'DIRECTLINE', now: TEST_NOW, sessionSeconds: 870, initialised: true }}>
        <Routes>
          <Route path="/:form/request/exclusive-error" element={<ExclusiveErrorPage />} />
        </Routes>
      </ShellProvider>
    </QueryClientProvider>
  </MemoryRouter>
);

describe('a chat under way when the exclusive-error page is reloaded', () => {
  it('comes back, although the page ends the session (and clears session storage) as it arrives', async () => {
    fakeServer({ 'POST /api/logout': {} });
    // The server's drawing knows no chat; the browser's session storage holds the conversation.
    const root = document.createElement('div');
    root.innerHTML = renderToString(page());
    document.body.replaceChildren(root);
    sessionStorage.setItem('mta-webchat', 'conversation-token');
    hydrateRoot(root, page());
    expect(await firstChat.handed).toBe('conversation-token');
    expect(screen.getByText(/^Chat resumed:/).textContent).toBe('Chat resumed: conversation-token');
  });
});
