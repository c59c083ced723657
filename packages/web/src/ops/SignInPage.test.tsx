import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../testing/eventually.ts';
import { fakeServer } from '../testing/fakeServer.ts';
import { SignInPage } from './SignInPage.tsx';

// Staff sign in by the labels they see; a refusal is announced.
afterEach(() => vi.unstubAllGlobals());

const STAFF = { id: 1, email: 'agent@portal.example', name: 'Alex Agent', role: 'agent' as const };

describe('signing in to the console', () => {
  it('signs in with email and password and hands over who signed in', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    const server = fakeServer({
      'GET /ops-api/csrf': { csrfToken: 'csrf' },
      'POST /ops-api/sign-in': { staff: STAFF, csrfToken: 'session-csrf' },
    });
    render(<SignInPage onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('Email address'), STAFF.email);
    await user.type(screen.getByLabelText('Password'), 'agent-demo-password');
    await user.keyboard('{Enter}');
    await eventually(() => expect(onSignedIn).toHaveBeenCalledWith(STAFF));
    expect(server.posted('/ops-api/sign-in').map((call) => call.body)).toEqual([
      { email: STAFF.email, password: 'agent-demo-password' },
    ]);
  });

  it('announces a refusal and stays on the form', async () => {
    const user = userEvent.setup();
    const onSignedIn = vi.fn();
    fakeServer({
      'GET /ops-api/csrf': { csrfToken: 'csrf' },
      'POST /ops-api/sign-in': () => ({
        status: 401,
        body: { errorCode: 'UNAUTHORISED', message: 'The email or password is not right.' },
      }),
    });
    render(<SignInPage onSignedIn={onSignedIn} />);
    await user.type(screen.getByLabelText('Email address'), STAFF.email);
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The email or password is not right.');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
