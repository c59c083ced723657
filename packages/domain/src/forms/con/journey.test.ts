import { describe, expect, it } from 'vitest';
import { testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'con' });
const valid = {
  ...validYourDetails,
  title: 'Mrs',
  newFirstName: 'Jane',
  newLastName: 'Jones',
  reason: 'Marriage',
};
const errorsFor = (answers: Record<string, unknown>) => validateJourney(journey, answers, ctx);

describe('con journey', () => {
  it('accepts a complete, valid request', () => {
    expect(errorsFor(valid)).toEqual({ errors: [], firstInvalidStep: null });
  });

  it('asks an applicant who is not the policyholder for their own name', () => {
    const result = errorsFor({ ...valid, isPolicyHolder: 'false', applicantRelationship: 'Spouse/Partner' });
    expect(result.errors).toEqual([
      { field: 'applicantFirstName', message: 'Applicant first name is required' },
      { field: 'applicantLastName', message: 'Applicant last name is required' },
    ]);
    expect(result.firstInvalidStep).toBe('your-details');
  });

  it("uses the spec's messages for postcode, names, email and the confirmation", () => {
    const { errors } = errorsFor({
      ...valid,
      'policyHolder.postcode': 'NOT A POSTCODE',
      'policyHolder.email': 'jane at example',
      newFirstName: 'J',
      confirmation: false,
    });
    expect(errors).toContainEqual({ field: 'policyHolder.postcode', message: 'Postcode is invalid' });
    expect(errors).toContainEqual({ field: 'policyHolder.email', message: 'Email address is invalid' });
    expect(errors).toContainEqual({ field: 'newFirstName', message: 'First name is invalid' });
    expect(errors).toContainEqual({ field: 'confirmation', message: 'Please confirm by checking this box.' });
  });

  it('needs the other reason only when the reason is Other', () => {
    const result = errorsFor({ ...valid, reason: 'Other' });
    expect(result.errors).toEqual([{ field: 'reasonOther', message: 'Other reason is required' }]);
    expect(result.firstInvalidStep).toBe('name-details');
  });

  it('holds a policyholder of 16 at the cover start date back', () => {
    const { errors } = errorsFor({ ...valid, 'policyHolder.dob': '11/03/2009' });
    expect(errors).toEqual([
      { field: 'policyHolder.dob', message: 'Policyholder must be 17 or older at time of cover start date.' },
    ]);
  });

  it('is a simple request form: Accept and send, deed-poll and contact-email notices, no important information', () => {
    expect(journey.review.submitLabel).toBe('Accept and send');
    expect(journey.review.notices?.some((notice) => notice.includes('deed poll'))).toBe(true);
    expect(journey.importantInformation).toBeUndefined();
  });
});
