import type { BrandSettings } from './brand.ts';
import { INSURER_FORMS } from './insurerForms.ts';
import { brandLinks, brandNav } from './nav.ts';
import { STANDARD_SERVICE_LEVELS } from './serviceLevels.ts';
import { STANDARD_HOURS } from './standardHours.ts';

const base = 'https://example.com/privilege';

/** Privilege sells motor only; like Direct Line, its MOTOR customers use My Account. */
export const PRIVILEGE: BrandSettings = {
  code: 'PRIVILEGE',
  displayName: 'Privilege',
  host: 'privilege',
  colours: {
    primary: '#ffd200',
    primaryText: '#111111',
    accent: '#3d3d3d',
    surface: '#ffffff',
    text: '#111111',
    focus: '#1d70b8',
  },
  phones: {
    amendments: '0808 157 0301',
    home: '0113 496 0301',
    travel: '0121 496 0301',
  },
  hours: STANDARD_HOURS,
  serviceLevels: STANDARD_SERVICE_LEVELS,
  links: brandLinks(base),
  nav: brandNav(base, [
    { label: 'Car insurance', slug: 'car' },
    { label: 'Classic car insurance', slug: 'classic-car' },
  ]),
  allowedForms: [...INSURER_FORMS],
  partnerBrands: [],
  fees: { adminFeePence: 2500, priceIncludesIpt: false },
  autoRenewLeadDays: { motor: 30, home: 30 },
  copy: { 'success.button': 'Return to Privilege' },
  successButtonHref: `${base}/`,
};
