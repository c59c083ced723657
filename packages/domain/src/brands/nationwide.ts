import { type BrandSettings, MANUFACTURER_BRANDS, PARTNER_BRANDS } from './brand.ts';
import { brandLinks, brandNav } from './nav.ts';
import { STANDARD_SERVICE_LEVELS } from './serviceLevels.ts';
import { STANDARD_HOURS } from './standardHours.ts';

const base = 'https://example.com/nationwide';

/**
 * Nationwide hosts home journeys (also for the RBS and NATWEST partners) and the motor
 * renewal preference (mar) for the motor-manufacturer partners.
 */
export const NATIONWIDE: BrandSettings = {
  code: 'NATIONWIDE',
  displayName: 'Nationwide',
  host: 'nationwide',
  colours: {
    primary: '#0a2561',
    primaryText: '#ffffff',
    accent: '#c8102e',
    surface: '#ffffff',
    text: '#1b1b1b',
    focus: '#ffbf47',
  },
  phones: {
    amendments: '0808 157 0401',
    home: '0113 496 0401',
    travel: '0121 496 0401',
  },
  hours: STANDARD_HOURS,
  serviceLevels: STANDARD_SERVICE_LEVELS,
  links: brandLinks(base),
  nav: brandNav(base, [
    { label: 'Home insurance', slug: 'home' },
    { label: 'Travel insurance', slug: 'travel' },
    { label: 'Car insurance', slug: 'car' },
  ]),
  allowedForms: ['mar', 'renpref', 'hor', 'hcoa', 'edocregs', 'docupl', 'lapse'],
  partnerBrands: [...PARTNER_BRANDS, ...MANUFACTURER_BRANDS],
  fees: { adminFeePence: 1500, priceIncludesIpt: false },
  autoRenewLeadDays: { motor: 7, home: 42 },
  copy: { 'success.button': 'Visit Travel Insurance' },
  successButtonHref: `${base}/products/travel`,
};
