import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInShell } from '../testing/renderInShell.tsx';
import { InvalidTokenPage } from './InvalidTokenPage.tsx';

const ROUTE = '/:form/accept/invalid-token';

describe('the expired link page', () => {
  it('tells a home lapse customer their renewal offer expired and to call, never about a quote', () => {
    const { container } = renderInShell(<InvalidTokenPage />, {
      path: '/lapse/accept/invalid-token?product=HOME',
      route: ROUTE,
    });
    expect(screen.getByRole('heading', { name: 'This renewal offer has expired' })).toBeTruthy();
    expect(container.textContent).not.toMatch(/quote|new request/i);
    expect(screen.getByRole('link', { name: /^0\d/ }).getAttribute('href')).toMatch(/^tel:0\d+$/);
    expect(screen.queryByRole('link', { name: 'My Account' })).toBeNull();
  });

  it('sends the customer of an expired quote to start again from My Account', () => {
    renderInShell(<InvalidTokenPage />, { path: '/cov/accept/invalid-token?product=PCW', route: ROUTE });
    expect(screen.getByRole('heading', { name: 'This link has expired' })).toBeTruthy();
    expect(
      screen.getByText('The link to this quote has expired. Please re-submit your request'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My Account' })).toBeTruthy();
  });
});
