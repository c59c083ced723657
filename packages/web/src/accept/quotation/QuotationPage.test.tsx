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
import { TEST_NOW } from '../../testing/renderInShell.tsx';
import { storeQuote } from '../quoteSession.ts';
import { QuotationPage } from './QuotationPage.tsx';

beforeEach(() => {
  sessionStorage.clear();
  sessionToken.store('a-session-token');
});
afterEach(() => vi.unstubAllGlobals());

/** A card-paid cov increase starting on `start`, due now at `pence`. */
const quoteRecord = (start: [number, number, number], pence: number): QuoteRecord => ({
  token: 'tok_abcdefghijklmnop',
  coverStartDate: start,
  coverEndDate: [2027, 1, 31],
  policyNumber: '10000001',
  coverType: 'comprehensive',
  amendedDTO: { make: 'Ford', model: 'Focus', registration: 'AB12 CDE' },
  quoteDTO: {
    uuid: '4f1c2f7e-0000-4000-8000-000000000001',
    quote_status: 'PROPOSED',
    paymentType: 'LUMP_SUM_CC',
    premiumDeviation: true,
    premiumDeviationFlag: 'INCREASE',
    totalPremiumChange: pence,
    carPolicyPremiumChange: pence,
    linkedRescuePremiumChange: 0,
    amountToDebit: pence,
    adminFee: 2500,
    linkedRescueFlag: false,
    motorLegalProtection: false,
    guaranteedHireCar: false,
    protectedNcd: true,
    quoteSubmissionDate: [2026, 3, 10],
    policyExcesses: [{ fullName: 'Jane Smith', voluntary: 25000, compulsory: 10000, total: 35000 }],
  },
});

function showQuotation() {
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
            path: '/:form/accept/quotation-opt',
            element: <QuotationPage layout="quotation-opt" />,
            loader: () => null,
          },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: ['/cov/accept/quotation-opt?product=PCW'] },
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
