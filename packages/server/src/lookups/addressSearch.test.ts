import { DEMO_POSTCODES } from '@portal/demo-data/postcodes';
import { ERROR_CODES } from '@portal/domain/errors';
import { addressResult } from '@portal/domain/lookups/address';
import { describe, expect, it } from 'vitest';
import { createEmbeddedAddressProvider } from './addressProvider.ts';
import { searchAddresses, searchAddressLines } from './addressSearch.ts';
import { ADDRESS_BOOK } from './data/addressBook.ts';

const provider = createEmbeddedAddressProvider();

describe('embedded address book', () => {
  it('holds a few hundred valid addresses across at least 25 postcodes with unique UPRNs', () => {
    const all = [...ADDRESS_BOOK.values()].flat();
    expect(ADDRESS_BOOK.size).toBeGreaterThanOrEqual(25);
    expect(all.length).toBeGreaterThanOrEqual(300);
    for (const address of all) expect(addressResult.safeParse(address).success).toBe(true);
    expect(new Set(all.map((address) => address.UPRN)).size).toBe(all.length);
  });
});

describe('searchAddresses', () => {
  it.each(DEMO_POSTCODES)('finds several addresses at demo postcode %s', async (postcode) => {
    const outcome = await searchAddresses(provider, postcode);
    if (!outcome.ok) throw new Error(outcome.error.errorCode);
    expect(outcome.value.length).toBeGreaterThanOrEqual(5);
    expect(outcome.value.every((address) => address.POSTCODE === postcode)).toBe(true);
  });

  it('ignores spaces and case in the postcode', async () => {
    const outcome = await searchAddresses(provider, ' ls14ap ');
    expect(outcome.ok && outcome.value[0]?.POSTCODE).toBe('LS1 4AP');
  });

  it('sorts by house number even though the vendor answers flats first', async () => {
    const outcome = await searchAddressLines(provider, 'LS1 4AP');
    if (!outcome.ok) throw new Error(outcome.error.errorCode);
    expect(outcome.value.slice(0, 3)).toEqual([
      '1 Wellington Mews, Leeds, LS1 4AP',
      '3 Wellington Mews, Leeds, LS1 4AP',
      '5 Wellington Mews, Leeds, LS1 4AP',
    ]);
    expect(outcome.value.indexOf('Flat 1, Alder House, 14 Quarry Street, Leeds, LS1 4AP')).toBe(7);
  });

  it('puts 7A after 7 and before 8', async () => {
    const outcome = await searchAddressLines(provider, 'B33 8TH');
    if (!outcome.ok) throw new Error(outcome.error.errorCode);
    const at = (line: string) =>
      outcome.value.indexOf(`${line} Hollyfield Grove, Stechford, Birmingham, B33 8TH`);
    expect(at('7A')).toBe(at('7') + 1);
    expect(at('8')).toBe(at('7A') + 1);
  });

  it('answers VALIDATION_ERROR for something that is not a postcode', async () => {
    const outcome = await searchAddresses(provider, 'LS1 4A');
    expect(outcome).toEqual({
      ok: false,
      error: {
        errorCode: 'VALIDATION_ERROR',
        message: ERROR_CODES.VALIDATION_ERROR,
        fields: [{ field: 'postcode', message: 'Postcode is invalid' }],
      },
    });
  });

  it('answers SEARCH_ERROR with the spec message for a valid postcode without addresses', async () => {
    const outcome = await searchAddresses(provider, 'ZE2 9QJ');
    expect(outcome).toEqual({
      ok: false,
      error: { errorCode: 'SEARCH_ERROR', message: ERROR_CODES.SEARCH_ERROR },
    });
  });
});
