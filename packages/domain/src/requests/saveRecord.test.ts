import { describe, expect, it } from 'vitest';
import {
  allImportantInformation,
  testContext,
  validDriver,
  validEligibility,
  validYourDetails,
} from '../../test/journeyFixtures.ts';
import { journey as aad } from '../forms/aad/journey.ts';
import { journey as coa } from '../forms/coa/journey.ts';
import { journey as con } from '../forms/con/journey.ts';
import { journey as cov } from '../forms/cov/journey.ts';
import type { Journey, Question } from '../journeys/journey.ts';
import { toSaveRecord } from './saveRecord.ts';

describe('toSaveRecord', () => {
  const conAnswers = {
    ...validYourDetails,
    isPolicyHolder: 'false',
    applicantFirstName: '  Ann ',
    applicantLastName: 'Lee',
    applicantRelationship: 'Other',
    applicantRelationshipOther: ' Carer ',
    title: 'Mrs',
    newFirstName: 'Jane',
    newLastName: 'Jones',
    reason: 'Marriage',
    reasonOther: 'left over from an earlier choice',
  };
  const record = toSaveRecord(con, conAnswers, testContext());

  it('nests policyholder fields, trims, strips spaces and stores dates as YYYY/MM/DD', () => {
    expect(record.policyHolder).toEqual({
      firstName: 'Jane',
      lastName: 'Smith',
      postcode: 'LS14AP',
      dob: '1980/06/15',
      email: 'jane.smith@example.com',
      phone: '07700900123',
    });
    expect(record.currentVehicleReg).toBe('AB12CDE');
    expect(record.applicantFirstName).toBe('Ann');
  });

  it('turns yes/no into booleans and appends Other text in brackets', () => {
    expect(record.isPolicyHolder).toBe(false);
    expect(record.confirmation).toBe(true);
    expect(record.applicantRelationship).toBe('Other (Carer)');
  });

  it('keeps only live answers and adds brand and product', () => {
    expect(record).not.toHaveProperty('reasonOther');
    expect(record.brand).toBe('DIRECTLINE');
    expect(record.product).toBe('MOTOR');
  });

  it('sends the placeholder date of birth for business products', () => {
    const noDob: Record<string, unknown> = { ...conAnswers };
    delete noDob['policyHolder.dob'];
    const business = toSaveRecord(con, noDob, testContext({ product: 'LANDLORD' }));
    expect((business.policyHolder as Record<string, unknown>).dob).toBe('2021/01/01');
  });

  it('upper-cases gender and drops claims over 3 years and convictions over 5 years before cover start', () => {
    const answers = {
      ...validEligibility,
      ...validYourDetails,
      ...validDriver,
      claims: [
        { date: '01/06/2025', type: 'Windscreen', atFault: 'false' },
        { date: '01/01/2023', type: 'Theft', atFault: 'false' },
      ],
      ...allImportantInformation(3),
    };
    const driver = toSaveRecord(aad, answers, testContext({ form: 'aad' }));
    expect(driver.gender).toBe('MALE');
    expect(driver.dob).toBe('2000/01/02');
    expect(driver.claims).toEqual([{ date: '2025/06/01', type: 'Windscreen', atFault: false }]);
    expect(driver.convictions).toEqual([{ date: '2024/02/01', code: 'SP30', points: '3' }]);
    expect(driver.importantInfo).toEqual([true, true, true]);
  });

  it('sends Greenflag cov and coa importantInfo as the first checkbox value', () => {
    const answers = { ...validEligibility, ...validYourDetails, ...allImportantInformation(3) };
    const greenflag = testContext({ form: 'cov', brand: 'GREENFLAG' });
    expect(toSaveRecord(cov, answers, greenflag).importantInfo).toBe(true);
    expect(toSaveRecord(coa, { ...answers, checkbox0: false }, greenflag).importantInfo).toBe(false);
  });

  it('stores the looked-up address and the postcode without spaces', () => {
    const saved = toSaveRecord(coa, { postcode: ' ls1 4ap ', address: ' 1 Park Row, Leeds ' }, testContext());
    expect(saved.postcode).toBe('LS14AP');
    expect(saved.address).toBe('1 Park Row, Leeds');
  });
});

describe('question storage options', () => {
  const journeyOf = (questions: Question[]): Journey => ({
    form: 'con',
    steps: [{ id: 'only', heading: 'Only', questions }],
    review: { sections: [], submitLabel: 'Send' },
    success: { heading: 'Done', body: [] },
  });
  const text = (name: string, extra: Partial<Question> = {}): Question => ({
    name,
    kind: 'text',
    label: name,
    rules: [],
    ...extra,
  });

  it('upper-cases an answer after trimming', () => {
    const saved = toSaveRecord(
      journeyOf([text('code', { store: { upperCase: true } })]),
      { code: ' ab1 ' },
      testContext(),
    );
    expect(saved.code).toBe('AB1');
  });

  it('drops list entries dated too long before the date the option names', () => {
    const history = text('history', {
      kind: 'list',
      item: [text('when', { kind: 'date' })],
      store: { dropOlderThan: { years: 1, dateField: 'when', relativeTo: { field: 'startDate' } } },
    });
    const answers = { startDate: '01/06/2026', history: [{ when: '01/06/2025' }, { when: '31/05/2025' }] };
    expect(toSaveRecord(journeyOf([history]), answers, testContext()).history).toEqual([
      { when: '2025/06/01' },
    ]);
    // Without the anchor date nothing is dropped.
    const unanchored = { history: answers.history };
    expect(toSaveRecord(journeyOf([history]), unanchored, testContext()).history).toHaveLength(2);
  });

  it('stores a placeholder while the question is not live, and the answer while it is', () => {
    const hidden = text('secret', {
      dependsOn: { field: 'show', equals: 'yes' },
      store: { whenNotLive: 'n/a' },
    });
    const journey = journeyOf([text('show'), hidden]);
    expect(toSaveRecord(journey, { show: 'no', secret: 'x' }, testContext()).secret).toBe('n/a');
    expect(toSaveRecord(journey, { show: 'yes', secret: 'x' }, testContext()).secret).toBe('x');
  });
});
