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

// The console's request page as staff use it, against a stand-in for /ops-api.
afterEach(() => vi.unstubAllGlobals());

const AGENT: Staff = { id: 1, email: 'agent@example.com', name: 'Sam Agent', role: 'agent' };
const SUPERVISOR: Staff = { ...AGENT, id: 2, name: 'Pat Supervisor', role: 'supervisor' };
const PATH = '/ops-api/requests/REQ-0000000001';
/** The request's web chats, listed beside its notes: none here. */
const NO_CHATS = { [`GET ${PATH}/chats`]: { chats: [] } };

/** A request as the server's schema states it, so the page reads it as it reads the server's. */
const request = (overrides: Partial<RequestDetail> = {}): RequestDetail => ({
  reference: 'REQ-0000000001',
  form: 'con',
  brand: 'DIRECTLINE',
  product: 'MOTOR',
  status: 'new',
  outcome: null,
  createdAt: '2026-03-10T10:00:00.000Z',
  canApply: false,
  replyByEmail: false,
  policy: {
    policyNumber: '10000001',
    version: 2,
    annualMileage: 8000,
    title: 'Ms',
    firstName: 'Amelia',
    lastName: 'Hart',
    phone: '07700900123',
    email: 'amelia@example.com',
  },
  owner: null,
  promise: null,
  waitingDue: null,
  awaitingPrice: false,
  answers: [
    { heading: 'New name', rows: [{ name: 'newLastName', label: 'New last name', value: 'Stone-Hart' }] },
  ],
  change: null,
  openQuotesOnPolicy: [],
  notes: [],
  documents: [],
  quotes: [],
  referralReasons: [],
  history: [{ at: '2026-03-10T10:00:00.000Z', who: 'customer', what: 'sent the request' }],
  ...overrides,
});

function showRequest(staff: Staff) {
  render(
    <StaffContext value={staff}>
      <MemoryRouter initialEntries={['/requests/REQ-0000000001']}>
        <Routes>
          <Route path="/requests/:reference" element={<RequestRoute />} />
        </Routes>
      </MemoryRouter>
    </StaffContext>,
    { wrapper: freshQueries() },
  );
}

describe('the request page', () => {
  it('shows the request: form, status, policy, answers and history', async () => {
    fakeServer({ ...NO_CHATS, [`GET ${PATH}`]: request() });
    showRequest(AGENT);
    expect(screen.getByRole('heading', { level: 1, name: 'Request REQ-0000000001' })).toBeVisible();
    const answers = await screen.findByRole('region', { name: 'Answers' });
    // Grouped as the customer saw them: the step's heading, the question's label, the value.
    expect(within(answers).getByRole('heading', { name: 'New name' })).toBeVisible();
    expect(within(answers).getByRole('term')).toHaveTextContent('New last name');
    expect(within(answers).getByRole('definition')).toHaveTextContent('Stone-Hart');
    expect(screen.getByText('New')).toBeVisible();
    expect(screen.getByText('Direct Line')).toBeVisible();
    expect(screen.getByRole('link', { name: '10000001' })).toHaveAttribute('href', '/policies/10000001');
    expect(within(screen.getByRole('region', { name: 'History' })).getByRole('listitem')).toHaveTextContent(
      'customer: sent the request',
    );
  });

  it('marks a request done with a note, says so and shows the request again', async () => {
    const user = userEvent.setup();
    let status = 'new';
    const server = fakeServer({
      ...NO_CHATS,
      [`GET ${PATH}`]: () => ({ body: request({ status }) }),
      'GET /ops-api/csrf': { csrfToken: 'csrf' },
      [`POST ${PATH}/done`]: () => {
        status = 'done';
        return { body: { message: 'Request REQ-0000000001 is done.' } };
      },
    });
    showRequest(AGENT);
    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(within(actions).getByRole('button', { name: 'Take this request' })).toBeVisible();
    expect(within(actions).queryByRole('button', { name: 'Apply to the policy' })).toBeNull();
    await user.type(
      within(actions).getByRole('textbox', { name: 'Note of what was done' }),
      'Changed by phone',
    );
    await user.click(within(actions).getByRole('button', { name: 'Mark as done' }));
    expect(await screen.findByText('Request REQ-0000000001 is done.')).toBeVisible();
    expect(server.posted(`${PATH}/done`).map((call) => call.body)).toEqual([{ note: 'Changed by phone' }]);
    // Done requests offer no more actions.
    await eventually(() => expect(screen.queryByRole('region', { name: 'Actions' })).toBeNull());
  });

  it("shows the server's refusal and leaves the request as it was", async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      ...NO_CHATS,
      [`GET ${PATH}`]: request({ canApply: true, status: 'in_progress' }),
      'GET /ops-api/csrf': { csrfToken: 'csrf' },
      [`POST ${PATH}/apply`]: () => ({
        status: 409,
        body: { errorCode: 'CONFLICT', message: 'The policy has changed since this request.' },
      }),
    });
    showRequest(AGENT);
    await user.click(await screen.findByRole('button', { name: 'Apply to the policy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The policy has changed since this request.');
    expect(screen.getByRole('button', { name: 'Apply to the policy' })).toBeEnabled();
    expect(server.calls.filter((call) => call.method === 'GET' && call.path === PATH)).toHaveLength(1);
  });

  it('applies over an open quote only when the server has warned and the agent applies anyway', async () => {
    const user = userEvent.setup();
    let warned = false;
    const server = fakeServer({
      ...NO_CHATS,
      [`GET ${PATH}`]: request({ canApply: true, status: 'in_progress' }),
      'GET /ops-api/csrf': { csrfToken: 'csrf' },
      [`POST ${PATH}/apply`]: () => {
        if (warned) return { body: { message: 'Phone number changed.' } };
        warned = true;
        return {
          status: 409,
          body: {
            errorCode: 'OPEN_QUOTE',
            message: 'This policy has an open quote: REQ-00000000AA (PROPOSED).',
          },
        };
      },
    });
    showRequest(AGENT);
    await user.click(await screen.findByRole('button', { name: 'Apply to the policy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This policy has an open quote: REQ-00000000AA',
    );
    await user.click(screen.getByRole('button', { name: 'Apply anyway' }));
    expect(await screen.findByText('Phone number changed.')).toBeVisible();
    expect(server.posted(`${PATH}/apply`).map((call) => call.body)).toEqual([
      {},
      { confirmOpenQuotes: true },
    ]);
  });

  it('lets only a supervisor price a referral by hand', async () => {
    const routes = {
      [`GET ${PATH}`]: request({
        status: 'referred',
        awaitingPrice: true,
        referralReasons: ['New driver under 21.'],
      }),
    };
    fakeServer({ ...NO_CHATS, ...routes });
    showRequest(AGENT);
    expect(
      await screen.findByText('A supervisor prices referred quotes: hand it to one when it is ready.'),
    ).toBeVisible();
    expect(screen.getByText('Referred because: New driver under 21.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check the quote' })).toBeNull();
  });

  it('gives a supervisor the pricing form for a referral, with labelled amounts', async () => {
    fakeServer({ ...NO_CHATS, [`GET ${PATH}`]: request({ status: 'referred', awaitingPrice: true }) });
    showRequest(SUPERVISOR);
    expect(
      await screen.findByRole('textbox', { name: 'Premium change for the rest of this term (£)' }),
    ).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'New annual premium (£)' })).toBeRequired();
    expect(screen.getByRole('button', { name: 'Check the quote' })).toBeVisible();
  });

  it("ties each of a price's errors to its field and puts focus on the first", async () => {
    const user = userEvent.setup();
    fakeServer({ ...NO_CHATS, [`GET ${PATH}`]: request({ status: 'referred', awaitingPrice: true }) });
    showRequest(SUPERVISOR);
    const change = await screen.findByRole('textbox', {
      name: 'Premium change for the rest of this term (£)',
    });
    await user.type(screen.getByRole('textbox', { name: 'New annual premium (£)' }), '-900');
    await user.click(screen.getByRole('button', { name: 'Check the quote' }));
    expect(change).toHaveFocus();
    expect(change).toHaveAttribute('aria-invalid', 'true');
    expect(change).toHaveAccessibleDescription(expect.stringContaining('Enter the premium change in pounds'));
    expect(screen.getByRole('textbox', { name: 'New annual premium (£)' })).toHaveAccessibleDescription(
      expect.stringContaining('The new annual premium must be more than £0'),
    );
  });

  it('shows a supervisor the quote the customer will get before it is sent', async () => {
    const user = userEvent.setup();
    const disagrees = {
      field: 'premiumChange',
      message:
        'For a new annual premium of £700.00 (now £600.00), the change for the 183 days left of this term is £50.14. Enter £50.14, or check the new annual premium.',
    };
    const server = fakeServer({
      ...NO_CHATS,
      [`GET ${PATH}`]: request({ status: 'referred', awaitingPrice: true }),
      'GET /ops-api/csrf': { csrfToken: 'csrf' },
      [`POST ${PATH}/price/preview`]: (body: unknown) =>
        (body as { premiumChange: string }).premiumChange === '50.14'
          ? {
              body: {
                message: 'This is the quote the customer will get. Check it, then send it.',
                preview: {
                  effectiveDate: '2026-03-20',
                  premiumChangePence: 5014,
                  newAnnualPremiumPence: 70_000,
                  adminFeePence: 2500,
                  settlement: 'You will pay £75.14 by debit or credit card on the next page.',
                },
              },
            }
          : {
              status: 400,
              body: { errorCode: 'VALIDATION_ERROR', message: disagrees.message, fields: [disagrees] },
            },
      [`POST ${PATH}/price`]: { message: 'The quote is sent to the customer.' },
    });
    showRequest(SUPERVISOR);
    const change = await screen.findByRole('textbox', {
      name: 'Premium change for the rest of this term (£)',
    });
    await user.type(change, '-50');
    await user.type(screen.getByRole('textbox', { name: 'New annual premium (£)' }), '700');
    await user.click(screen.getByRole('button', { name: 'Check the quote' }));
    // The server's reason lands on the field, with the figure that agrees.
    expect(await screen.findByText(disagrees.message)).toBeVisible();
    expect(change).toHaveFocus();
    await user.clear(change);
    await user.type(change, '50.14');
    await user.click(screen.getByRole('button', { name: 'Check the quote' }));
    expect(await screen.findByRole('heading', { name: 'Check the quote before it is sent' })).toHaveFocus();
    expect(screen.getByText('You will pay £75.14 by debit or credit card on the next page.')).toBeVisible();
    expect(server.posted(`${PATH}/price`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send this quote to the customer' }));
    expect(await screen.findByText('The quote is sent to the customer.')).toBeVisible();
    expect(server.posted(`${PATH}/price`).map((call) => call.body)).toEqual([
      { premiumChange: '50.14', newAnnualPremium: '700' },
    ]);
  });
});
