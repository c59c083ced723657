import type { Product } from '../brands/brand.ts';

export interface AddressTriageCopy {
  intro: string;
  postcodeHint: string;
}

const HOME: AddressTriageCopy = {
  intro: 'Tell us the address of the home your policy covers.',
  postcodeHint: 'The postcode of the insured home, for example LS1 4AP',
};

/** A travel policy covers trips, not a home: it is found by the policyholder's own address. */
const TRAVEL: AddressTriageCopy = {
  intro: 'Tell us your home address, as it appears on your travel insurance policy.',
  postcodeHint: 'The postcode of your home address, for example LS1 4AP',
};

/** Other policies found by address (motor, business) are found by the policyholder's address too. */
const POLICYHOLDER: AddressTriageCopy = {
  intro: 'Tell us your address, as it appears on your policy.',
  postcodeHint: 'The postcode of your address, for example LS1 4AP',
};

/** The address triage's words follow the product: only a home policy insures a home. */
export function addressTriageCopy(product: Product): AddressTriageCopy {
  if (product === 'HOME' || product === 'LANDLORD') return HOME;
  if (product === 'TRAVEL') return TRAVEL;
  return POLICYHOLDER;
}
