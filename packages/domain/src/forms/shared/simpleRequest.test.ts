import { describe, expect, it } from 'vitest';
import { FORM_CODES } from '../../formCodes.ts';
import { formCard, hasJourney, loadJourney } from '../../forms.ts';

/** A form changes the policy when its answers become a priced change or an agent's edit. */
const changesPolicy = (form: (typeof FORM_CODES)[number]) =>
  formCard(form).change !== undefined || formCard(form).apply !== undefined;

describe('the review page of a request that changes nothing', () => {
  it('never tells the customer we will confirm "your change"', async () => {
    const unchanging = FORM_CODES.filter((form) => hasJourney(form) && !changesPolicy(form));
    expect(unchanging).toEqual(
      expect.arrayContaining(['docreq', 'docupl', 'lapse', 'mar', 'renpref', 'travel_refund']),
    );
    for (const form of unchanging) {
      const { review } = await loadJourney(form);
      const words = [...(review.notices ?? []), review.submitLabel].join(' ');
      expect({ form, words }).not.toEqual({ form, words: expect.stringMatching(/your change/i) });
    }
  });

  it('still confirms the change where the request changes the policy', async () => {
    const { review } = await loadJourney('con');
    expect(review.notices).toContain(
      "We'll contact you at the email address you've given to confirm your change, or if we need anything else from you.",
    );
  });
});
