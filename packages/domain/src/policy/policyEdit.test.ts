import { describe, expect, it } from 'vitest';
import { FORM_CODES } from '../formCodes.ts';
import { formCard } from '../forms.ts';
import { describeEdit } from './policyEdit.ts';

const editOf = async (form: 'con' | 'cop' | 'com' | 'finparty' | 'cor', details: Record<string, unknown>) => {
  const apply = formCard(form).apply;
  if (!apply) throw new Error(`${form} has no apply`);
  return (await apply()).editFromDetails(details);
};

describe('how an agent applies a simple request', () => {
  it('is known for exactly the five forms that change the policy on record', () => {
    expect(FORM_CODES.filter((form) => formCard(form).apply)).toEqual(
      expect.arrayContaining(['con', 'cop', 'com', 'finparty', 'cor']),
    );
    expect(FORM_CODES.filter((form) => formCard(form).apply)).toHaveLength(5);
  });

  it('turns a change of registration into the new plate on the car named', async () => {
    expect(await editOf('cor', { currentVehicleReg: 'ya19 kxr', currentCarReg: 'AH 1 ART' })).toEqual({
      ok: true,
      edit: { kind: 'vehicleRegistration', registration: 'YA19KXR', newRegistration: 'AH1ART' },
    });
  });

  it('turns saved answers into edits of the record', async () => {
    expect(await editOf('con', { title: 'Mrs', newFirstName: 'Amelia', newLastName: 'Stone' })).toEqual({
      ok: true,
      edit: { kind: 'policyholderName', title: 'Mrs', firstName: 'Amelia', lastName: 'Stone' },
    });
    expect(await editOf('cop', { newPhone: '01632960001' })).toMatchObject({
      edit: { phone: '01632960001' },
    });
    expect(await editOf('com', { estimatedAnnualMileage: '12000' })).toMatchObject({
      edit: { kind: 'annualMileage', annualMileage: 12_000 },
    });
    const party = await editOf('finparty', {
      interestedParty: { type: 'LEASE', name: 'Northern Motor Finance Ltd.', postcode: 'M11AE' },
    });
    expect(party).toMatchObject({
      edit: { companyName: 'Northern Motor Finance Ltd.', agreementNumber: '' },
    });
    if (party.ok)
      expect(describeEdit(party.edit)).toBe('Interested party Northern Motor Finance Ltd. (M11AE) added');
  });

  it('names the problem when the saved answers do not fit', async () => {
    expect(await editOf('com', { estimatedAnnualMileage: 'lots' })).toMatchObject({ ok: false });
  });
});
