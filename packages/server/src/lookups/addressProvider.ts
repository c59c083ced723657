import type { AddressResult } from '@portal/domain/lookups/address';
import { ADDRESS_BOOK } from './data/addressBook.ts';

/**
 * The seam to an address vendor. It receives a postcode already checked and in display form
 * ("LS1 4AP") and answers every address there, in any order; validation, sorting and the
 * "nothing found" error live once in `addressSearch.ts`, so a vendor adapter stays small.
 */
export interface AddressProvider {
  findByPostcode(postcode: string): Promise<AddressResult[]>;
}

/** Answers from the embedded demo address book; works offline. */
export function createEmbeddedAddressProvider(): AddressProvider {
  return {
    async findByPostcode(postcode) {
      return [...(ADDRESS_BOOK.get(postcode) ?? [])];
    },
  };
}
