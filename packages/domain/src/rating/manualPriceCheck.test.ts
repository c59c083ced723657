import { describe, expect, it } from 'vitest';
import { examplePolicy } from '../../test/examplePolicy.ts';
import { manualPriceErrors } from './manualPriceCheck.ts';
import { proRataChange } from './proRata.ts';

// examplePolicy: £600.00 a year, 1 January to 31 December 2025 (365 days).
describe("a supervisor's price for a referred change", () => {
  it('agrees with itself: the change is the annual difference for the days left', () => {
    // £700.00 a year from 2 July: 183 of 365 days left, so £100.00 × 183 / 365 = £50.14.
    expect(proRataChange(10_000, examplePolicy, '2025-07-02')).toBe(5014);
    expect(
      manualPriceErrors(
        examplePolicy,
        { totalPremiumChangePence: 5014, newAnnualPremiumPence: 70_000 },
        '2025-07-02',
      ),
    ).toEqual([]);
  });

  it('refuses a refund beside a dearer annual premium, and names the figure that agrees', () => {
    const errors = manualPriceErrors(
      examplePolicy,
      { totalPremiumChangePence: -5000, newAnnualPremiumPence: 70_000, reason: 'Goodwill' },
      '2025-07-02',
    );
    expect(errors).toEqual([
      {
        field: 'premiumChange',
        message:
          'For a new annual premium of £700.00 (now £600.00), the change for the 183 days left of this term is £50.14. Enter £50.14, or check the new annual premium.',
      },
    ]);
  });

  it('refuses a change off by a penny: what the customer pays is the figure the premium gives', () => {
    const price = { totalPremiumChangePence: 5015, newAnnualPremiumPence: 70_000 };
    expect(manualPriceErrors(examplePolicy, price, '2025-07-02').map((error) => error.field)).toEqual([
      'premiumChange',
    ]);
  });

  it('asks for a reason before a reduction, and takes one that says something', () => {
    const cheaper = { totalPremiumChangePence: -5014, newAnnualPremiumPence: 50_000 };
    expect(manualPriceErrors(examplePolicy, cheaper, '2025-07-02')).toEqual([
      { field: 'reason', message: 'Say why this change reduces the premium: a reduction needs a reason.' },
    ]);
    expect(manualPriceErrors(examplePolicy, { ...cheaper, reason: '  ok ' }, '2025-07-02')).toHaveLength(1);
    expect(
      manualPriceErrors(examplePolicy, { ...cheaper, reason: 'Lower-risk postcode on review' }, '2025-07-02'),
    ).toEqual([]);
  });

  it('needs no reason for an increase', () => {
    expect(
      manualPriceErrors(
        examplePolicy,
        { totalPremiumChangePence: 5014, newAnnualPremiumPence: 70_000 },
        '2025-07-02',
      ),
    ).toEqual([]);
  });
});
