import { FORM_CODES, type FormCode } from '@portal/domain/formCodes';
import { hasJourney, loadJourney, waitsForStaff } from '@portal/domain/forms';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionFlag } from '../lib/answersStore.ts';
import { answerJson, renderInShell, TEST_NOW } from '../testing/renderInShell.tsx';
import { SuccessPage } from './SuccessPage.tsx';

beforeEach(() => {
  sessionStorage.clear();
  vi.stubGlobal('fetch', answerJson(200, {}));
});
afterEach(() => vi.unstubAllGlobals());

async function showSuccess(form: FormCode) {
  const journey = await loadJourney(form);
  sessionFlag.set(form, 'success');
  const ctx = { form, brand: 'DIRECTLINE' as const, product: 'PCW' as const, now: TEST_NOW, answers: {} };
  return renderInShell(<SuccessPage form={form} journey={journey} answers={{}} ctx={ctx} />, {
    path: `/${form}/request/success?product=PCW`,
  });
}

const processingPanel = () => screen.queryByRole('region', { name: 'When we process requests' });

describe('the request success page', () => {
  it('shows when we process requests only where the request waits for our staff', async () => {
    const built = FORM_CODES.filter(hasJourney);
    expect(built.some(waitsForStaff)).toBe(true);
    expect(built.some((form) => !waitsForStaff(form))).toBe(true);
    for (const form of built) {
      const { unmount } = await showSuccess(form);
      expect({ form, panel: processingPanel() !== null }).toEqual({ form, panel: waitsForStaff(form) });
      unmount();
    }
  });

  it('keeps the processing hours off a quote, which is emailed at once whatever the hour', async () => {
    await showSuccess('cov');
    expect(screen.getByText('Quote emailed')).toBeTruthy();
    expect(processingPanel()).toBeNull();
    expect(screen.queryByText(/not processing requests/)).toBeNull();
  });

  it('tells a document upload what happens next, with no quote in sight', async () => {
    const { container } = await showSuccess('docupl');
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeTruthy();
    expect(
      screen.getByText("We'll look at your documents and email you if anything about your policy changes."),
    ).toBeTruthy();
    expect(
      screen.getByText("If we need anything else from you, we'll be in touch by email or phone."),
    ).toBeTruthy();
    expect(container.textContent).not.toMatch(/quote|payment/i);
  });
});
