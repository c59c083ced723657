import type { FieldError } from '../errors.ts';
import { MESSAGES } from '../rules/messages.ts';
import { PATTERNS } from '../rules/patterns.ts';
import { normaliseRegistration } from './registrationPlate.ts';

/** Field checks of the motor and home triage screens. */

export function motorTriageErrors(registration: string): FieldError[] {
  const plate = normaliseRegistration(registration);
  if (plate === '') return [{ field: 'currentVehicleReg', message: MESSAGES.currentRegistrationRequired }];
  if (!PATTERNS.registration.test(plate))
    return [{ field: 'currentVehicleReg', message: MESSAGES.registrationInvalid }];
  return [];
}

/** The address search needs at least this many characters once spaces are ignored. */
export const POSTCODE_SEARCH_MIN = 5;

export function postcodeErrors(postcode: string): FieldError[] {
  const trimmed = postcode.trim();
  if (trimmed === '') return [{ field: 'postcode', message: MESSAGES.postcodeRequired }];
  if (trimmed.replace(/\s+/g, '').length < POSTCODE_SEARCH_MIN || !PATTERNS.postcode.test(trimmed))
    return [{ field: 'postcode', message: MESSAGES.postcodeInvalid }];
  return [];
}

export interface HomeTriageValues {
  postcode: string;
  /** UPRN of the chosen address; empty until one is chosen. */
  address: string;
  /** True once addresses have been found for the postcode now in the field. */
  searched: boolean;
}

export function homeTriageErrors(values: HomeTriageValues): FieldError[] {
  const postcode = postcodeErrors(values.postcode);
  if (postcode.length > 0) return postcode;
  if (!values.searched) return [{ field: 'postcode', message: MESSAGES.searchPostcode }];
  if (values.address === '') return [{ field: 'address', message: MESSAGES.selectAddress }];
  return [];
}
