import { describe, expect, it } from 'vitest';
import { testContext, validYourDetails } from '../../../test/journeyFixtures.ts';
import type { Product } from '../../brands/brand.ts';
import { validateJourney, visibleQuestions } from '../../journeys/engine.ts';
import { reviewSections } from '../../journeys/review.ts';
import { journey } from './journey.ts';

const ctx = testContext({ form: 'docupl' });
const licence = { name: 'licence.pdf', size: 200_000, type: 'application/pdf' };
const valid = { ...validYourDetails, documentType: 'DRIVING_LICENCE', documents: [licence] };
const errorsFor = (answers: Record<string, unknown>) => validateJourney(journey, answers, ctx).errors;

describe('docupl journey', () => {
  it('accepts PDF, JPEG, PNG and GIF files and lists their names on review', () => {
    const photo = { name: 'licence-back.jpg', size: 90_000, type: 'image/jpeg' };
    const answers = { ...valid, documents: [licence, photo] };
    expect(errorsFor(answers)).toEqual([]);
    const rows = reviewSections(journey, answers, ctx).flatMap((section) => section.rows);
    expect(rows).toContainEqual({
      name: 'documents',
      label: 'Documents',
      value: 'licence.pdf, licence-back.jpg',
    });
  });

  it("refuses other types and files over 5 MB with the spec's messages", () => {
    expect(
      errorsFor({ ...valid, documents: [{ name: 'run.exe', size: 10, type: 'application/octet-stream' }] }),
    ).toEqual([
      { field: 'documents', message: 'run.exe: Oops. Please only upload a PDF, JPEG, PNG or GIF.' },
    ]);
    expect(errorsFor({ ...valid, documents: [{ ...licence, size: 6 * 1024 * 1024 }] })).toEqual([
      { field: 'documents', message: `${licence.name}: Maximum file size exceeded (5 MB per file)` },
    ]);
    expect(errorsFor({ ...valid, documents: [] })).toEqual([
      { field: 'documents', message: 'Please choose a file to upload' },
    ]);
  });
});

describe('docupl document types fit the product on record', () => {
  const offered = (product: Product) =>
    visibleQuestions(journey, journey.steps[1]!, {}, testContext({ form: 'docupl', product }))
      .find((question) => question.name === 'documentType')
      ?.options?.map((option) => option.label);

  it('offers no driving licence, no-claims proof or V5C for a home policy', () => {
    expect(offered('HOME')).toEqual([
      'Proof of address',
      'Deed poll or marriage certificate',
      'Another document we asked for',
    ]);
    expect(offered('PCW')).toContain('Driving licence');
  });
});
