import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshQueries } from '../testing/freshQueries.tsx';
import { opsRoutes } from './opsRouter.tsx';

// The console's frame on a page the server drew signed out: it asks the API whether a session from
// before still counts, and that answer may come back after the staff member has signed in.
afterEach(() => vi.unstubAllGlobals());

const STAFF = { id: 1, email: 'agent@portal.example', name: 'Alex Agent', role: 'agent' as const };

/** The chat socket never opens here: the frame's sign-in is what is under test. */
class QuietSocket {
  onopen = null;
  onclose = null;
  onmessage = null;
  send() {}
  close() {}
}

describe('the console frame', () => {
  it('keeps a sign-in made while the API was still saying nobody was signed in', async () => {
    let answerMe: (response: Response) => void = () => {};
    const answers: Record<string, unknown> = {
      '/ops-api/csrf': { csrfToken: 'csrf' },
      '/ops-api/sign-in': { staff: STAFF, csrfToken: 'session-csrf' },
      '/ops-api/queue': { requests: [], page: 1, pageSize: 25, total: 0 },
    };
    vi.stubGlobal('WebSocket', QuietSocket);
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const path = String(input).split('?')[0] ?? '';
      if (path === '/ops-api/me') return new Promise<Response>((resolve) => (answerMe = resolve));
      return Response.json(answers[path] ?? { message: 'Not found' }, {
        status: path in answers ? 200 : 404,
      });
    });
    const user = userEvent.setup();
    render(<RouterProvider router={createMemoryRouter(opsRoutes(null))} />, { wrapper: freshQueries() });

    await user.type(screen.getByLabelText('Email address'), STAFF.email);
    await user.type(screen.getByLabelText('Password'), 'agent-demo-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(/Signed in as Alex Agent/)).toBeVisible();

    // The question sent before the sign-in now answers "nobody", as the API does: 401.
    answerMe(Response.json({ errorCode: 'UNAUTHORISED', message: 'Sign in first.' }, { status: 401 }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByText(/Signed in as Alex Agent/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
