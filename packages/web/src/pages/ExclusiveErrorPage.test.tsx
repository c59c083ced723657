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

// The live chat itself needs a socket: here it only shows which conversation it was handed.
vi.mock('../chat/ChatPanel.tsx', () => ({
  ChatPanel: ({ resumed }: { resumed: string | null }) => <p>Chat resumed: {resumed ?? 'none'}</p>,
}));

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
    expect((await screen.findByText(/^Chat resumed:/)).textContent).toBe('Chat resumed: conversation-token');
  });
});
