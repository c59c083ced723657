/**
 * Copy that the brand decides. Brands override single keys in
 * their `copy` map; `copyFor` falls back to these defaults. Quoted text is the spec's.
 */
export const DEFAULT_COPY = {
  /** The success page's button. */
  'success.button': 'Return to My Account',
  /** When the brand promises to process a request. */
  'processing.speed': 'within minutes',
  'processing.lateNotice':
    'Requests received after 11pm Mon-Fri (or 9pm Sat-Sun) will be processed the following day.',
  /** Most brands add an administration fee; one says the price includes IPT. */
  'quotation.priceNote': 'An administration fee is added to this amount.',
  'docreq.title': 'Request a document',
  'mor.title': 'Renew your car policy',
  /** The start page's group of journeys about the vehicle a policy covers. */
  'start.vehicleHeading': 'My car',
} as const;

export type CopyKey = keyof typeof DEFAULT_COPY;

export const isCopyKey = (key: string): key is CopyKey => Object.hasOwn(DEFAULT_COPY, key);
