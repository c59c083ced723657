import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freshQueries } from '../../testing/freshQueries.tsx';
import { ChatsAboutRequest } from './ChatsAboutRequest.tsx';

afterEach(() => vi.unstubAllGlobals());

describe("a request's chats", () => {
  it('links each chat to the workspace, saying why it is linked', async () => {
    vi.stubGlobal('fetch', async (url: string) => {
      expect(url).toBe('/ops-api/requests/REQ-00000000AB/chats');
      return new Response(
        JSON.stringify({
          chats: [
            {
              id: 7,
              customerName: 'Arthur Price',
              status: 'resolved',
              startedAt: '2026-03-10T12:00:00.000Z',
              link: 'left-message',
            },
          ],
        }),
      );
    });
    render(
      <MemoryRouter>
        <ChatsAboutRequest reference="REQ-00000000AB" />
      </MemoryRouter>,
      { wrapper: freshQueries() },
    );
    const link = await screen.findByRole('link', { name: 'Chat 7 with Arthur Price' });
    expect(link).toHaveAttribute('href', '/chats?chat=7');
    expect(link.closest('li')).toHaveTextContent('this message was left from it');
  });
});
