import type { BrandSettings } from './brand.ts';
import { brandLinks, brandNav } from './nav.ts';
import { BREAKDOWN_SERVICE_LEVELS } from './serviceLevels.ts';
import { BREAKDOWN_HOURS } from './standardHours.ts';

const base = 'https://example.com/greenflag';

/**
 * Greenflag is the breakdown brand: the only one whose mor (breakdown cover renewal) runs
 * here, and the one brand whose quoted price includes insurance premium tax instead of
 * adding an administration fee.
 */
export const GREENFLAG: BrandSettings = {
  code: 'GREENFLAG',
  displayName: 'Green Flag',
  policyNumberPrefix: 'GF',
  host: 'greenflag',
  colours: {
    primary: '#00703c',
    primaryText: '#ffffff',
    accent: '#78be20',
    surface: '#ffffff',
    text: '#0b0c0c',
    focus: '#ffbf47',
  },
  phones: {
    amendments: '0808 157 0501',
    home: '0113 496 0501',
    travel: '0121 496 0501',
  },
  hours: BREAKDOWN_HOURS,
  serviceLevels: BREAKDOWN_SERVICE_LEVELS,
  links: brandLinks(base),
  nav: brandNav(base, [
    { label: 'Breakdown cover', slug: 'breakdown' },
    { label: 'European breakdown cover', slug: 'european-breakdown' },
    { label: 'Car insurance', slug: 'car' },
  ]),
  allowedForms: ['mor', 'coa', 'cov', 'con', 'cop', 'docreq', 'renpref'],
  // Three brands take renewal-preference changes through a web-chat agent.
  agentOnlyForms: ['renpref'],
  partnerBrands: [],
  fees: { adminFeePence: 0, priceIncludesIpt: true },
  motorCover: 'breakdown',
  policyNumberTriage: true,
  autoRenewLeadDays: { motor: 7, home: 7 },
  copy: {
    'success.button': 'Return to Green Flag',
    'processing.speed': 'up to 1 hour',
    'processing.lateNotice': 'Changes can take up to two working days to be processed.',
    'quotation.priceNote': 'This price includes insurance premium tax.',
    'docreq.title': 'Request policy documents',
    'mor.title': 'Renew your breakdown cover policy',
    // Breakdown cover rescues the vehicle, whatever it is: a car, a van, a motorbike.
    'start.vehicleHeading': 'My vehicle',
  },
  successButtonHref: `${base}/`,
};
