import { describe, expect, it } from 'vitest';
import { testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { apiSaveCode } from '../../forms.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { stepCounter } from '../../journeys/navigation.ts';
import { successBody } from '../../journeys/outcome.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'edocregs' });
const valid = {
  ...validYourDetails,
  'policyHolder.address': '1 Park Row, Leeds',
  registerDocuments: 'true',
};
const errorsFor = (answers: Record<string, unknown>) => validateJourney(journey, answers, ctx).errors;

describe('edocregs journey', () => {
  it('accepts a complete request; the policy number is required and a car may have 10 digits', () => {
    expect(errorsFor(valid)).toEqual([]);
    expect(errorsFor({ ...valid, policyNumber: '1234567890' })).toEqual([]);
    expect(errorsFor({ ...valid, policyNumber: '' })).toEqual([
      { field: 'policyNumber', message: 'Policy number is required' },
    ]);
  });

  it('asks for a mobile number and a looked-up address', () => {
    expect(errorsFor({ ...valid, 'policyHolder.phone': '01132 496000', 'policyHolder.address': '' })).toEqual(
      [
        { field: 'policyHolder.address', message: 'You must select an address' },
        { field: 'policyHolder.phone', message: 'Mobile number is invalid' },
      ],
    );
  });

  it('says what happens to the documents by the answer given, and counts review as 2 of 3', () => {
    expect(successBody(journey, valid, ctx)).toEqual([
      "We'll send you an email as soon as your documents are available to view online.",
    ]);
    expect(successBody(journey, { ...valid, registerDocuments: 'false' }, ctx)).toEqual([
      "You don't need to do anything else. We'll send your policy documents by post.",
    ]);
    // Your details, your policy documents, review: the same total on every page.
    expect(stepCounter('review-and-confirm', journey, valid, ctx)).toEqual({ step: 3, of: 3 });
  });

  it('saves to the document service of the product and policy number', () => {
    const save = (product: 'MOTOR' | 'HOME' | 'VAN', policyNumber: string) =>
      apiSaveCode('edocregs', { brand: 'DIRECTLINE', product, policyNumber });
    expect(save('MOTOR', '10000001')).toBe('edocs-motor');
    expect(save('MOTOR', '1000 0000 01')).toBe('edocs-b4c-motor');
    expect(save('HOME', '50000001')).toBe('edocs-home');
    expect(save('VAN', '100000006')).toBe('edocs-dl4b-motor');
  });
});
