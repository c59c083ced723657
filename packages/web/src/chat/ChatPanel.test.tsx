import { contactLine } from '@portal/domain/brands/contactLines';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../testing/fakeServer.ts';
import { renderInShell } from '../testing/renderInShell.tsx';
import { ChatPanel } from './ChatPanel.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('starting a web chat', () => {
  it('gives the line to call, with its number, when the chat cannot start', async () => {
    fakeServer({ 'POST /chat-api/conversations': () => ({ status: 503, body: {} }) });
    renderInShell(<ChatPanel topic="exclusive-error" resumed={null} />);
    await userEvent.type(screen.getByLabelText('Your name'), 'Sam');
    await userEvent.click(screen.getByRole('button', { name: 'Start chat' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Web chat could not start. Please call us instead.',
    );
    const line = contactLine('DIRECTLINE', 'amendments');
    expect(screen.getByRole('link', { name: line.number }).getAttribute('href')).toBe(
      `tel:${line.number.replaceAll(' ', '')}`,
    );
  });
});
