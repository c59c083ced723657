import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerJson, renderInShell, TEST_NOW } from '../testing/renderInShell.tsx';
import { JourneyStepRoute } from './JourneyStepRoute.tsx';

// Every form offered today has its journey; a form registered before its journey is built
// (as home lapse once was) must still say so plainly. Here lapse plays that form.
vi.mock('@portal/domain/forms', async (load) => {
  const forms = await load<typeof import('@portal/domain/forms')>();
  return { ...forms, hasJourney: (form: string) => form !== 'lapse' && forms.hasJourney(form as 'cov') };
});

beforeEach(() => vi.stubGlobal('fetch', answerJson(200, { now: TEST_NOW })));
afterEach(() => vi.unstubAllGlobals());

const Triage = () => <h1>Triage</h1>;

describe('a journey the brand offers that is not online yet', () => {
  it('says so plainly on every step after triage, with the phone number', async () => {
    renderInShell(<JourneyStepRoute views={{ triage: Triage }} />, {
      brand: 'NATIONWIDE',
      path: '/lapse/request/eligibility?product=HOME',
      route: '/:form/request/:step',
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/is not available online yet$/);
    expect(
      screen.getByText("You can't make this change online yet, but we can do it for you."),
    ).toBeVisible();
    const [phone] = await screen.findAllByRole('link', { name: /^0\d/ });
    expect(phone).toHaveAttribute('href', expect.stringMatching(/^tel:0\d+$/));
    expect(screen.getByRole('heading', { name: 'Chat with us' })).toBeVisible();
  });

  it('still shows its triage, which may send the customer elsewhere', () => {
    renderInShell(<JourneyStepRoute views={{ triage: Triage }} step="triage" />, {
      brand: 'NATIONWIDE',
      path: '/lapse/request/triage?product=HOME',
      route: '/:form/request/:step',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Triage' })).toBeVisible();
  });
});
