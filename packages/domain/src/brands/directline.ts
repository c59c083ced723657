import type { BrandSettings } from './brand.ts';
import { INSURER_FORMS } from './insurerForms.ts';
import { brandLinks, brandNav } from './nav.ts';
import { STANDARD_SERVICE_LEVELS } from './serviceLevels.ts';
import { STANDARD_HOURS } from './standardHours.ts';

const base = 'https://example.com/directline';

/**
 * Direct Line hosts most motor and home journeys, the travel refund and Mileage MoneyBack.
 * Its own MOTOR customers self-serve in My Account (guards.ts rule 2), so its motor journeys
 * here serve the SELECT and PCW product lines; edocregs and mileage-moneyback take MOTOR.
 */
export const DIRECTLINE: BrandSettings = {
  code: 'DIRECTLINE',
  displayName: 'Direct Line',
  host: 'directline',
  colours: {
    primary: '#c8102e',
    primaryText: '#ffffff',
    accent: '#1d3c78',
    surface: '#ffffff',
    text: '#1a1a1a',
    focus: '#ffbf47',
  },
  phones: {
    amendments: '0808 157 0101',
    home: '0113 496 0101',
    travel: '0121 496 0101',
  },
  hours: STANDARD_HOURS,
  serviceLevels: STANDARD_SERVICE_LEVELS,
  links: brandLinks(base),
  nav: brandNav(base, [
    { label: 'Car insurance', slug: 'car' },
    { label: 'Home insurance', slug: 'home' },
    { label: 'Travel insurance', slug: 'travel' },
  ]),
  allowedForms: [...INSURER_FORMS, 'renpref', 'hor', 'hcoa', 'travel_refund', 'mileage-moneyback'],
  // Three brands take renewal-preference changes through a web-chat agent.
  agentOnlyForms: ['renpref'],
  // Direct Line's home renewals are made by phone: home triage asks the customer to call.
  callUsForms: ['hor'],
  partnerBrands: [],
  fees: { adminFeePence: 2500, priceIncludesIpt: false },
  autoRenewLeadDays: { motor: 30, home: 30 },
  copy: {},
};
