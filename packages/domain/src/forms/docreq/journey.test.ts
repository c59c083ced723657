import { describe, expect, it } from 'vitest';
import { apiSaveCode } from '../../forms.ts';
import { validateJourney } from '../../journeys/engine.ts';
import { testContext, validYourDetails } from '../../testing/journeyFixtures.ts';
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
});
