import type { RequestDetail } from '@portal/domain/api/opsResponses';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../testing/eventually.ts';
import { fakeServer } from '../testing/fakeServer.ts';
import { freshQueries } from '../testing/freshQueries.tsx';
import type { Staff } from './opsApi.ts';
import { RequestRoute } from './RequestPage.tsx';
import { StaffContext } from './useStaff.ts';

// A request's page says its states in words, its age beside its clock times, and lets a
// referral be taken, parked and handed over like any other request.
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const AGENT: Staff = { id: 1, email: 'agent@example.com', name: 'Sam Agent', role: 'agent' };
const PATH = '/ops-api/requests/REQ-0000000002';

const request = (overrides: Partial<RequestDetail> = {}): RequestDetail => ({
  reference: 'REQ-0000000002',
  form: 'aad',
  brand: 'PRIVILEGE',
  product: 'MOTOR',
  status: 'referred',
  outcome: null,
  createdAt: '2026-03-10T10:00:00.000Z',
  canApply: false,
  replyByEmail: false,
  policy: null,
  owner: null,
  promise: { hours: 3, dueAt: '2026-03-10T13:00:00.000Z', overdue: false },
  waitingDue: null,
  awaitingPrice: true,
  answers: [],
  change: null,
  openQuotesOnPolicy: [],
  notes: [],
  documents: [],
  quotes: [],
  referralReasons: [],
  history: [],
  ...overrides,
});

function showRequest() {
  render(
    <StaffContext value={AGENT}>
      <MemoryRouter initialEntries={['/requests/REQ-0000000002']}>
        <Routes>
          <Route path="/requests/:reference" element={<RequestRoute />} />
        </Routes>
      </MemoryRouter>
    </StaffContext>,
    { wrapper: freshQueries() },
  );
}

describe('a request page in words', () => {
  it('says how long the request has waited beside when it came in', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-10T12:10:00.000Z'));
    fakeServer({ [`GET ${PATH}`]: request() });
    showRequest();
    expect(await screen.findByText(/10 Mar 2026, 10:00, waiting 2 h 10 min/)).toBeVisible();
    expect(screen.getByText('Referred to a supervisor')).toBeVisible();
  });

  it('says a paid quote and its history as a person would, never by machine names', async () => {
    fakeServer({
      [`GET ${PATH}`]: request({
        status: 'done',
        outcome: 'quoted',
        awaitingPrice: false,
        quotes: [
          {
            uuid: 'q-1',
            status: 'PAYMENT_CONFIRMED',
            state: 'PAYMENT_CONFIRMED',
            flag: null,
            totalPremiumChange: 5000,
            amountToDebit: 7500,
            createdAt: '2026-03-10T11:00:00.000Z',
          },
        ],
        history: [{ at: '2026-03-10T11:05:00.000Z', who: 'portal', what: 'Customer went on to pay' }],
      }),
    });
    showRequest();
    expect(await screen.findByText(/^Paid:/)).toBeVisible();
    expect(screen.getByText('Done (quote sent)')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/PAYMENT_|proceedToPayment|[a-z]_[a-z]/);
  });

  it('lets an agent take a referral, and park it until the customer answers, due by a day', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      [`GET ${PATH}`]: request(),
      'GET /ops-api/csrf': { csrfToken: 'csrf' },
      'GET /ops-api/staff': { staff: [{ id: 2, name: 'Pat Supervisor', role: 'supervisor' }] },
      [`POST ${PATH}/take`]: { message: 'You are working on this request.' },
      [`POST ${PATH}/assign`]: { message: 'Pat Supervisor is now working on this request.' },
      [`POST ${PATH}/waiting`]: (body: unknown) =>
        (body as { dueOn: string }).dueOn < '2026-03-10'
          ? {
              status: 400,
              body: {
                errorCode: 'VALIDATION_ERROR',
                message: 'The answer cannot be due before today',
                fields: [{ field: 'dueOn', message: 'The answer cannot be due before today' }],
              },
            }
          : { body: { message: 'The request is waiting for the customer.' } },
    });
    showRequest();
    const actions = await screen.findByRole('region', { name: 'Actions' });
    await user.click(within(actions).getByRole('button', { name: 'Take this request' }));
    expect(await screen.findByText('You are working on this request.')).toBeVisible();

    const park = within(actions).getByRole('button', { name: 'Park until the customer answers' });
    await user.click(park);
    const note = within(actions).getByRole('textbox', { name: 'What you asked the customer' });
    expect(note).toHaveFocus();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(expect.stringContaining('Say what you asked the customer'));

    await user.type(note, 'Asked for the licence');
    const due = within(actions).getByLabelText('Answer due by');
    await user.type(due, '2026-03-01');
    await user.click(park);
    // The server's refusal lands on the date, which takes the focus.
    await eventually(() => expect(due).toHaveFocus());
    expect(due).toHaveAccessibleDescription(expect.stringContaining('The answer cannot be due before today'));
    await user.clear(due);
    await user.type(due, '2026-03-12');
    await user.click(park);
    expect(await screen.findByText('The request is waiting for the customer.')).toBeVisible();
    expect(server.posted(`${PATH}/waiting`).at(-1)?.body).toEqual({
      note: 'Asked for the licence',
      dueOn: '2026-03-12',
    });

    await user.selectOptions(within(actions).getByLabelText('Hand to'), 'Pat Supervisor (supervisor)');
    await user.click(within(actions).getByRole('button', { name: 'Hand over' }));
    expect(await screen.findByText('Pat Supervisor is now working on this request.')).toBeVisible();
    expect(server.posted(`${PATH}/assign`).map((call) => call.body)).toEqual([{ staffId: '2' }]);
  });

  it('shows when a waited-for answer is due, and says when it is overdue', async () => {
    fakeServer({
      [`GET ${PATH}`]: request({
        status: 'waiting',
        awaitingPrice: false,
        form: 'cop',
        waitingDue: { dueAt: '2026-03-12T23:59:59.999Z', overdue: true },
      }),
    });
    showRequest();
    expect(await screen.findByText('Answer due by')).toBeVisible();
    expect(screen.getByText(/Overdue\. 12 Mar 2026/)).toBeVisible();
    expect(screen.getByText('Waiting for the customer')).toBeVisible();
  });
});
