import { API_PREFIX, apiPaths } from '@portal/domain/api/paths';
import { ERROR_CODES } from '@portal/domain/errors';
import type { QuoteRecord } from '@portal/domain/quotes/quoteDto';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionToken } from '../../api/client.ts';
import { ShellProvider } from '../../shell/ShellContext.tsx';
import { fakeServer } from '../../testing/fakeServer.ts';
import { covQuoteRecord } from '../../testing/quoteRecord.ts';
import { TEST_NOW } from '../../testing/renderInShell.tsx';
import { storeQuote } from '../quoteFlags.ts';
import { storedQuoteLoader } from '../storedQuote.ts';
import { QuotationPage } from './QuotationPage.tsx';

beforeEach(() => {
  sessionStorage.clear();
  sessionToken.store('a-session-token');
});
afterEach(() => vi.unstubAllGlobals());

/** A card-paid cov increase starting on `start`, due now at `pence`. */
const quoteRecord = (
  start: [number, number, number],
  pence: number,
  paymentType: 'LUMP_SUM_CC' | 'MONTHLY_DD' = 'LUMP_SUM_CC',
): QuoteRecord => covQuoteRecord({ start, pence, paymentType });

function showQuotation(form = 'cov', layout: 'quotation-opt' | 'payment' = 'quotation-opt') {
  const shell = (
    <ShellProvider boot={{ brand: 'DIRECTLINE', now: TEST_NOW, sessionSeconds: 870, initialised: true }}>
      <Outlet />
    </ShellProvider>
  );
  const router = createMemoryRouter(
    [
      {
        element: shell,
        children: [
          {
            path: `/:form/accept/${layout}`,
            element: <QuotationPage layout={layout} />,
            // The page's own loader: the stored quote and its subject rows.
            loader: storedQuoteLoader,
          },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [`/${form}/accept/${layout}?product=PCW`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('a quotation left open across midnight', () => {
  it("shows the quote again, starting today at today's price, instead of committing to yesterday's", async () => {
    storeQuote('cov', quoteRecord([2026, 3, 10], 4250));
    const server = fakeServer({
      [`POST ${API_PREFIX}/${apiPaths.paymentProceed}`]: () => ({
        status: 400,
        body: { errorCode: 'QUOTE_REPRICED', message: ERROR_CODES.QUOTE_REPRICED },
      }),
      [`POST ${API_PREFIX}/${apiPaths.verify('cov')}`]: quoteRecord([2026, 3, 11], 4300),
    });
    const router = showQuotation();
    const user = userEvent.setup();
    expect(await screen.findByText('10/03/2026')).toBeTruthy();
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: /Make payment/ }));

    expect((await screen.findByRole('alert')).textContent).toBe(ERROR_CODES.QUOTE_REPRICED);
    expect(router.state.location.pathname).toBe('/cov/accept/quotation-opt');
    expect(screen.getByText('11/03/2026')).toBeTruthy();
    expect(screen.queryByText('10/03/2026')).toBeNull();
    expect(server.posted(`${API_PREFIX}/${apiPaths.verify('cov')}`)).toHaveLength(1);
  });
});

describe('the confirmations on a renewal', () => {
  const renewal = (): QuoteRecord => ({
    ...quoteRecord([2026, 12, 15], 52000, 'MONTHLY_DD'),
    coverEndDate: [2027, 12, 14],
    amendedDTO: { renewalDate: '2026-12-15' },
  });

  it('speak of the renewal, not of changes to the policy', async () => {
    storeQuote('hor', renewal());
    showQuotation('hor', 'payment');
    expect(
      await screen.findByRole('checkbox', {
        name: 'I confirm there are no other changes to my circumstances since my last renewal.',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: /accept the renewal of my policy/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /no other changes to my policy are needed/ })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: /accept the changes/ })).toBeNull();
  });

  it("keep the spec's words on a change of this year's policy", async () => {
    // Adding a driver asks the three confirmations (a change of vehicle asks about its cover).
    storeQuote('aad', { ...quoteRecord([2026, 3, 10], 4250), amendedDTO: {} });
    showQuotation('aad');
    expect(
      await screen.findByRole('checkbox', {
        name: 'I confirm that no other changes to my policy are needed.',
      }),
    ).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /renewal/ })).toBeNull();
  });
});

describe('a change of address quote', () => {
  it('names its way out for what it does: leaving the quote open, neither accepted nor declined', async () => {
    storeQuote('coa', { ...quoteRecord([2026, 3, 10], 4250), amendedDTO: {} });
    const router = showQuotation('coa');
    const user = userEvent.setup();
    const exit = await screen.findByRole('button', { name: 'Exit without accepting' });
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    await user.click(exit);
    expect(router.state.location.pathname).toBe('/coa/accept/exit/quotation-opt');
  });
});
