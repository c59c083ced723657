import { describe, expect, it } from 'vitest';
import { testContext, validDriver, validEligibility, validYourDetails } from '../../test/journeyFixtures.ts';
import { journey as aad } from '../forms/aad/journey.ts';
import { journey as coa } from '../forms/coa/journey.ts';
import { journey as con } from '../forms/con/journey.ts';
import { journey as cov } from '../forms/cov/journey.ts';
import { reviewSections } from './review.ts';

const rowsOf = (sections: ReturnType<typeof reviewSections>, id: string) =>
  Object.fromEntries(
    (sections.find((section) => section.id === id)?.rows ?? []).map((row) => [row.label, row.value]),
  );

describe('reviewSections', () => {
  const vehicle = {
    make: 'FORD',
    model: 'FIESTA',
    yearOfManufacture: '2019',
    fuel: 'PETROL',
    transmission: 'MANUAL',
  };
  const covAnswers = {
    ...validEligibility,
    tempChangeFlag: 'true',
    coverEndDate: '25/03/2026',
    ...validYourDetails,
    isPolicyHolder: 'false',
    applicantFirstName: 'Ann',
    applicantLastName: 'Lee',
    applicantRelationship: 'Other',
    applicantRelationshipOther: 'Carer',
    currentCarReg: 'XY19ABC',
    vehicle,
    notYetPurchased: true,
    ownerFullNameQ: 'true',
    keeperFullNameQ: 'true',
  };
  const sections = reviewSections(cov, covAnswers, testContext({ form: 'cov' }));

  it('lists the amendment dates with the Amend dates link', () => {
    const dates = sections.find((section) => section.id === 'amendment-dates');
    expect(dates?.changeLabel).toBe('Amend dates');
    expect(dates?.step).toBe('eligibility');
    expect(rowsOf(sections, 'amendment-dates')).toEqual({
      'Amendment start date': '20/03/2026',
      'Type of change': 'Temporary',
      'Amendment end date': '25/03/2026',
    });
  });

  it('shows options by label, yes/no, Other (text) and the vehicle', () => {
    const details = rowsOf(sections, 'your-details');
    expect(details.Policyholder).toBe('No');
    expect(details['Relationship to the policyholder']).toBe('Other (Carer)');
    expect(details['Date of birth']).toBe('15/06/1980');
    expect(rowsOf(sections, 'new-details').Vehicle).toBe('FORD FIESTA (2019), PETROL, MANUAL');
  });

  it('leaves dead questions off: no purchase date when the vehicle is not yet bought', () => {
    expect(rowsOf(sections, 'new-details')['Purchase date']).toBeUndefined();
  });

  it('groups mileage with thousands separators', () => {
    const permanent = {
      ...covAnswers,
      tempChangeFlag: 'false',
      mileageFlag: 'true',
      estimatedAnnualMileage: '12000',
    };
    const view = reviewSections(cov, permanent, testContext({ form: 'cov' }));
    expect(rowsOf(view, 'new-details')['Estimated annual mileage']).toBe('12,000');
  });

  it('summarises list entries and shows years licence held 9 as 9 or more', () => {
    const answers = { ...validEligibility, ...validYourDetails, ...validDriver };
    const driver = rowsOf(reviewSections(aad, answers, testContext({ form: 'aad' })), 'new-details');
    expect(driver['Years licence held']).toBe('9 or more');
    expect(driver.Claims).toBe('01/06/2025, Windscreen, No');
    expect(driver['Living in the UK since']).toBe('03/2015');
  });

  it("shows coa's move and a looked-up address with its postcode once", () => {
    const answers = {
      moveStatus: 'MOVED',
      coverStartDate: '10/03/2026',
      postcode: 'ls1 4ap',
      address: '1 Park Row, Leeds',
    };
    const view = reviewSections(coa, answers, testContext({ form: 'coa' }));
    expect(view.map((section) => section.id)).toEqual(['move', 'your-details', 'new-details']);
    expect(rowsOf(view, 'move')).toEqual({
      'Your move': "Yes, I've already moved",
      'Change starts': '10/03/2026',
    });
    expect(rowsOf(view, 'new-details')['New address']).toBe('1 Park Row, Leeds, LS1 4AP');
    const withPostcode = { ...answers, address: '1 Park Row, Leeds, LS1 4AP' };
    expect(
      rowsOf(reviewSections(coa, withPostcode, testContext({ form: 'coa' })), 'new-details')['New address'],
    ).toBe('1 Park Row, Leeds, LS1 4AP');
  });

  it('uses the default change label for simple forms', () => {
    const view = reviewSections(con, { title: 'Mrs', reason: 'Deed poll' }, testContext());
    expect(view.find((section) => section.id === 'new-details')?.changeLabel).toBe('Change');
    expect(rowsOf(view, 'new-details')).toEqual({ Title: 'Mrs', 'Reason for the change': 'Deed poll' });
  });
});
