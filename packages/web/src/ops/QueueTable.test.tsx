import type { QueueView } from '@portal/domain/api/opsResponses';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { flushSync } from 'react-dom';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../testing/eventually.ts';
import { fakeServer } from '../testing/fakeServer.ts';
import { freshQueries } from '../testing/freshQueries.tsx';
import { QueuePage } from './QueuePage.tsx';

// The dense queue: names rather than codes, ages in words, columns that sort, keys between rows.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const row = (reference: string, overrides: Partial<QueueView['requests'][number]> = {}) => ({
  reference,
  form: 'com',
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
  promise: { hours: 24, dueAt: '2026-03-11T10:00:00.000Z', overdue: false },
  waitingDue: null,
  awaitingPrice: false,
  ...overrides,
});
const answer = (...rows: QueueView['requests']): QueueView => ({
  requests: rows,
  page: 1,
  pageSize: 50,
  total: rows.length,
});

function showQueue(path = '/') {
  const router = createMemoryRouter([{ path: '/', element: <QueuePage /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} flushSync={(draw) => void flushSync(draw)} />, {
    wrapper: freshQueries(),
  });
  return router;
}

describe('the dense queue', () => {
  it('names forms, brands and states in words, with each request’s age and promise', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T12:10:00.000Z'));
    fakeServer({
      'GET /ops-api/queue?': answer(
        row('REQ-00000000A1', {
          promise: { hours: 24, dueAt: '2026-03-11T10:00:00.000Z', overdue: true },
          quoteStatus: 'PAYMENT_PROCEED_FAILED',
        }),
        row('REQ-00000000B2', {
          brand: 'GREENFLAG',
          status: 'waiting',
          createdAt: '2026-03-15T10:00:00.000Z',
          owner: { id: 1, name: 'Alex Agent' },
          waitingDue: { dueAt: '2026-03-16T23:59:59.999Z', overdue: false },
        }),
      ),
    });
    showQueue();
    const table = await screen.findByRole('table');
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Change of mileage');
    expect(first).not.toHaveTextContent('(com)');
    expect(first).toHaveTextContent('Direct Line');
    expect(first).toHaveTextContent('waiting 5 days 2 h');
    expect(first).toHaveTextContent('Overdue:');
    expect(first).toHaveTextContent('Payment failed, the customer can try again');
    expect(second).toHaveTextContent('Green Flag');
    expect(second).toHaveTextContent('waiting 2 h 10 min');
    expect(second).toHaveTextContent('Waiting for the customer, answer due 23:59, 16 Mar');
    expect(table.textContent).not.toMatch(/DIRECTLINE|GREENFLAG|PAYMENT_/);
  });

  it('sorts by a column when its header is pressed, and the other way when pressed again', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'GET /ops-api/queue?': answer(row('REQ-00000000A1')),
      'GET /ops-api/queue?sort=form&dir=asc': answer(row('REQ-00000000A1')),
      'GET /ops-api/queue?sort=form&dir=desc': answer(row('REQ-00000000A1')),
    });
    showQueue();
    const received = await screen.findByRole('columnheader', { name: /Received/ });
    expect(received).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: /^Form/ }));
    await eventually(() =>
      expect(screen.getByRole('columnheader', { name: /Form/ })).toHaveAttribute('aria-sort', 'ascending'),
    );
    expect(screen.getByRole('columnheader', { name: /Received/ })).not.toHaveAttribute('aria-sort');
    await user.click(screen.getByRole('button', { name: /^Form/ }));
    await eventually(() =>
      expect(screen.getByRole('columnheader', { name: /Form/ })).toHaveAttribute('aria-sort', 'descending'),
    );
    expect(server.calls.map((call) => call.path)).toEqual([
      '/ops-api/queue?',
      '/ops-api/queue?sort=form&dir=asc',
      '/ops-api/queue?sort=form&dir=desc',
    ]);
  });

  it('moves between rows with the arrow keys, Home and End', async () => {
    const user = userEvent.setup();
    fakeServer({
      'GET /ops-api/queue?': answer(row('REQ-00000000A1'), row('REQ-00000000B2'), row('REQ-00000000C3')),
    });
    showQueue();
    const first = await screen.findByRole('link', { name: 'REQ-00000000A1' });
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'REQ-00000000B2' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'REQ-00000000C3' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'REQ-00000000C3' })).toHaveFocus();
    await user.keyboard('k');
    expect(screen.getByRole('link', { name: 'REQ-00000000B2' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
  });

  it('keeps a column’s order when the filter changes', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'GET /ops-api/queue?sort=due&dir=asc': answer(row('REQ-00000000A1')),
      'GET /ops-api/queue?brand=GREENFLAG&sort=due&dir=asc': answer(row('REQ-00000000A1')),
    });
    showQueue('/?sort=due&dir=asc');
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Brand'), 'Green Flag');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await eventually(() =>
      expect(server.calls.at(-1)?.path).toBe('/ops-api/queue?brand=GREENFLAG&sort=due&dir=asc'),
    );
  });
});
