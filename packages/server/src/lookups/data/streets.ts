/**
 * Hand-authored demo streets for the embedded address provider: fictional street names at
 * real-format postcodes, including every postcode the demo policies live at. The address book
 * is expanded from this table by `addressBook.ts`; both are fixed, so every run sees the same
 * addresses and UPRNs.
 */
export interface StreetTable {
  postcode: string;
  town: string;
  locality?: string;
  /** Centre of the postcode; each address is nudged from it so no two share a point. */
  latitude: number;
  longitude: number;
  houses?: readonly { street: string; numbers: readonly (number | string)[] }[];
  flats?: readonly { building: string; number: number; street: string; count: number }[];
  named?: readonly { street: string; names: readonly string[] }[];
}

/** Whole numbers from `from` to `to` inclusive, every `step`. */
const numbers = (from: number, to: number, step = 1): number[] =>
  Array.from({ length: Math.floor((to - from) / step) + 1 }, (_, i) => from + i * step);

export const STREETS: readonly StreetTable[] = [
  {
    postcode: 'LS1 4AP',
    town: 'Leeds',
    latitude: 53.7965,
    longitude: -1.5478,
    flats: [{ building: 'Alder House', number: 14, street: 'Quarry Street', count: 6 }],
    houses: [{ street: 'Wellington Mews', numbers: numbers(1, 23, 2) }],
  },
  {
    postcode: 'M1 1AE',
    town: 'Manchester',
    latitude: 53.4794,
    longitude: -2.2453,
    houses: [{ street: 'Tariff Row', numbers: numbers(2, 20, 2) }],
    flats: [{ building: 'Mill View', number: 5, street: 'Ducie Street', count: 8 }],
  },
  {
    postcode: 'B33 8TH',
    town: 'Birmingham',
    locality: 'Stechford',
    latitude: 52.4849,
    longitude: -1.8139,
    houses: [{ street: 'Hollyfield Grove', numbers: [...numbers(1, 30), '7A', '12A'] }],
  },
  {
    postcode: 'SW1A 2AA',
    town: 'London',
    locality: 'Westminster',
    latitude: 51.5034,
    longitude: -0.1276,
    named: [{ street: 'Whitehall Gardens Row', names: ['Treasury Lodge', 'The Old Guardhouse'] }],
    houses: [{ street: 'Whitehall Gardens Row', numbers: numbers(1, 11) }],
  },
  {
    postcode: 'EH1 1YZ',
    town: 'Edinburgh',
    latitude: 55.9521,
    longitude: -3.1893,
    flats: [{ building: 'Canongate Court', number: 3, street: 'Calton Wynd', count: 9 }],
    houses: [{ street: 'Calton Wynd', numbers: numbers(1, 15, 2) }],
  },
  {
    postcode: 'YO1 7HH',
    town: 'York',
    latitude: 53.96,
    longitude: -1.081,
    houses: [{ street: 'Minster Close', numbers: numbers(1, 18) }],
    named: [{ street: 'Minster Close', names: ['Rose Cottage', 'Ash Barn'] }],
  },
  {
    postcode: 'CF10 1EP',
    town: 'Cardiff',
    latitude: 51.4816,
    longitude: -3.1791,
    houses: [{ street: 'Heol Tredegar', numbers: numbers(2, 24, 2) }],
  },
  {
    postcode: 'BS1 4DJ',
    town: 'Bristol',
    latitude: 51.4545,
    longitude: -2.5879,
    flats: [{ building: 'Harbourside Wharf', number: 1, street: 'Anchor Quay', count: 20 }],
  },
  {
    postcode: 'NE1 7RU',
    town: 'Newcastle upon Tyne',
    latitude: 54.9738,
    longitude: -1.6131,
    houses: [{ street: 'Grainger Terrace', numbers: numbers(1, 25) }],
  },
  {
    postcode: 'G2 1DY',
    town: 'Glasgow',
    latitude: 55.8609,
    longitude: -4.2514,
    flats: [{ building: 'Merchant Chambers', number: 45, street: 'Bothwell Lane', count: 12 }],
  },
  {
    postcode: 'L1 8JQ',
    town: 'Liverpool',
    latitude: 53.4025,
    longitude: -2.9833,
    houses: [{ street: 'Bold Place', numbers: [...numbers(1, 14), '3A'] }],
  },
  {
    postcode: 'NG1 5FS',
    town: 'Nottingham',
    latitude: 52.9548,
    longitude: -1.1581,
    houses: [{ street: 'Lace Market Yard', numbers: numbers(2, 30, 2) }],
  },
  {
    postcode: 'S1 2HE',
    town: 'Sheffield',
    latitude: 53.3811,
    longitude: -1.4701,
    houses: [{ street: 'Cutlers Walk', numbers: numbers(1, 16) }],
  },
  {
    postcode: 'BT1 5GS',
    town: 'Belfast',
    latitude: 54.5973,
    longitude: -5.9301,
    houses: [{ street: 'Linen Hall Row', numbers: numbers(1, 12) }],
    flats: [{ building: 'Donegall House', number: 20, street: 'Linen Hall Row', count: 4 }],
  },
  {
    postcode: 'CB2 1TN',
    town: 'Cambridge',
    latitude: 52.2043,
    longitude: 0.1218,
    named: [{ street: 'Granta Lane', names: ['The Old Rectory', 'Willow House', 'Orchard End', 'Meadow View'] }],
    houses: [{ street: 'Granta Lane', numbers: numbers(1, 9, 2) }],
  },
  {
    postcode: 'OX1 3BG',
    town: 'Oxford',
    latitude: 51.7548,
    longitude: -1.2544,
    houses: [{ street: 'Radcliffe Passage', numbers: numbers(1, 12) }],
  },
  {
    postcode: 'BN1 1AE',
    town: 'Brighton',
    latitude: 50.8225,
    longitude: -0.1372,
    flats: [{ building: 'Marine Lodge', number: 8, street: 'Regency Parade', count: 10 }],
    houses: [{ street: 'Regency Parade', numbers: numbers(1, 7) }],
  },
  {
    postcode: 'PL1 2AA',
    town: 'Plymouth',
    latitude: 50.3706,
    longitude: -4.1426,
    houses: [{ street: 'Barbican Steps', numbers: numbers(1, 15) }],
  },
  {
    postcode: 'AB10 1AB',
    town: 'Aberdeen',
    latitude: 57.1437,
    longitude: -2.0981,
    houses: [{ street: 'Granite Row', numbers: numbers(2, 26, 2) }],
  },
  {
    postcode: 'NR2 4PD',
    town: 'Norwich',
    latitude: 52.6309,
    longitude: 1.2974,
    houses: [{ street: 'Elm Hill Close', numbers: numbers(1, 12) }],
    named: [{ street: 'Elm Hill Close', names: ['Flint House'] }],
  },
  {
    postcode: 'LE1 6RP',
    town: 'Leicester',
    latitude: 52.6369,
    longitude: -1.1398,
    houses: [{ street: 'Clock Tower Mews', numbers: numbers(1, 20) }],
  },
  {
    postcode: 'SO14 3JA',
    town: 'Southampton',
    latitude: 50.9025,
    longitude: -1.4042,
    flats: [{ building: 'Quayside House', number: 2, street: 'Ocean Way', count: 9 }],
    houses: [{ street: 'Ocean Way', numbers: numbers(4, 16, 2) }],
  },
  {
    postcode: 'EX4 3LS',
    town: 'Exeter',
    latitude: 50.7236,
    longitude: -3.5269,
    houses: [{ street: 'Cathedral Yard Lane', numbers: numbers(1, 11, 2) }],
    named: [{ street: 'Cathedral Yard Lane', names: ['Thatch End', 'Holly Lodge'] }],
  },
  {
    postcode: 'TR1 2HE',
    town: 'Truro',
    locality: 'Kenwyn',
    latitude: 50.2632,
    longitude: -5.051,
    houses: [{ street: 'Lemon Quay Row', numbers: numbers(1, 10) }],
  },
  {
    postcode: 'IV2 3NX',
    town: 'Inverness',
    latitude: 57.4778,
    longitude: -4.2247,
    houses: [{ street: 'Ness Bank Terrace', numbers: numbers(1, 14) }],
  },
  {
    postcode: 'CH1 2HU',
    town: 'Chester',
    latitude: 53.1905,
    longitude: -2.8918,
    houses: [{ street: 'Rows Walk', numbers: numbers(1, 10) }],
    flats: [{ building: 'Eastgate Chambers', number: 12, street: 'Rows Walk', count: 6 }],
  },
  {
    postcode: 'M20 2RN',
    town: 'Manchester',
    locality: 'Didsbury',
    latitude: 53.4168,
    longitude: -2.2316,
    houses: [{ street: 'Lapwing Lane Close', numbers: numbers(1, 22) }],
  },
];
