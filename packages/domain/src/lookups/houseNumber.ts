/**
 * Orders address strings the way a person scans a street: by building number (2 before 10,
 * 10 before 10A), then by flat number inside the building; named houses without a number come
 * after the numbered ones, alphabetically.
 */

interface HouseKey {
  building: number;
  suffix: string;
  flat: number;
}

/** A comma part that starts a street address: "14 Park Row", "14A Park Row", "10-12 Park Row". */
const BUILDING_PART = /^(\d+)([A-Z]?)(?:-\d+[A-Z]?)?\s+\D/i;
const FIRST_NUMBER = /(\d+)/;
const collator = new Intl.Collator('en-GB', { numeric: true, sensitivity: 'base' });

function houseKey(address: string): HouseKey | null {
  const parts = address.split(',').map((part) => part.trim());
  const buildingIndex = parts.findIndex((part) => BUILDING_PART.test(part));
  if (buildingIndex < 0) return null;
  const building = BUILDING_PART.exec(parts[buildingIndex] ?? '');
  // A number before the building part is the flat or unit ("Flat 3, 14 Park Row").
  const flatMatch = parts
    .slice(0, buildingIndex)
    .map((part) => FIRST_NUMBER.exec(part))
    .find((match) => match !== null);
  return {
    building: Number(building?.[1] ?? 0),
    suffix: (building?.[2] ?? '').toUpperCase(),
    flat: flatMatch ? Number(flatMatch[1]) : 0,
  };
}

export function compareByHouseNumber(a: string, b: string): number {
  const keyA = houseKey(a);
  const keyB = houseKey(b);
  if (keyA && !keyB) return -1;
  if (!keyA && keyB) return 1;
  if (keyA && keyB) {
    const order =
      keyA.building - keyB.building || keyA.suffix.localeCompare(keyB.suffix) || keyA.flat - keyB.flat;
    if (order !== 0) return order;
  }
  return collator.compare(a, b);
}

/** A sorted copy; the input is left as it was. */
export function sortByHouseNumber(addresses: readonly string[]): string[] {
  return [...addresses].sort(compareByHouseNumber);
}
