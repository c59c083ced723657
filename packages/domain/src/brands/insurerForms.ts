import type { FormCode } from '../formCodes.ts';

/**
 * The motor and policy-admin journeys every insurer brand (Direct Line, Product Direct,
 * Privilege) offers; each brand adds its own home, renewal and travel journeys to these.
 */
export const INSURER_FORMS: readonly FormCode[] = [
  'aad',
  'atv',
  'coa',
  'cor',
  'con',
  'com',
  'cop',
  'cov',
  'docreq',
  'docupl',
  'edocregs',
  'finparty',
  'lapse',
];
