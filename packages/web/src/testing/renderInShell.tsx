import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { ShellProvider } from '../shell/ShellContext.tsx';

/** The server time every component test runs at (a Tuesday morning, within opening hours). */
export const TEST_NOW = '2026-03-10T10:00:00.000Z';

/**
 * Renders a screen as the app does: inside the router (at `path`, matched against `route` so
 * the screen reads its params), a fresh query client and the shell of `brand`.
 */
export function renderInShell(
  ui: ReactElement,
  {
    brand = 'DIRECTLINE',
    path = '/',
    route = '*',
  }: { brand?: DeploymentBrand; path?: string; route?: string } = {},
) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MemoryRouter initialEntries={[path]}>
      <QueryClientProvider client={client}>
        <ShellProvider boot={{ brand, now: TEST_NOW, sessionSeconds: 870, initialised: true }}>
          <Routes>
            <Route path={route} element={ui} />
          </Routes>
        </ShellProvider>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

/** Answers every API call with `status` and `body` as JSON, as the server would. */
export function answerJson(status: number, body: unknown): typeof fetch {
  return async () =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
