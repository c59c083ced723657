import { describe, expect, it } from 'vitest';
import {
  allImportantInformation,
  testContext,
  validEligibility,
  validYourDetails,
} from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { withBrandDetails } from '../../rules/brandedMessage.ts';
import { NOT_POLICYHOLDER_BLOCK } from '../shared/yourDetails.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'cov' });
const valid = {
  ...validEligibility,
  ...validYourDetails,
  currentCarReg: 'XY19 ABC',
  vehicle: {
    make: 'FORD',
    model: 'FIESTA',
    yearOfManufacture: '2019',
    fuel: 'PETROL',
    transmission: 'MANUAL',
  },
  purchaseDate: '01/03/2026',
  ownerFullNameQ: 'true',
  keeperFullNameQ: 'true',
  mileageFlag: 'true',
  estimatedAnnualMileage: '12000',
  ...allImportantInformation(3),
};
const errors = (answers: Record<string, unknown>, context = ctx) =>
  validateJourney(journey, answers, context).errors;
const applicant = {
  applicantFirstName: 'Ann',
  applicantLastName: 'Lee',
  applicantRelationship: 'Spouse/Partner',
};

describe('cov journey', () => {
  it('accepts a complete, valid request', () => {
    expect(validateJourney(journey, valid, ctx)).toEqual({ errors: [], firstInvalidStep: null });
  });

  it('blocks someone who is not the policyholder on Direct Line and Privilege only', () => {
    const notPolicyholder = { ...valid, isPolicyHolder: 'false', ...applicant };
    expect(errors(notPolicyholder)).toEqual([
      { field: 'isPolicyHolder', message: withBrandDetails(NOT_POLICYHOLDER_BLOCK, ctx) },
    ]);
    expect(errors(notPolicyholder, testContext({ form: 'cov', brand: 'PRIVILEGE' }))).toHaveLength(1);
    expect(errors(notPolicyholder, testContext({ form: 'cov', brand: 'NATIONWIDE' }))).toEqual([]);
  });

  it('refuses a new registration equal to the current one', () => {
    expect(errors({ ...valid, currentCarReg: 'ab12cde' })).toEqual([
      {
        field: 'currentCarReg',
        message:
          'Current vehicle registration number cannot be the same as the New vehicle registration number.',
      },
    ]);
  });

  it('needs every vehicle detail and a purchase date unless not yet purchased', () => {
    const partial = { ...valid, vehicle: { make: 'FORD', model: 'FIESTA' } };
    expect(errors(partial).map((error) => error.field)).toEqual(['vehicle']);
    expect(errors({ ...valid, purchaseDate: '' })).toEqual([
      { field: 'purchaseDate', message: 'Date is required' },
    ]);
    expect(errors({ ...valid, purchaseDate: '', notYetPurchased: true })).toEqual([]);
  });

  it('needs the end date for a temporary change, within 30 days of the start', () => {
    const temporary = { ...valid, tempChangeFlag: 'true' };
    expect(errors(temporary)).toEqual([{ field: 'coverEndDate', message: 'Date is required' }]);
    expect(errors({ ...temporary, coverEndDate: '25/03/2026' })).toEqual([]);
    expect(errors({ ...temporary, coverEndDate: '25/04/2026' }).map((error) => error.field)).toEqual([
      'coverEndDate',
    ]);
  });

  it('asks for the owner relationship when the policyholder is not the owner', () => {
    expect(errors({ ...valid, ownerFullNameQ: 'false' })).toEqual([
      { field: 'ownerRelationship', message: 'Relationship to owner is required' },
    ]);
  });

  it('requires the policy number on Greenflag', () => {
    const greenflag = testContext({ form: 'cov', brand: 'GREENFLAG' });
    expect(errors({ ...valid, policyNumber: '' }, greenflag)).toEqual([
      { field: 'policyNumber', message: 'Policy number is required' },
    ]);
    expect(errors({ ...valid, policyNumber: '' })).toEqual([]);
  });

  it('needs every important information box ticked', () => {
    const result = validateJourney(journey, { ...valid, checkbox2: false }, ctx);
    expect(result.errors).toEqual([{ field: 'checkbox2', message: 'Please agree to continue' }]);
    expect(result.firstInvalidStep).toBe('important-information');
  });
});
