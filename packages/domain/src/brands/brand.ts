import type { FormCode } from '../formCodes.ts';
import type { ServiceLevels } from './serviceLevels.ts';

/** Deployment brands of the spec; partner brands arrive via the `brand` query parameter. */
export const DEPLOYMENT_BRANDS = ['DIRECTLINE', 'PRODUCT', 'PRIVILEGE', 'NATIONWIDE', 'GREENFLAG'] as const;
export type DeploymentBrand = (typeof DEPLOYMENT_BRANDS)[number];
export const PARTNER_BRANDS = ['RBS', 'NATWEST'] as const;
export type PartnerBrand = (typeof PARTNER_BRANDS)[number];
/** Nationwide's motor-manufacturer partners, accepted only for `mar`. */
export const MANUFACTURER_BRANDS = [
  'VW',
  'VOLKSWAGEN',
  'AUDI',
  'SEAT',
  'SKODA',
  'CITROEN',
  'DS',
  'PEUGEOT',
  'STELLANTIS',
] as const;
export type ManufacturerBrand = (typeof MANUFACTURER_BRANDS)[number];

export const PRODUCTS = [
  'MOTOR',
  'HOME',
  'TRAVEL',
  'SELECT',
  'PCW',
  'CAR',
  'VAN',
  'LANDLORD',
  'SME',
  'TRADESMAN',
] as const;
export type Product = (typeof PRODUCTS)[number];

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
/** `HH:mm` local (Europe/London) times; `null` means closed all day. */
export type DayHours = { opens: string; closes: string } | null;
export type OpeningHours = Record<Weekday, DayHours>;
export const HOURS_SETS = [
  'openHours',
  'processingHours',
  'webchatHours',
  'webchatHoursMOR',
  'triageHours',
  'partnerHomeHours',
  'partnerMotorHours',
  'securePaymentHours',
  'phoneSupportHours',
] as const;
export type HoursSet = (typeof HOURS_SETS)[number];

export interface NavItem {
  label: string;
  href: string;
  children?: NavItem[];
}

export interface BrandSettings {
  code: DeploymentBrand;
  displayName: string;
  /** How the brand prints its policy numbers, e.g. "GF" for GF 40000001; absent, the digits alone. */
  policyNumberPrefix?: string;
  /** Host name prefix that selects this brand, e.g. `greenflag` for greenflag.localhost:3000. */
  host: string;
  /** CSS custom properties applied at the document root. */
  colours: {
    primary: string;
    primaryText: string;
    accent: string;
    surface: string;
    text: string;
    focus: string;
  };
  /**
   * One number per service (contactLines.ts names each wherever it is shown). Fictional numbers
   * from Ofcom's drama ranges. The spec's settings also held a "triage" number; a customer sent
   * from triage to call about a change then met a different number from the one in every email
   * about that change, so a change has one line: amendments.
   */
  phones: { amendments: string; home: string; travel: string };
  hours: Record<HoursSet, OpeningHours>;
  /** Hours within which each kind of request is answered: the promise every request is measured by. */
  serviceLevels: ServiceLevels;
  links: {
    /** The brand's home page: where "Return to homepage" goes. */
    home: string;
    signIn: string;
    myAccount: string;
    carCover: string;
    contact: string;
    /** Where unknown paths send the browser. */
    fallback: string;
  };
  nav: NavItem[];
  /**
   * Which forms this brand offers, and how, in one place (the forms' cards name no brand): the
   * forms it offers; of those, the ones only an agent may make online here (the journey sends the
   * customer to web chat); and the home forms whose customers home triage asks to call us.
   */
  allowedForms: FormCode[];
  agentOnlyForms?: readonly FormCode[];
  callUsForms?: readonly FormCode[];
  /** Partner brands this host serves through the `brand` query (RBS, NATWEST, manufacturers). */
  partnerBrands: readonly string[];
  fees: { adminFeePence: number; priceIncludesIpt: boolean };
  /**
   * What the brand's motor policies insure: breakdown cover (rescue for the vehicle, no driver
   * risk, no excess) on the breakdown brand; car insurance when absent. The rating engine prices
   * and the quote words a policy by it.
   */
  motorCover?: 'breakdown';
  /**
   * The brand's customers find their policy on triage by its prefix and number (the breakdown
   * brand's triage), a page of its own that "Step x of y" counts; elsewhere triage asks for a
   * registration or an address before the journey's count starts.
   */
  policyNumberTriage?: true;
  autoRenewLeadDays: { motor: number; home: number };
  /** Copy overrides keyed by a copy id; absent keys use the default copy. */
  copy: Record<string, string>;
  /**
   * Where the request success page's button (copy 'success.button') goes, when its words name
   * somewhere other than My Account: "Visit Travel Insurance" goes to travel insurance,
   * "Return to Green Flag" to Green Flag's home page.
   */
  successButtonHref?: string;
}

export interface PartnerSettings {
  code: PartnerBrand;
  displayName: string;
  phones: { amendments: string; home: string };
  dashboard: string;
}
