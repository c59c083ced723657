/**
 * The form codes, at the bottom of the domain: brands name the forms they offer and the forms
 * read brands, so neither may import the other's module for this type. The registry (forms.ts)
 * must hold exactly these codes; a new form adds its code here and its line there.
 */
export type FormCode =
  | 'aad'
  | 'atv'
  | 'coa'
  | 'cor'
  | 'con'
  | 'com'
  | 'cop'
  | 'cov'
  | 'docreq'
  | 'edocregs'
  | 'finparty'
  | 'lapse'
  | 'mar'
  | 'mor'
  | 'renpref'
  | 'hor'
  | 'docupl'
  | 'travel_refund'
  | 'mileage-moneyback'
  | 'hcoa';
