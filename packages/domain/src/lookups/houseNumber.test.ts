import { describe, expect, it } from 'vitest';
import { sortByHouseNumber } from './houseNumber.ts';

describe('sortByHouseNumber', () => {
  it('orders building numbers numerically, not as text', () => {
    expect(sortByHouseNumber(['10 Park Row, Leeds', '2 Park Row, Leeds', '1 Park Row, Leeds'])).toEqual([
      '1 Park Row, Leeds',
      '2 Park Row, Leeds',
      '10 Park Row, Leeds',
    ]);
  });

  it('puts a lettered house after its number and flats in flat order inside the building', () => {
    expect(
      sortByHouseNumber([
        '12A Mill Lane, York',
        'Flat 10, 12 Mill Lane, York',
        '12 Mill Lane, York',
        'Flat 2, 12 Mill Lane, York',
      ]),
    ).toEqual([
      '12 Mill Lane, York',
      'Flat 2, 12 Mill Lane, York',
      'Flat 10, 12 Mill Lane, York',
      '12A Mill Lane, York',
    ]);
  });

  it('sorts flats by the building number, not by the flat number', () => {
    expect(sortByHouseNumber(['Flat 1, Alder House, 30 High Street, Bath', '4 High Street, Bath'])).toEqual([
      '4 High Street, Bath',
      'Flat 1, Alder House, 30 High Street, Bath',
    ]);
  });

  it('puts named houses after numbered ones, alphabetically, and leaves the input alone', () => {
    const input = ['Rose Cottage, Mill Lane, York', 'Ash Barn, Mill Lane, York', '3 Mill Lane, York'];
    expect(sortByHouseNumber(input)).toEqual([
      '3 Mill Lane, York',
      'Ash Barn, Mill Lane, York',
      'Rose Cottage, Mill Lane, York',
    ]);
    expect(input[0]).toBe('Rose Cottage, Mill Lane, York');
  });
});
