import type { Product } from '../brands/brand.ts';
import { isRecord } from '../isRecord.ts';

/**
 * Who the customer says they are, read from a saved request's details
 * (policyHolder{firstName, lastName, dob, postcode}, currentVehicleReg, policyNumber).
 */
export interface IdentityClaim {
  firstName: string;
  lastName: string;
  /** `YYYY/MM/DD` as stored, or empty. */
  dob: string;
  postcode: string;
  /**
   * The registration, when the form asked for one on these answers; undefined when it did not
   * (identity then asks of the claim only what the form collected).
   */
  registration: string | undefined;
  policyNumber: string;
  product: Product;
}

/** What the policy store holds about the policy the claim points at. */
export interface PolicyOnRecord {
  product: string;
  holder: { firstName: string; lastName: string; dateOfBirth: string };
  /** Postcode of the insured or correspondence address now on record. */
  postcode: string;
  /** Registrations of the vehicles now on the policy (motor). */
  registrations: readonly string[];
}

/** Business products show no date of birth: their policies are matched without one. */
const NO_DOB_PRODUCTS: readonly string[] = ['LANDLORD', 'SME', 'TRADESMAN'];

/** Which kind of cover a product names: a motor request must not touch a home policy, nor the reverse. */
const PRODUCT_LINES: Record<string, 'motor' | 'home' | 'travel' | 'business'> = {
  MOTOR: 'motor',
  CAR: 'motor',
  VAN: 'motor',
  PCW: 'motor',
  SELECT: 'motor',
  HOME: 'home',
  LANDLORD: 'home',
  TRAVEL: 'travel',
  SME: 'business',
  TRADESMAN: 'business',
};
export const productLine = (product: string) => PRODUCT_LINES[product.toUpperCase()];

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const record = (value: unknown): Record<string, unknown> => (isRecord(value) ? value : {});

/** Names compare without case, accents, spaces, hyphens or apostrophes ("O'Neil-Smith" = "oneil smith"). */
export const sameName = (a: string, b: string) => {
  const key = (name: string) =>
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]/g, '');
  return key(a) !== '' && key(a) === key(b);
};

const compact = (value: string) => value.replace(/\s+/g, '').toUpperCase();
const isoDate = (value: string) => value.replace(/\//g, '-');

/** The digits of a policy number as typed (Greenflag numbers are typed after a `GF` prefix). */
export const policyNumberDigits = (value: string) => value.replace(/\D/g, '');

export function identityClaim(details: Record<string, unknown>, product: Product): IdentityClaim {
  const holder = record(details.policyHolder);
  return {
    firstName: text(holder.firstName),
    lastName: text(holder.lastName),
    dob: text(holder.dob),
    postcode: compact(text(holder.postcode)),
    // A saved record holds only the questions the journey asked (toSaveRecord keeps live answers).
    registration: 'currentVehicleReg' in details ? compact(text(details.currentVehicleReg)) : undefined,
    policyNumber: policyNumberDigits(text(details.policyNumber)),
    product,
  };
}

/**
 * Whether every detail the customer gave agrees with the policy on record. A motor policy's
 * registration is checked when the form asked for it: a form that never asks it (edocregs) is
 * matched on the name, date of birth, postcode and policy number it does ask. The answer is one
 * boolean on purpose: the customer is never told which detail failed.
 */
export function claimMatchesPolicy(claim: IdentityClaim, policy: PolicyOnRecord): boolean {
  const line = productLine(policy.product);
  if (line === undefined || productLine(claim.product) !== line) return false;
  if (!sameName(claim.firstName, policy.holder.firstName)) return false;
  if (!sameName(claim.lastName, policy.holder.lastName)) return false;
  const dobNeeded = !NO_DOB_PRODUCTS.includes(policy.product.toUpperCase());
  if (dobNeeded && isoDate(claim.dob) !== policy.holder.dateOfBirth) return false;
  if (claim.postcode === '' || claim.postcode !== compact(policy.postcode)) return false;
  if (line === 'motor' && claim.registration !== undefined)
    return policy.registrations.map(compact).includes(claim.registration);
  // A motor claim is pinned to one policy by its registration or its number, never by name alone.
  if (line === 'motor' && claim.policyNumber === '') return false;
  return true;
}

/** How many identity mismatches one policy or one session may have in the window before lookups lock. */
export const IDENTITY_ATTEMPT_LIMIT = 5;
export const IDENTITY_WINDOW_MINUTES = 60;
