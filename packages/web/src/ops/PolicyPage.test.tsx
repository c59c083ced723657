import type { PolicyActivity } from '@portal/domain/api/opsResponses';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/fakeServer.ts';
import { freshQueries } from '../testing/freshQueries.tsx';
import { PolicyPage } from './PolicyPage.tsx';

// A policy's page as staff use it: found by number, read in words, an email resent.
afterEach(() => vi.unstubAllGlobals());

const activity: PolicyActivity = {
  policy: {
    id: 1,
    policyNumber: '10000001',
    brand: 'DIRECTLINE',
    product: 'MOTOR',
    version: 3,
    annualPremiumPence: 60_000,
    annualMileage: 8000,
    paymentType: 'ANNUAL',
    title: 'Ms',
    firstName: 'Amelia',
    lastName: 'Hart',
    email: 'amelia@example.com',
    phone: '07700900123',
    interestedParty: null,
  },
  changes: [{ version: 2, form: 'cop', actor: 'agent@portal.example', at: '2026-03-10T10:00:00.000Z' }],
  quotes: [
    {
      uuid: 'q-1',
      status: 'PROPOSED',
      state: 'SUPERSEDED',
      flag: null,
      totalPremiumChange: 5000,
      amountToDebit: 7500,
      createdAt: '2026-03-10T09:00:00.000Z',
      form: 'cov',
      reference: 'REQ-0000000001',
    },
  ],
  payments: [
    {
      paymentId: 'pay_1',
      quoteUuid: 'q-1',
      amountPence: 7500,
      status: 'DECLINED',
      errorCode: '05',
      cardType: 'VISA',
      last4: '0002',
      createdAt: '2026-03-10T09:30:00.000Z',
      reference: 'REQ-0000000001',
      flag: null,
    },
  ],
  emails: [
    {
      id: 7,
      kind: 'quote',
      recipient: 'amelia@example.com',
      subject: 'Your quote',
      status: 'failed',
      createdAt: '2026-03-10T09:00:00.000Z',
      sentAt: null,
    },
  ],
};

function showPolicy(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/policies" element={<PolicyPage />} />
        <Route path="/policies/:policyNumber" element={<PolicyPage />} />
      </Routes>
    </MemoryRouter>,
    { wrapper: freshQueries() },
  );
}

describe('the policy page', () => {
  it('finds a policy by its number and says its record in words', async () => {
    const user = userEvent.setup();
    fakeServer({ 'GET /ops-api/policies/10000001': activity });
    showPolicy('/policies');
    await user.type(screen.getByRole('textbox', { name: 'Policy number' }), '10000001');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Policy 10000001' })).toBeVisible();
    // The heading comes from the address at once; the record arrives with the answer.
    expect(await screen.findByText(/^Direct Line MOTOR, version 3/)).toBeVisible();
    expect(screen.getByText(/Version 2: Update your phone number by agent@portal.example/)).toBeVisible();
    const quotes = screen.getAllByRole('table')[0]!;
    expect(within(quotes).getByText('Overtaken by a later change to the policy')).toBeVisible();
    expect(screen.getByText(/Declined by the bank \(code 05\)/)).toBeVisible();
    expect(screen.getByText('Could not be sent')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/SUPERSEDED|DECLINED|DIRECTLINE/);
  });

  it('resends an email and says so', async () => {
    const user = userEvent.setup();
    const server = fakeServer({
      'GET /ops-api/policies/10000001': activity,
      'GET /ops-api/csrf': { csrfToken: 'csrf' },
      'POST /ops-api/emails/7/resend': { message: 'The email is queued to be sent again.' },
    });
    showPolicy('/policies/10000001');
    await user.click(await screen.findByRole('button', { name: /^Resend/ }));
    expect(await screen.findByText('The email is queued to be sent again.')).toBeVisible();
    expect(server.posted('/ops-api/emails/7/resend')).toHaveLength(1);
  });
});
