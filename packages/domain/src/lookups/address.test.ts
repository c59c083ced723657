import { describe, expect, it } from 'vitest';
import { type AddressFields, displayAddress, splitChosenAddress } from './address.ts';
import { normalisePostcode } from './postcode.ts';
import { normaliseRegistration } from './registration.ts';

const fields: AddressFields = {
  UPRN: '72000123',
  AddressLine1: 'Flat 3, Alder House',
  AddressLine2: '14 Wellington Street',
  AddressLine3: 'Leeds',
  POSTCODE: 'LS1 4AP',
  LATITUDE: 53.79,
  LONGITUDE: -1.55,
};

describe('displayAddress', () => {
  it('joins the lines and the postcode with commas', () => {
    expect(displayAddress(fields)).toBe('Flat 3, Alder House, 14 Wellington Street, Leeds, LS1 4AP');
  });

  it('skips empty lines', () => {
    expect(displayAddress({ ...fields, AddressLine1: '2 Park Row', AddressLine2: ' ' })).toBe(
      '2 Park Row, Leeds, LS1 4AP',
    );
  });
});

describe('splitChosenAddress', () => {
  it('splits on the first comma only', () => {
    expect(splitChosenAddress('12 Park Row, Leeds, LS1 4AP')).toEqual({
      line1: '12 Park Row',
      line2: 'Leeds, LS1 4AP',
    });
  });

  it('keeps a line without a comma whole', () => {
    expect(splitChosenAddress(' Rose Cottage ')).toEqual({ line1: 'Rose Cottage', line2: '' });
  });
});

describe('normalisePostcode', () => {
  it.each([
    ['ls14ap', 'LS1 4AP'],
    [' sw1a  2aa ', 'SW1A 2AA'],
    ['M11AE', 'M1 1AE'],
    ['b33 8th', 'B33 8TH'],
    ['EH1 1YZ', 'EH1 1YZ'],
  ])('reads %s as %s', (input, expected) => {
    expect(normalisePostcode(input)).toBe(expected);
  });

  it.each(['', 'LS1', 'LS1 4A', '1S1 4AP', 'LS1 4A1', 'LS1 4APX', 'LS1-4AP'])('refuses %s', (input) => {
    expect(normalisePostcode(input)).toBeNull();
  });
});

describe('normaliseRegistration', () => {
  it('strips spaces and upper-cases', () => {
    expect(normaliseRegistration(' ya19 kxr ')).toBe('YA19KXR');
  });

  it.each(['', 'A', 'YA19-KXR', 'YA19KXRAB'])('refuses %s', (input) => {
    expect(normaliseRegistration(input)).toBeNull();
  });
});
