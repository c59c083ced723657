import type { AuditPageView } from '@portal/domain/api/opsResponses';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/fakeServer.ts';
import { freshQueries } from '../testing/freshQueries.tsx';
import { AuditPage } from './AuditPage.tsx';

// The audit log as a supervisor reads it, a page at a time.
afterEach(() => vi.unstubAllGlobals());

const entry = (id: number, action: string) => ({
  id,
  staffId: 1,
  staffEmail: 'agent@portal.example',
  action,
  subject: 'REQ-0000000001',
  detail: { note: `note ${id}` },
  at: '2026-03-10T10:00:00.000Z',
});
const page = (number: number, ...entries: AuditPageView['entries']): AuditPageView => ({
  entries,
  total: 51,
  page: number,
  pageSize: 50,
});

describe('the audit log', () => {
  it('names who did what to which request, and pages on', async () => {
    const user = userEvent.setup();
    fakeServer({
      'GET /ops-api/audit?page=1': page(1, entry(2, 'Taken')),
      'GET /ops-api/audit?page=2': page(2, entry(1, 'Applied to the policy')),
    });
    render(
      <MemoryRouter initialEntries={['/audit']}>
        <Routes>
          <Route path="/audit" element={<AuditPage />} />
        </Routes>
      </MemoryRouter>,
      { wrapper: freshQueries() },
    );
    const table = await screen.findByRole('table');
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('agent@portal.example');
    expect(first).toHaveTextContent('Taken');
    expect(first).toHaveTextContent('note 2');
    expect(screen.getByText('Page 1 of 2, 51 entries')).toBeVisible();
    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await screen.findByText('Applied to the policy')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeVisible();
  });
});
