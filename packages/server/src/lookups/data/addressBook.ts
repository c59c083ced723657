import { type AddressFields, type AddressResult, displayAddress } from '@portal/domain/lookups/address';
import { STREETS, type StreetTable } from './streets.ts';

/** UPRNs of the demo book: 12 digits, one block of 1000 per postcode, so they never collide. */
const UPRN_BASE = 100_023_000_000;
/** About 13 m of latitude between neighbouring addresses. */
const STEP_DEGREES = 0.00012;

type Lines = Pick<AddressFields, 'AddressLine1' | 'AddressLine2' | 'AddressLine3'>;

/** Every address line at one postcode, flats first (as a vendor might answer, unsorted). */
function linesAt(table: StreetTable): Lines[] {
  const flats = (table.flats ?? []).flatMap((block) =>
    Array.from({ length: block.count }, (_, i) => ({
      AddressLine1: `Flat ${i + 1}, ${block.building}`,
      AddressLine2: `${block.number} ${block.street}`,
      AddressLine3: table.town,
    })),
  );
  const houses = (table.houses ?? []).flatMap((block) =>
    block.numbers.map((number) => ({
      AddressLine1: `${number} ${block.street}`,
      AddressLine2: table.locality ?? '',
      AddressLine3: table.town,
    })),
  );
  const named = (table.named ?? []).flatMap((block) =>
    block.names.map((name) => ({ AddressLine1: name, AddressLine2: block.street, AddressLine3: table.town })),
  );
  return [...flats, ...houses, ...named];
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

function expand(table: StreetTable, tableIndex: number): AddressResult[] {
  return linesAt(table).map((lines, i) => {
    const fields: AddressFields = {
      UPRN: String(UPRN_BASE + tableIndex * 1000 + i),
      ...lines,
      POSTCODE: table.postcode,
      LATITUDE: round6(table.latitude + (i % 10) * STEP_DEGREES),
      LONGITUDE: round6(table.longitude + Math.floor(i / 10) * STEP_DEGREES),
    };
    return { ...fields, displayAddress: displayAddress(fields) };
  });
}

/** The embedded address book, keyed by display postcode ("LS1 4AP"). */
export const ADDRESS_BOOK: ReadonlyMap<string, readonly AddressResult[]> = new Map(
  STREETS.map((table, index) => [table.postcode, expand(table, index)]),
);
