import { describe, expect, it } from 'vitest';
import { allImportantInformation, testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { onAnswerChange } from '../../journeys/answerChange.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { withBrandDetails } from '../../rules/brandedMessage.ts';
import { NOT_POLICYHOLDER_BLOCK } from '../shared/yourDetails.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'coa' });
const moved = onAnswerChange(journey, 'moveStatus', 'MOVED', {}, ctx);
const valid = {
  ...moved,
  eligibilityConfirmation: true,
  ...validYourDetails,
  postcode: 'M1 1AE',
  address: '10 Piccadilly, Manchester',
  ...allImportantInformation(3),
};
const errors = (answers: Record<string, unknown>, context = ctx) =>
  validateJourney(journey, answers, context).errors;

describe('coa journey', () => {
  it('accepts a complete, valid request with the start date MOVED set to today', () => {
    expect(moved.coverStartDate).toBe('10/03/2026');
    expect(validateJourney(journey, valid, ctx)).toEqual({ errors: [], firstInvalidStep: null });
  });

  it('needs an address chosen from the lookup and a valid postcode', () => {
    expect(errors({ ...valid, address: '' })).toEqual([
      { field: 'address', message: 'You must select an address' },
    ]);
    expect(errors({ ...valid, postcode: 'M1' })).toEqual([
      { field: 'postcode', message: 'Postcode is invalid' },
    ]);
  });

  it('cannot quote before a moving date is confirmed', () => {
    const unconfirmed = { ...valid, moveStatus: 'MOVE_NOT_CONFIRMED' };
    expect(errors(unconfirmed).map((error) => error.field)).toEqual(['moveStatus']);
  });

  it('blocks someone who is not the policyholder on Privilege', () => {
    const notPolicyholder = {
      ...valid,
      isPolicyHolder: 'false',
      applicantFirstName: 'Ann',
      applicantLastName: 'Lee',
      applicantRelationship: 'Other',
      applicantRelationshipOther: 'Daughter',
    };
    const privilege = testContext({ form: 'coa', brand: 'PRIVILEGE' });
    expect(errors(notPolicyholder, privilege)).toEqual([
      { field: 'isPolicyHolder', message: withBrandDetails(NOT_POLICYHOLDER_BLOCK, privilege) },
    ]);
    expect(errors(notPolicyholder, testContext({ form: 'coa', brand: 'GREENFLAG' }))).toEqual([]);
  });
});
