import { describe, expect, it } from 'vitest';
import {
  displayDateToStored,
  dropOlderThan,
  greenflagImportantInfo,
  stripSpaces,
  trimStrings,
  upperCased,
  withOtherText,
} from './normalise.ts';

describe('storage normalisation', () => {
  it('trims strings at any depth and leaves other values alone', () => {
    expect(trimStrings({ a: ' x ', b: [' y', 2, { c: 'z ' }], d: true, e: null })).toEqual({
      a: 'x',
      b: ['y', 2, { c: 'z' }],
      d: true,
      e: null,
    });
  });

  it('strips every space from postcodes, registrations and phones', () => {
    expect(stripSpaces(' SW1A 1AA ')).toBe('SW1A1AA');
    expect(stripSpaces('AB12 CDE')).toBe('AB12CDE');
    expect(stripSpaces('07700 900\t123')).toBe('07700900123');
  });

  it('stores display dates year first', () => {
    expect(displayDateToStored(' 21/11/2026 ')).toBe('2026/11/21');
    expect(displayDateToStored('03/2024')).toBe('2024/03');
  });

  it('appends the other text in brackets', () => {
    expect(withOtherText('Other', ' Cousin ')).toBe('Other (Cousin)');
    expect(withOtherText('Other', '')).toBe('Other');
  });

  it('upper-cases (gender)', () => {
    expect(upperCased(' female')).toBe('FEMALE');
  });

  it('drops claims older than 3 years before cover start, keeping the boundary day', () => {
    const claims = [
      { date: '10/12/2023', kind: 'edge' },
      { date: '09/12/2023', kind: 'old' },
      { date: '01/06/2026', kind: 'recent' },
      { date: 'not a date', kind: 'unreadable' },
    ];
    expect(dropOlderThan(claims, 'date', 3, '2026-12-10').map((claim) => claim.kind)).toEqual([
      'edge',
      'recent',
      'unreadable',
    ]);
  });

  it('drops convictions older than 5 years before cover start; a month-year date means its first day', () => {
    const convictions = [
      { date: '10/12/2021' },
      { date: '09/12/2021' },
      { date: '12/2021' },
      { date: '01/2022' },
    ];
    expect(dropOlderThan(convictions, 'date', 5, '2026-12-10')).toEqual([
      { date: '10/12/2021' },
      { date: '01/2022' },
    ]);
  });

  it('reads the date from the named field', () => {
    const entries = [{ when: '10/12/2025' }, { when: '09/12/2025' }];
    expect(dropOlderThan(entries, 'when', 1, '2026-12-10')).toEqual([{ when: '10/12/2025' }]);
  });

  it('Greenflag sends the first checkbox as importantInfo', () => {
    expect(greenflagImportantInfo([true, false])).toBe(true);
    expect(greenflagImportantInfo([false, true])).toBe(false);
    expect(greenflagImportantInfo([])).toBe(false);
  });
});
