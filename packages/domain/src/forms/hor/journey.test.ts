import { describe, expect, it } from 'vitest';
import { examplePolicy } from '../../../test/examplePolicy.ts';
import { allImportantInformation, testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { withBrandDetails } from '../../rules/brandedMessage.ts';
import { MESSAGES } from '../../rules/messages.ts';
import { CALL_US_TO_CHANGE, changeFromDetails } from '../shared/renewal.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'hor', brand: 'NATIONWIDE', product: 'HOME' });
const { currentVehicleReg: _none, ...homeDetails } = validYourDetails;
const valid = {
  renewalDate: '25/03/2026',
  detailsChanged: 'false',
  eligibilityConfirmation: true,
  ...homeDetails,
  ...allImportantInformation(2),
};
const errors = (answers: Record<string, unknown>) => validateJourney(journey, answers, ctx).errors;

describe('hor journey', () => {
  it('accepts a complete, valid renewal request', () => {
    expect(validateJourney(journey, valid, ctx)).toEqual({ errors: [], firstInvalidStep: null });
  });

  it('answers an empty save with its own questions’ errors, renewal first', () => {
    const fields = errors({}).map((error) => error.field);
    expect(fields.slice(0, 3)).toEqual(['renewalDate', 'detailsChanged', 'eligibilityConfirmation']);
    expect(fields).toContain('policyHolder.email');
    expect(fields).not.toContain('currentVehicleReg');
  });

  it('takes a renewal date from today to 30 days ahead only', () => {
    expect(errors({ ...valid, renewalDate: '09/03/2026' }).map((e) => e.field)).toEqual(['renewalDate']);
    expect(errors({ ...valid, renewalDate: '09/04/2026' })).toEqual([]);
    expect(errors({ ...valid, renewalDate: '10/04/2026' })).toEqual([
      { field: 'renewalDate', message: 'Date cannot be more than 30 days after the cover start date' },
    ]);
  });

  it('measures the policyholder’s age at the renewal date', () => {
    // 95 on 20 March 2026: fine on a renewal the day before, refused on the day.
    const born = { 'policyHolder.dob': '20/03/1931' };
    expect(errors({ ...valid, ...born, renewalDate: '19/03/2026' })).toEqual([]);
    expect(errors({ ...valid, ...born, renewalDate: '20/03/2026' })).toEqual([
      { field: 'policyHolder.dob', message: MESSAGES.ageTooOldAtRenewal },
    ]);
  });

  it('sends a customer whose details have changed to call', () => {
    expect(errors({ ...valid, detailsChanged: 'true' })).toEqual([
      {
        field: 'detailsChanged',
        // A home renewal: the home insurance line answers it.
        message: withBrandDetails(CALL_US_TO_CHANGE, { brand: 'NATIONWIDE', product: 'HOME' }),
      },
    ]);
  });
});

describe('a renewal’s priced change', () => {
  it('is the next term of the policy on record, whatever date the customer typed', () => {
    const priced = changeFromDetails({ renewalDate: '2030/01/01' }, examplePolicy, '2025-12-10');
    expect(priced).toEqual({
      change: { kind: 'renewal', renewalDate: '2026-01-01', termEndDate: '2026-12-31' },
      effectiveDate: '2026-01-01',
      coverEndDate: '2026-12-31',
      amendedDto: { renewalDate: '2026-01-01', termEndDate: '2026-12-31' },
    });
  });
});
