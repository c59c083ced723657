import type { BrandSettings } from './brand.ts';
import { INSURER_FORMS } from './insurerForms.ts';
import { brandLinks, brandNav } from './nav.ts';
import { STANDARD_SERVICE_LEVELS } from './serviceLevels.ts';
import { STANDARD_HOURS } from './standardHours.ts';

const base = 'https://example.com/product';

/** The spec's "{product}" brand, shown as "Product Direct". */
export const PRODUCT: BrandSettings = {
  code: 'PRODUCT',
  displayName: 'Product Direct',
  host: 'product',
  colours: {
    primary: '#005a70',
    primaryText: '#ffffff',
    accent: '#7a3e9d',
    surface: '#f7fafb',
    text: '#14232b',
    focus: '#ffbf47',
  },
  phones: {
    amendments: '0808 157 0201',
    home: '0113 496 0201',
    travel: '0121 496 0201',
  },
  hours: STANDARD_HOURS,
  serviceLevels: STANDARD_SERVICE_LEVELS,
  links: brandLinks(base),
  nav: brandNav(base, [
    { label: 'Car insurance', slug: 'car' },
    { label: 'Van insurance', slug: 'van' },
    { label: 'Home insurance', slug: 'home' },
  ]),
  allowedForms: [...INSURER_FORMS, 'renpref', 'hor'],
  // Three brands take renewal-preference changes through a web-chat agent.
  agentOnlyForms: ['renpref'],
  partnerBrands: [],
  fees: { adminFeePence: 2000, priceIncludesIpt: false },
  autoRenewLeadDays: { motor: 30, home: 30 },
  copy: { 'success.button': 'Back to My Account' },
};
