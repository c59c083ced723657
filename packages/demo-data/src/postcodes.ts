/**
 * Postcodes the demo policies live at. The embedded address book holds several addresses at
 * each, so a seeded policyholder's postcode always finds their street.
 */
export const DEMO_POSTCODES = ['LS1 4AP', 'M1 1AE', 'B33 8TH', 'SW1A 2AA', 'EH1 1YZ'] as const;
export type DemoPostcode = (typeof DEMO_POSTCODES)[number];
