import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { staticDataKey } from '../../api/calls/staticData.ts';
import { journeyQuery } from '../../journey/journeyQuery.ts';
import { ShellProvider } from '../../shell/ShellContext.tsx';
import { fillJourneyData } from '../../ssr/journeyData.ts';
import { answerJson, TEST_NOW } from '../../testing/renderInShell.tsx';
import { TriageStepRoute } from './TriageStepRoute.tsx';

// Triage is the first screen of every request journey. The server draws it with its journey
// start; the browser hydrates it without loading the journey definition, which is most of the
// JavaScript triage would otherwise fetch before the customer can answer.

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.replaceChildren();
});

const boot = (brand: DeploymentBrand) => ({ brand, now: TEST_NOW, sessionSeconds: 870, initialised: true });
const DATA = { now: TEST_NOW, due: '2026-05-30', dates: {}, timestamp: 0 };
const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

const app = (path: string, brand: DeploymentBrand, client: QueryClient) => (
  <MemoryRouter initialEntries={[path]}>
    <QueryClientProvider client={client}>
      <ShellProvider boot={boot(brand)}>
        <Routes>
          <Route path="/:form/request/triage" element={<TriageStepRoute />} />
        </Routes>
      </ShellProvider>
    </QueryClientProvider>
  </MemoryRouter>
);

/**
 * Draws triage as the server does (entry-server.tsx: the query client filled, then dehydrated
 * without the definition) and hydrates it as the browser does: what React reports as a mismatch
 * comes back, with the browser's query client.
 */
async function drawThenHydrate(path: string, brand: DeploymentBrand) {
  const server = newClient();
  await fillJourneyData(server, path, boot(brand), async () => DATA);
  const root = document.createElement('div');
  root.innerHTML = renderToString(app(path, brand, server));
  document.body.replaceChildren(root);
  const drawn = root.textContent ?? '';
  const state = dehydrate(server, { shouldDehydrateQuery: (query) => query.queryKey[0] !== 'journey' });
  const browser = newClient();
  hydrate(browser, JSON.parse(JSON.stringify(state)));
  const mismatches: unknown[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation((...args) => {
    if (/hydrat/i.test(String(args[0]))) mismatches.push(args[0]);
  });
  await act(async () => {
    hydrateRoot(root, app(path, brand, browser), { onRecoverableError: (error) => mismatches.push(error) });
  });
  logged.mockRestore();
  return { drawn, mismatches, root, browser };
}

describe('triage the server drew', () => {
  it('hydrates with no mismatch and without the journey definition', async () => {
    vi.stubGlobal('fetch', answerJson(200, { now: TEST_NOW }));
    const { drawn, mismatches, root, browser } = await drawThenHydrate(
      '/cov/request/triage?product=PCW',
      'DIRECTLINE',
    );
    expect(mismatches).toEqual([]);
    expect(drawn).toContain('Find your policy');
    expect(root.textContent).toBe(drawn);
    expect(browser.getQueryData(journeyQuery('cov').queryKey)).toBeUndefined();
  });

  it('shows the counter the server worked out from the journey (Green Flag)', async () => {
    vi.stubGlobal('fetch', answerJson(200, { now: TEST_NOW }));
    const { drawn, mismatches, browser } = await drawThenHydrate('/cov/request/triage', 'GREENFLAG');
    expect(mismatches).toEqual([]);
    expect(drawn).toMatch(/Step 1 of \d+/);
    expect(browser.getQueryData(journeyQuery('cov').queryKey)).toBeUndefined();
  });
});

describe('triage the browser draws', () => {
  it('reads the journey itself, for a customer back on triage with answers given', async () => {
    vi.stubGlobal('fetch', answerJson(200, { now: TEST_NOW }));
    sessionStorage.setItem('mta-cov-form', JSON.stringify({ currentVehicleReg: 'YA19KXR' }));
    const client = newClient();
    // As the opening page's prefetch leaves it (app/openingPage.ts).
    client.setQueryData(staticDataKey('cov'), DATA);
    render(app('/cov/request/triage?product=PCW', 'DIRECTLINE', client));
    expect(await screen.findByRole('heading', { level: 1, name: 'Find your policy' })).toBeVisible();
    expect(client.getQueryData(journeyQuery('cov').queryKey)).toBeDefined();
  });
});
