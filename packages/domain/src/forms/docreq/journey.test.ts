import { describe, expect, it } from 'vitest';
import { testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import { apiSaveCode } from '../../forms.ts';
import { liveQuestions, validateJourney } from '../../journeys/engine.ts';
import { successBody } from '../../journeys/outcome.ts';
import { journey } from './journey.ts';

const valid = { ...validYourDetails, documentType: 'CERTIFICATE', deliveryMethod: 'EMAIL' };

describe('docreq journey', () => {
  it('accepts a complete request and asks which document and how', () => {
    expect(validateJourney(journey, valid, testContext({ form: 'docreq' })).errors).toEqual([]);
    const { errors } = validateJourney(
      journey,
      { ...valid, documentType: '', deliveryMethod: '' },
      testContext(),
    );
    expect(errors).toEqual([
      { field: 'documentType', message: 'Please choose a document' },
      { field: 'deliveryMethod', message: 'Please choose how to receive it' },
    ]);
  });

  it('asks a home customer for no vehicle registration', () => {
    const home = testContext({ form: 'docreq', product: 'HOME' });
    expect(validateJourney(journey, { ...valid, currentVehicleReg: '' }, home).errors).toEqual([]);
    expect(validateJourney(journey, { ...valid, currentVehicleReg: '' }, testContext()).errors).toEqual([
      { field: 'currentVehicleReg', message: 'Current vehicle registration is required' },
    ]);
  });

  it('saves under gdocreq on the breakdown brand and dl4b-docreq for business policies', () => {
    expect(apiSaveCode('docreq', { brand: 'DIRECTLINE', product: 'MOTOR', policyNumber: '10000001' })).toBe(
      'docreq',
    );
    expect(apiSaveCode('docreq', { brand: 'GREENFLAG', product: 'MOTOR', policyNumber: '40000001' })).toBe(
      'gdocreq',
    );
    expect(apiSaveCode('docreq', { brand: 'DIRECTLINE', product: 'VAN', policyNumber: '100000006' })).toBe(
      'dl4b-docreq',
    );
  });

  it('offers breakdown cover only the documents it has, on the page and on save', () => {
    const greenFlag = testContext({ form: 'docreq', brand: 'GREENFLAG' });
    const step = journey.steps.find((each) => each.id === 'document-request')!;
    const offered = (ctx: typeof greenFlag) =>
      liveQuestions(journey, step, valid, ctx)
        .find((question) => question.name === 'documentType')!
        .options!.map((option) => option.label);
    expect(offered(greenFlag)).toEqual([
      'Policy schedule',
      'Statement of fact',
      'A full set of policy documents',
    ]);
    expect(offered(testContext({ form: 'docreq' }))).toContain('Certificate of insurance');
    expect(validateJourney(journey, valid, greenFlag).errors).toEqual([
      { field: 'documentType', message: 'Please choose a document' },
    ]);
    expect(validateJourney(journey, { ...valid, documentType: 'SCHEDULE' }, greenFlag).errors).toEqual([]);
  });

  it('says what happens next for the delivery chosen: email, or post', () => {
    const ctx = testContext({ form: 'docreq' });
    expect(successBody(journey, valid, ctx)[0]).toBe(
      "We'll email your document to the address you gave us within two working days.",
    );
    expect(successBody(journey, { ...valid, deliveryMethod: 'POST' }, ctx)[0]).toContain(
      'post your document',
    );
  });
});
