import type { PartnerBrand, PartnerSettings } from './brand.ts';

/** Partner brands reached by the `brand` query parameter: own phone numbers and dashboard. */
export const PARTNERS: Record<PartnerBrand, PartnerSettings> = {
  RBS: {
    code: 'RBS',
    displayName: 'RBS',
    phones: { amendments: '020 7946 0101', home: '020 7946 0102' },
    dashboard: 'https://example.com/rbs/insurance-dashboard',
  },
  NATWEST: {
    code: 'NATWEST',
    displayName: 'NatWest',
    phones: { amendments: '020 7946 0201', home: '020 7946 0202' },
    dashboard: 'https://example.com/natwest/insurance-dashboard',
  },
};
