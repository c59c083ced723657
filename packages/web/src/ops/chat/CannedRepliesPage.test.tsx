import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventually } from '../../testing/eventually.ts';
import { freshQueries } from '../../testing/freshQueries.tsx';
import { CannedRepliesPage } from './CannedRepliesPage.tsx';

/** The console API as the page calls it: the replies kept here, and every POST recorded. */
let replies: { id: number; shortcut: string; text: string }[];
let posted: { url: string; body: unknown }[];

// The answers' schemas load with the first answer (opsApi.ts): loaded here first, so no test waits
// on the module's first transform, which took over a second on a fresh checkout.
beforeAll(() => import('@portal/domain/api/opsResponses'));

beforeEach(() => {
  replies = [{ id: 1, shortcut: 'greeting', text: 'Hello, how can I help?' }];
  posted = [];
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    const path = String(url);
    if (path.endsWith('/csrf')) return new Response(JSON.stringify({ csrfToken: 't' }));
    if (init?.method === 'POST' && path.endsWith('/delete')) {
      posted.push({ url: path, body: undefined });
      const [gone] = replies;
      replies = replies.slice(1);
      return new Response(JSON.stringify({ reply: gone }));
    }
    if (init?.method === 'POST') {
      const body = JSON.parse(String(init.body)) as { shortcut: string; text: string };
      posted.push({ url: path, body });
      if (body.shortcut === 'greeting' && path.endsWith('/canned-replies'))
        return new Response(
          JSON.stringify({
            errorCode: 'SHORTCUT_TAKEN',
            message: 'Another reply has that shortcut. Choose another.',
          }),
          { status: 409 },
        );
      const saved = { id: 2, ...body };
      replies = [...replies.filter((r) => r.id !== 2), saved];
      return new Response(JSON.stringify({ reply: saved }));
    }
    return new Response(JSON.stringify({ replies }));
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <MemoryRouter>
      <CannedRepliesPage />
    </MemoryRouter>,
    { wrapper: freshQueries() },
  );

describe('the canned replies page', () => {
  it('adds a reply and lists it by its shortcut', async () => {
    const user = userEvent.setup();
    renderPage();
    await screen.findByText('/greeting');
    await user.type(screen.getByLabelText('Shortcut'), 'Hours');
    await user.type(screen.getByLabelText('Reply text'), 'We are open 8am to 8pm.');
    await user.click(screen.getByRole('button', { name: 'Add reply' }));
    await eventually(() =>
      expect(posted).toContainEqual({
        url: '/ops-api/canned-replies',
        body: { shortcut: 'hours', text: 'We are open 8am to 8pm.' },
      }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Added /hours.');
    expect(await screen.findByText('/hours')).toBeVisible();
    // The form is empty again, ready for the next.
    expect(screen.getByLabelText('Shortcut')).toHaveValue('');
  });

  it('ties each error to its field and puts focus on the first', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Shortcut'), 'two words');
    await user.click(screen.getByRole('button', { name: 'Add reply' }));
    const shortcut = screen.getByLabelText('Shortcut');
    expect(shortcut).toHaveFocus();
    expect(shortcut).toHaveAttribute('aria-invalid', 'true');
    expect(shortcut).toHaveAccessibleDescription(expect.stringContaining('Use 1 to 30 letters'));
    expect(screen.getByLabelText('Reply text')).toHaveAccessibleDescription(
      expect.stringContaining('Enter the reply.'),
    );
    expect(posted).toEqual([]);
  });

  it('says so beside the shortcut when another reply has it', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.type(screen.getByLabelText('Shortcut'), 'greeting');
    await user.type(screen.getByLabelText('Reply text'), 'Hi!');
    await user.click(screen.getByRole('button', { name: 'Add reply' }));
    const shortcut = screen.getByLabelText('Shortcut');
    await eventually(() =>
      expect(shortcut).toHaveAccessibleDescription(expect.stringContaining('Choose another')),
    );
    expect(shortcut).toHaveFocus();
  });

  it('changes a reply in place', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Change /greeting' }));
    const form = screen.getByRole('form', { name: 'Change /greeting' });
    await user.clear(within(form).getByLabelText('Reply text'));
    await user.type(within(form).getByLabelText('Reply text'), 'Hello there.');
    await user.click(within(form).getByRole('button', { name: 'Save the change' }));
    expect(posted).toContainEqual({
      url: '/ops-api/canned-replies/1',
      body: { shortcut: 'greeting', text: 'Hello there.' },
    });
  });

  it('asks before removing a reply, and keeps it when told to', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Remove /greeting' }));
    expect(screen.getByText('Remove /greeting? No agent will be able to use it.')).toHaveFocus();
    expect(posted).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep /greeting' }));
    expect(screen.getByRole('button', { name: 'Remove /greeting' })).toHaveFocus();
    expect(posted).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Remove /greeting' }));
    await user.click(screen.getByRole('button', { name: 'Yes, remove /greeting' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Removed /greeting.');
    expect(posted).toEqual([{ url: expect.stringMatching(/\/canned-replies\/1\/delete$/), body: undefined }]);
    await eventually(() => expect(screen.queryByText('/greeting')).toBeNull());
  });
});
