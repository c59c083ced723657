import { describe, expect, it } from 'vitest';
import { testContext } from '../../test/journeyFixtures.ts';
import { DEPLOYMENT_BRANDS } from '../brands/brand.ts';
import { brandSettings } from '../brands/registry.ts';
import { FORM_CODES } from '../formCodes.ts';
import { formProduct, hasJourney, loadJourney } from '../forms.ts';
import { countedPages, firstStepPath, nextStepPath, stepCounter, TRIAGE_STEP } from './navigation.ts';
import { SUCCESS_STEP } from './steps.ts';

/**
 * One rule for every journey: walking any registered form on any brand that
 * offers it, page by page as Next leads, "Step x of y" rises by one from 1 and ends at y, and
 * every page says the same y.
 */
const cases = FORM_CODES.filter(hasJourney).flatMap((form) =>
  DEPLOYMENT_BRANDS.filter((brand) => brandSettings(brand).allowedForms.includes(form)).map((brand) => ({
    form,
    brand,
  })),
);

describe('"Step x of y" on every registered form', () => {
  it.each(cases)('$form on $brand counts the pages it shows', async ({ form, brand }) => {
    const journey = await loadJourney(form);
    const ctx = testContext({ form, brand, product: formProduct(form, 'MOTOR') });
    const walked: string[] = [];
    if (countedPages(journey, {}, ctx)[0] === TRIAGE_STEP) walked.push(TRIAGE_STEP);
    for (let page = firstStepPath(journey, {}, ctx); page !== SUCCESS_STEP; ) {
      walked.push(page);
      page = nextStepPath(journey, page, {}, ctx);
    }
    const counters = walked.map((page) => stepCounter(page, journey, {}, ctx));
    expect(counters).toEqual(walked.map((_page, index) => ({ step: index + 1, of: walked.length })));
  });

  it.each([
    // The totals the issue found wrong: "of 5" ending after 3, "of 4" with 3, triage and the next page both "1 of 4".
    { form: 'mar', brand: 'NATIONWIDE', product: 'MOTOR', of: 3 },
    { form: 'renpref', brand: 'NATIONWIDE', product: 'HOME', of: 3 },
    { form: 'travel_refund', brand: 'DIRECTLINE', product: 'TRAVEL', of: 3 },
    { form: 'mor', brand: 'GREENFLAG', product: 'MOTOR', of: 5 },
  ] as const)('$form on $brand: of $of', async ({ form, brand, product, of }) => {
    const journey = await loadJourney(form);
    const ctx = testContext({ form, brand, product });
    expect(countedPages(journey, {}, ctx)).toHaveLength(of);
  });
});
