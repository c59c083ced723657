import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchesPattern, PATTERNS, type RegistrationFamily, registrationFamily } from './patterns.ts';

const digitString = (min: number, max: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((d) => d.join(''));
const upperLetters = (min: number, max: number) =>
  fc
    .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: min, maxLength: max })
    .map((l) => l.join(''));

/** Inserts spaces at random places, as people type registrations and phone numbers. */
const withRandomSpaces = (text: string) =>
  fc
    .array(fc.boolean(), { minLength: text.length, maxLength: text.length })
    .map((spaces) => [...text].map((char, i) => (spaces[i] ? ` ${char}` : char)).join(''));

describe('name', () => {
  it.each(["O'Brien", 'Smith-Jones', 'Mary Ann', 'St. John', 'Zoë', 'Siân'])('accepts %s', (name) => {
    expect(matchesPattern('name', name)).toBe(true);
  });
  it.each(['J0hn', 'Ann_Marie', 'Bob!', 'a@b'])('rejects %s', (name) => {
    expect(matchesPattern('name', name)).toBe(false);
  });
});

describe('fullName', () => {
  it('needs at least two parts', () => {
    expect(matchesPattern('fullName', 'Jane Smith')).toBe(true);
    expect(matchesPattern('fullName', 'Jane  Mary Smith-Jones')).toBe(true);
    expect(matchesPattern('fullName', 'Jane')).toBe(false);
    expect(matchesPattern('fullName', 'Jane Sm1th')).toBe(false);
  });
});

describe('number', () => {
  it('is 0 or a positive integer without a leading zero', () => {
    expect(matchesPattern('number', '0')).toBe(true);
    expect(matchesPattern('number', '12000')).toBe(true);
    expect(matchesPattern('number', '012')).toBe(false);
    expect(matchesPattern('number', '-1')).toBe(false);
    expect(matchesPattern('number', '1.5')).toBe(false);
  });
  it('accepts every natural number written plainly', () => {
    fc.assert(fc.property(fc.nat(), (n) => matchesPattern('number', String(n))));
  });
});

describe('phones', () => {
  it('accepts UK landlines of 10 or 11 digits and mobiles', () => {
    expect(matchesPattern('ukPhone', '01632960001')).toBe(true);
    expect(matchesPattern('ukPhone', '0163296000')).toBe(true);
    expect(matchesPattern('ukPhone', '08081570000')).toBe(true);
    expect(matchesPattern('ukPhone', '07700 900 123')).toBe(true);
  });
  it('rejects 00, 07 of the wrong length and too-short numbers', () => {
    expect(matchesPattern('ukPhone', '00441632960')).toBe(false);
    expect(matchesPattern('ukPhone', '0770090012')).toBe(false);
    expect(matchesPattern('ukPhone', '016329600')).toBe(false);
    expect(matchesPattern('ukPhone', '016329600012')).toBe(false);
  });
  it('a mobile is 07 plus 9 digits', () => {
    expect(matchesPattern('mobile', '07700900123')).toBe(true);
    expect(matchesPattern('mobile', '01632960001')).toBe(false);
    expect(matchesPattern('mobile', '0770090012')).toBe(false);
  });
  it('every generated UK mobile passes mobile and ukPhone, with or without spaces', () => {
    const mobile = digitString(9, 9).map((rest) => `07${rest}`);
    fc.assert(
      fc.property(mobile.chain(withRandomSpaces), (typed) => {
        expect(matchesPattern('mobile', typed)).toBe(true);
        expect(matchesPattern('ukPhone', typed)).toBe(true);
      }),
    );
  });
  it('a mobile with a letter in it never passes', () => {
    fc.assert(
      fc.property(digitString(9, 9), fc.nat(8), fc.constantFrom(...'abcXYZ'), (rest, at, letter) => {
        const typed = `07${rest.slice(0, at)}${letter}${rest.slice(at + 1)}`;
        expect(matchesPattern('mobile', typed)).toBe(false);
      }),
    );
  });
});

describe('garageName', () => {
  it('allows letters, digits and the name punctuation', () => {
    expect(matchesPattern('garageName', 'Smith & Sons')).toBe(false);
    expect(matchesPattern('garageName', "Bob's Garage 2, Ltd.")).toBe(true);
  });
});

describe('postcode', () => {
  it.each([
    'SW1A 1AA',
    'sw1a1aa',
    'M1 1AE',
    'B33 8TH',
    'CR2 6XH',
    'DN55 1PT',
    'W1A 0AX',
    'EC1A 1BB',
    'GIR 0AA',
  ])('accepts %s', (postcode) => {
    expect(matchesPattern('postcode', postcode)).toBe(true);
  });
  it.each(['SW1A  1AA', 'SW1A', '12345', 'QI1 1AA', 'SW1A 1A', 'SW1A-1AA'])('rejects %s', (postcode) => {
    expect(matchesPattern('postcode', postcode)).toBe(false);
  });
});

describe('registration', () => {
  const families: [RegistrationFamily, string][] = [
    ['current', 'AB12CDE'],
    ['prefix', 'A123BCD'],
    ['suffix', 'ABC123D'],
    ['datelessLettersFirst', 'ABC123'],
    ['datelessDigitsFirst', '1234AB'],
    ['diplomatic', '123X456'],
    ['diplomatic', '123D456'],
    ['guernsey', '12345'],
    ['jersey', 'J123456'],
  ];
  it.each(families)('recognises the %s family (%s)', (family, plate) => {
    expect(registrationFamily(plate)).toBe(family);
    expect(matchesPattern('registration', plate.toLowerCase())).toBe(true);
  });
  it.each(['AB12CDEF', '123456', 'J1234567', 'AB-12CD', '12AB34', ''])('rejects %s', (plate) => {
    expect(matchesPattern('registration', plate)).toBe(false);
  });
  it('still passes with random spaces inserted', () => {
    const current = fc
      .tuple(upperLetters(2, 2), digitString(2, 2), upperLetters(3, 3))
      .map((parts) => parts.join(''));
    const jersey = digitString(1, 6).map((digits) => `J${digits}`);
    const diplomatic = fc
      .tuple(digitString(3, 3), fc.constantFrom('X', 'D'), digitString(3, 3))
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(fc.oneof(current, jersey, diplomatic).chain(withRandomSpaces), (typed) => {
        expect(matchesPattern('registration', typed)).toBe(true);
      }),
    );
  });
});

describe('freeText', () => {
  it("allows letters, digits, space and ! ? ; : / _ , . ' -", () => {
    expect(matchesPattern('freeText', "Hello! Is it 10/11? Yes; it's: a_b, c.d-e")).toBe(true);
  });
  it('fails any string holding a character outside the whitelist', () => {
    const allowed = /[\p{L}\p{M}\d \r\n!?;:/_,.'-]/u;
    const disallowed = fc.oneof(
      fc.constantFrom(...'<>@£%&"#()*+=[]{}|\\~`^$\t€'),
      fc
        .integer({ min: 0, max: 0x7f })
        .map((code) => String.fromCharCode(code))
        .filter((c) => !allowed.test(c)),
    );
    const safe = fc.string({ unit: fc.constantFrom(..."abc XYZ019!?;:/_,.'-") });
    fc.assert(
      fc.property(safe, disallowed, safe, (before, bad, after) => {
        expect(PATTERNS.freeText.test(`${before}${bad}${after}`)).toBe(false);
      }),
    );
  });
  it.each(['<script>', 'a@b', 'price £5', '50%', 'x & y', '"quoted"'])('rejects %s', (text) => {
    expect(matchesPattern('freeText', text)).toBe(false);
  });
});

describe('email and digits', () => {
  it('email is something@something.tld without spaces', () => {
    expect(matchesPattern('email', 'jane.smith@example.co.uk')).toBe(true);
    expect(matchesPattern('email', 'jane smith@example.com')).toBe(false);
    expect(matchesPattern('email', 'jane@example')).toBe(false);
    expect(matchesPattern('email', '@example.com')).toBe(false);
  });
  it('digits are digits only, spaces stripped', () => {
    expect(matchesPattern('digits', '1234 5678')).toBe(true);
    expect(matchesPattern('digits', '1234a')).toBe(false);
  });
});
