/**
 * The form codes, declared once, at the bottom of the domain: brands name the forms they offer
 * and the forms' cards read brands, so the list cannot live in either. The registry (forms.ts)
 * is keyed by these codes and the compiler refuses a code it lacks or one not listed here: a new
 * form adds its code here and its line there.
 */
export const FORM_CODES = [
  'aad',
  'atv',
  'coa',
  'cor',
  'con',
  'com',
  'cop',
  'cov',
  'docreq',
  'edocregs',
  'finparty',
  'lapse',
  'mar',
  'mor',
  'renpref',
  'hor',
  'docupl',
  'travel_refund',
  'mileage-moneyback',
  'hcoa',
] as const;
export type FormCode = (typeof FORM_CODES)[number];

const CODES: ReadonlySet<string> = new Set(FORM_CODES);
export const isFormCode = (value: string): value is FormCode => CODES.has(value);
