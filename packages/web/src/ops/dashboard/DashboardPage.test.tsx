import type { DashboardView } from '@portal/domain/api/opsDashboard';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { fakeServer } from '../../testing/fakeServer.ts';
import { freshQueries } from '../../testing/freshQueries.tsx';
import { DashboardPage } from './DashboardPage.tsx';

// The supervisor's dashboard: each chart's numbers in a table, and figures that refresh.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const view = (waitingNow: number): DashboardView => ({
  asOf: '2026-03-10T15:00:00.000Z',
  requestsByAge: [
    { form: 'cop', brand: 'DIRECTLINE', overdue: 2, dueSoon: 0, onTime: 1, oldestMinutes: 7200 },
    { form: 'aad', brand: 'GREENFLAG', overdue: 0, dueSoon: 1, onTime: 0, oldestMinutes: 150 },
  ],
  chats: {
    waitingNow,
    longestWaitingMinutes: waitingNow ? 12 : null,
    byHour: [{ hour: '09:00', started: 3, averageWaitMinutes: 4, longestWaitMinutes: 9 }],
  },
  payments: [{ day: '2026-03-10', taken: 5, declined: 2, abandoned: 1 }],
  funnels: [{ form: 'cov', brand: 'DIRECTLINE', sent: 10, quoted: 9, accepted: 6, paid: 4 }],
});

function showDashboard() {
  render(
    <MemoryRouter>
      <DashboardPage />
    </MemoryRouter>,
    { wrapper: freshQueries() },
  );
}

describe('the supervisor’s dashboard', () => {
  it('gives every chart its numbers as a table, overdue first, in names not codes', async () => {
    fakeServer({ 'GET /ops-api/dashboard': view(2) });
    showDashboard();
    const ages = await screen.findByRole('table', { name: 'Open requests by form and brand, overdue first' });
    const [, first, second] = within(ages).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('Update your phone number');
    expect(first).toHaveTextContent('Direct Line');
    expect(first).toHaveTextContent('5 days');
    expect(second).toHaveTextContent('Green Flag');
    const chats = screen.getByRole('region', { name: 'Web chats' });
    expect(within(chats).getByText('waiting now')).toBeVisible();
    expect(within(chats).getByRole('table')).toHaveTextContent('09:0034 min9 min');
    const payments = screen.getByRole('table', { name: 'Card payments by day' });
    expect(within(payments).getAllByRole('row')[1]).toHaveTextContent('10 Mar521');
    const journeys = screen.getByRole('table', { name: 'Each journey from request sent to quote paid' });
    expect(within(journeys).getAllByRole('row')[1]).toHaveTextContent('Change your vehicleDirect Line10964');
    // The pictures are for the eye only: nothing in them takes focus or speaks twice.
    for (const chart of document.querySelectorAll('svg'))
      expect(chart.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('asks for fresh figures while it is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let waiting = 0;
    fakeServer({ 'GET /ops-api/dashboard': () => ({ body: view(waiting) }) });
    showDashboard();
    const chats = await screen.findByRole('region', { name: 'Web chats' });
    expect(within(chats).getByRole('listitem')).toHaveTextContent('0 waiting now');
    waiting = 3;
    await vi.advanceTimersByTimeAsync(30_000);
    await eventually(() =>
      expect(within(chats).getAllByRole('listitem')[0]).toHaveTextContent('3 waiting now'),
    );
  });
});
