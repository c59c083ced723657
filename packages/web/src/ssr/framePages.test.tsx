import { demoPolicy, demoYourDetails } from '@portal/demo-data/answers';
import { quoteSessionKey } from '@portal/domain/accept/acceptGuards';
import { loadJourney, stepAfterTriage } from '@portal/domain/forms';
import { formatPence } from '@portal/domain/money';
import { amountDueNow } from '@portal/domain/quotes/amountDue';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { act, type ReactNode, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AcceptGuard } from '../accept/AcceptGuard.tsx';
import { CardPaymentPage } from '../accept/payment/CardPaymentPage.tsx';
import { storeCardDraft } from '../accept/quoteSession.ts';
import { staticDataKey } from '../api/calls/staticData.ts';
import { AnyStepRoute } from '../app/stepRoutes/AnyStepRoute.tsx';
import { ReviewStepRoute } from '../app/stepRoutes/ReviewStepRoute.tsx';
import { storageKnownToServer } from '../lib/storageKnown.ts';
import { ShellProvider } from '../shell/ShellContext.tsx';
import { covQuoteRecord } from '../testing/quoteRecord.ts';
import { TEST_NOW } from '../testing/renderInShell.tsx';
import { replayEarlyInput, watchEarlyInput } from './earlyInput.ts';

// Review and card payment are drawn by the server as frames: the server's
// drawing reads no session storage, the browser hydrates it holding the customer's journey, and
// only then fills it in and lets the guard decide. Hydration here is React's own, as in app/render.tsx.

afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
  document.body.replaceChildren();
});

/** Where the guard sent the customer, for the pages it may send them to. */
function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

const journeyClient = async () => {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // As the drawn page brings them: the journey definition (loaded before hydrating) and {form}/data.
  client.setQueryData(['journey', 'cov'], await loadJourney('cov'));
  client.setQueryData(staticDataKey('cov'), { now: TEST_NOW, due: '2026-05-30' });
  return client;
};

/** `steps` draws question steps too (the guard's redirects otherwise show where they went). */
const app = (path: string, client: QueryClient, steps = false) => (
  <MemoryRouter initialEntries={[path]}>
    <QueryClientProvider client={client}>
      <ShellProvider boot={{ brand: 'DIRECTLINE', now: TEST_NOW, sessionSeconds: 870, initialised: true }}>
        <Routes>
          <Route path="/:form/request/review-and-confirm" element={<ReviewStepRoute />} />
          {steps && <Route path="/:form/request/:step" element={<AnyStepRoute />} />}
          <Route
            path="/:form/accept/card-payment"
            element={
              <AcceptGuard page="card-payment">
                <CardPaymentPage />
              </AcceptGuard>
            }
          />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </ShellProvider>
    </QueryClientProvider>
  </MemoryRouter>
);

/** Replays what was typed on the drawing once the page runs, as app/render.tsx's WhenRunning does. */
function WhenRunning({
  children,
  early,
}: {
  children: ReactNode;
  early: () => ReturnType<ReturnType<typeof watchEarlyInput>>;
}) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, after the first commit
  useEffect(() => replayEarlyInput(early, () => {}), []);
  return children;
}

/**
 * Draws the page as the server does (no session storage: the browser's is filled only after),
 * then lets `hold` fill the browser's session storage (and type on the drawing) and hydrates:
 * what React reports as a hydration mismatch comes back, as the page would log it. With
 * `replay` false, what was typed early is not replayed.
 */
async function drawThenHydrate(
  path: string,
  hold: (root: HTMLElement) => void,
  { steps = false, replay = true } = {},
) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(app(path, await journeyClient(), steps));
  document.body.replaceChildren(root);
  const drawn = root.textContent ?? '';
  const watching = watchEarlyInput(root);
  const early = replay
    ? watching
    : () => {
        watching();
        return [];
      };
  hold(root);
  const mismatches: unknown[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation((...args) => {
    if (/hydrat/i.test(String(args[0]))) mismatches.push(args[0]);
  });
  const client = await journeyClient();
  await act(async () => {
    hydrateRoot(root, <WhenRunning early={early}>{app(path, client, steps)}</WhenRunning>, {
      onRecoverableError: (error) => mismatches.push(error),
    });
  });
  logged.mockRestore();
  return { drawn, mismatches, root };
}

/** A change of vehicle answered to review, as demo policy 10000001's holder (Amelia Hart). */
const COV_ANSWERS = {
  coverStartDateFlag: 'LATER',
  coverStartDate: '20/03/2026',
  tempChangeFlag: 'false',
  eligibilityConfirmation: true,
  ...demoYourDetails('10000001'),
  policyNumber: '10000001',
  currentCarReg: 'XY19 ABC',
  vehicle: {
    make: 'FORD',
    model: 'FIESTA',
    yearOfManufacture: '2019',
    fuel: 'PETROL',
    transmission: 'MANUAL',
  },
  purchaseDate: '01/03/2026',
  ownerFullNameQ: 'true',
  keeperFullNameQ: 'true',
  mileageFlag: 'false',
};

describe('card payment, drawn by the server as a frame', () => {
  const quote = covQuoteRecord();
  const dto = quote.quoteDTO;
  if (!dto) throw new Error('the cov quote has its quoteDTO');
  const amount = formatPence(amountDueNow(dto));

  it('hydrates with no mismatch, then shows the amount due and the earlier attempt’s name', async () => {
    const { drawn, mismatches } = await drawThenHydrate('/cov/accept/card-payment', () => {
      sessionStorage.setItem(quoteSessionKey('cov', 'quote'), JSON.stringify(quote));
      sessionStorage.setItem(quoteSessionKey('cov', 'accepted'), 'true');
      storeCardDraft({ cardInYourName: true, holderName: 'Amelia Hart', title: 'Ms', billingAddress: {} });
    });
    expect(drawn).toContain('Your card details');
    expect(drawn).toContain('Name on the card');
    expect(drawn).not.toContain(amount);
    expect(mismatches).toEqual([]);
    expect(await screen.findByText(amount)).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name on the card' })).toHaveValue('Amelia Hart'),
    );
    expect(screen.getByRole('combobox', { name: "Cardholder's title" })).toHaveValue('Ms');
  });

  it('keeps what the customer typed on the frame before it ran over the earlier attempt’s answers', async () => {
    const { mismatches, root } = await drawThenHydrate('/cov/accept/card-payment', (drawing) => {
      sessionStorage.setItem(quoteSessionKey('cov', 'quote'), JSON.stringify(quote));
      sessionStorage.setItem(quoteSessionKey('cov', 'accepted'), 'true');
      storeCardDraft({ cardInYourName: true, holderName: 'Amelia Hart', title: 'Ms', billingAddress: {} });
      const name = drawing.querySelector<HTMLInputElement>('input[id$="holderName"]');
      if (!name) throw new Error('the frame draws the name field');
      name.value = 'Jo Typed';
      name.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(mismatches).toEqual([]);
    expect(root.querySelector('input[id$="holderName"]')).not.toBeNull();
    await screen.findByText(amount);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Name on the card' })).toHaveValue('Jo Typed'),
    );
    // Not typed over: the title comes back from the earlier attempt.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: "Cardholder's title" })).toHaveValue('Ms'),
    );
  });

  it('draws the amount when drawn with storage known (an emailed link’s items), and hydrates it', async () => {
    sessionStorage.setItem(quoteSessionKey('cov', 'quote'), JSON.stringify(quote));
    sessionStorage.setItem(quoteSessionKey('cov', 'accepted'), 'true');
    storageKnownToServer.set(() => true);
    try {
      const { drawn, mismatches } = await drawThenHydrate('/cov/accept/card-payment', () => {});
      expect(drawn).toContain(amount);
      expect(mismatches).toEqual([]);
    } finally {
      storageKnownToServer.set(() => false);
    }
  });

  it('lets the guard send a browser with no accepted quote to the error page once hydrated', async () => {
    const { drawn, mismatches } = await drawThenHydrate('/cov/accept/card-payment', () => {});
    expect(drawn).toContain('Your card details');
    expect(mismatches).toEqual([]);
    expect(await screen.findByText('Now at /cov/accept/error')).toBeVisible();
  });
});

describe('review and confirm, drawn by the server as a frame', () => {
  it('hydrates with no mismatch, then shows the stored answers', async () => {
    const { drawn, mismatches } = await drawThenHydrate('/cov/request/review-and-confirm', () =>
      sessionStorage.setItem('mta-cov-form', JSON.stringify(COV_ANSWERS)),
    );
    expect(drawn).toContain('Review and confirm');
    expect(drawn).toContain('Loading your answers…');
    expect(drawn).not.toContain('Amelia');
    expect(mismatches).toEqual([]);
    expect(await screen.findByText(demoPolicy('10000001').holder.email)).toBeVisible();
    expect(screen.queryByText('Loading your answers…')).toBeNull();
  });

  it('lets the step guard send an unfinished journey back once hydrated', async () => {
    const { mismatches } = await drawThenHydrate('/cov/request/review-and-confirm', () =>
      sessionStorage.setItem('mta-cov-form', JSON.stringify({ coverStartDateFlag: 'LATER' })),
    );
    expect(mismatches).toEqual([]);
    expect(await screen.findByText(/^Now at \/cov\/request\/(?!review)/)).toBeVisible();
  });
});

describe('a question step, drawn by the server', () => {
  it('is not redrawn as React takes it over: what was typed on the drawing stays in its box', async () => {
    // Redrawn, every box would be set back to React's empty answer until the replay, and a
    // choice whose change event read that box meanwhile would be lost (e2e/earlyAnswers.e2e.ts).
    const typed = 'Typed before the page ran';
    const { mismatches, root } = await drawThenHydrate(
      `/cov/request/${stepAfterTriage('cov')}`,
      (drawing) => {
        const box = drawing.querySelector<HTMLInputElement>('input[type="text"]');
        if (!box) throw new Error('the step draws a text box');
        box.value = typed;
      },
      { steps: true, replay: false },
    );
    expect(mismatches).toEqual([]);
    expect(root.querySelector('form')).not.toBeNull();
    expect(root.querySelector<HTMLInputElement>('input[type="text"]')?.value).toBe(typed);
  });
});
