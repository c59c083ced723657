import { describe, expect, it } from 'vitest';
import {
  allImportantInformation,
  testContext,
  validDriver,
  validEligibility,
  validYourDetails,
} from '../../test/journeyFixtures.ts';
import { journey as aad } from '../forms/aad/journey.ts';
import { journey as con } from '../forms/con/journey.ts';
import { toSaveRecord } from '../requests/saveRecord.ts';
import { answersAsSeen } from './answersAsSeen.ts';
import { reviewSections } from './review.ts';

describe('a saved request read back as the customer saw it', () => {
  it('labels each answer, groups them by step and formats the values as the review page did', () => {
    const answers = {
      ...validYourDetails,
      'policyHolder.dob': '14/03/1985',
      title: 'Mrs',
      newFirstName: 'Amelia',
      newLastName: 'Stone',
      reason: 'Marriage',
    };
    const seen = answersAsSeen(con, toSaveRecord(con, answers, testContext()));
    // Phone numbers are stored without their spaces; everything else reads as typed.
    const rows = seen.flatMap((group) => group.rows.map((row) => `${row.label}: ${row.value}`));
    const spaceless = (text: string) => text.replace(/\s/g, '');
    expect(rows).toContain('Date of birth: 14/03/1985');
    expect(rows.join('\n')).not.toMatch(/policyHolder\.|1985\/03\/14/);
    // Every row the review page showed is there, under its step's heading, with the same words.
    const review = reviewSections(con, answers, testContext());
    for (const section of review)
      for (const row of section.rows)
        expect(rows.map(spaceless)).toContain(spaceless(`${row.label}: ${row.value}`));
    expect(seen.map((group) => group.heading)).toEqual(
      con.steps.filter((step) => seen.some((group) => group.heading === step.heading)).map((s) => s.heading),
    );
  });

  it('reads lists and yes/no answers back, dates as typed', () => {
    const answers = {
      ...validEligibility,
      ...validYourDetails,
      ...validDriver,
      claims: [{ date: '01/06/2025', type: 'Windscreen', atFault: 'false' }],
      ...allImportantInformation(3),
    };
    const context = testContext({ form: 'aad' });
    const seen = answersAsSeen(aad, toSaveRecord(aad, answers, context));
    const text = seen.flatMap((group) => group.rows.map((row) => row.value)).join('\n');
    expect(text).toContain('01/06/2025');
    expect(text).not.toMatch(/\d{4}\/\d{2}\/\d{2}/);
    const review = reviewSections(aad, answers, context).flatMap((section) => section.rows);
    const seenRows = seen.flatMap((group) => group.rows);
    const shown = seenRows.map((row) => `${row.label}: ${row.value}`.replace(/\s/g, ''));
    // Convictions over 5 years old are never sent, so the record lists only the recent one.
    for (const row of review.filter((entry) => entry.name !== 'convictions'))
      expect(shown).toContain(`${row.label}: ${row.value}`.replace(/\s/g, ''));
  });
});
