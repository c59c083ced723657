import type { QueueView } from '@portal/domain/api/opsResponses';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../testing/eventually.ts';
import { freshQueries } from '../testing/freshQueries.tsx';
import { QueuePage } from './QueuePage.tsx';

// The queue as staff filter it, against a stand-in for GET /ops-api/queue whose answers the test releases.
afterEach(() => vi.unstubAllGlobals());

const row = (reference: string): QueueView['requests'][number] => ({
  reference,
  form: 'cop',
  brand: 'DIRECTLINE',
  product: 'MOTOR',
  policyNumber: '10000001',
  customer: 'Amelia Hart',
  preview: null,
  status: 'new',
  outcome: null,
  quoteStatus: null,
  createdAt: '2026-03-10T10:00:00.000Z',
  owner: null,
  promise: null,
  waitingDue: null,
  awaitingPrice: false,
});
const answer = (...references: string[]): QueueView => ({
  requests: references.map(row),
  page: 1,
  pageSize: 25,
  total: references.length,
});

/** Each queue call waits until the test answers it, so the moment between filter and answer can be seen. */
function heldQueue() {
  const pending = new Map<string, (body: QueueView) => void>();
  vi.stubGlobal(
    'fetch',
    vi.fn(
      (input: RequestInfo | URL) =>
        new Promise<Response>((resolve) => {
          pending.set(String(input), (body) => resolve(Response.json(body)));
        }),
    ),
  );
  return {
    answer: (path: string, body: QueueView) => {
      const release = pending.get(path);
      if (!release) throw new Error(`nobody asked for ${path}; asked: ${[...pending.keys()].join(', ')}`);
      release(body);
    },
  };
}

describe('the request queue', () => {
  it('marks the last filter’s rows busy until the new filter’s answer replaces them', async () => {
    const user = userEvent.setup();
    const queue = heldQueue();
    render(
      <RouterProvider
        router={createMemoryRouter([{ path: '/', element: <QueuePage /> }])}
        flushSync={(draw) => void flushSync(draw)}
      />,
      { wrapper: freshQueries() },
    );
    queue.answer('/ops-api/queue?', answer('REQ-00000000A1', 'REQ-00000000B2'));
    const table = await screen.findByRole('table');
    expect(table).toHaveAttribute('aria-busy', 'false');

    await user.type(screen.getByLabelText('Search'), 'REQ-00000000B2');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    // Still the old rows, and said to be so: a click on one now may not be what the filter finds.
    expect(within(table).getByRole('link', { name: 'REQ-00000000A1' })).toBeVisible();
    expect(table).toHaveAttribute('aria-busy', 'true');

    queue.answer('/ops-api/queue?q=REQ-00000000B2', answer('REQ-00000000B2'));
    await eventually(() => expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.queryByRole('link', { name: 'REQ-00000000A1' })).toBeNull();
    expect(screen.getByRole('link', { name: 'REQ-00000000B2' })).toBeVisible();
  });
});
