/**
 * The API surface under /mta-api/mta/. Server routes and the
 * browser's single API client both take their paths from here.
 */
export const API_PREFIX = '/mta-api/mta';
export const AUTH_HEADER = 'x-auth-token';
export const PREPOP_HEADER = 'x-mta-prepop-token';
/** The emailed quote token, sent as a header so it never lands in a URL or an access log. */
export const QUOTE_TOKEN_HEADER = 'x-mta-quote-token';

export const apiPaths = {
  metadata: 'gateway/metadata',
  /** Brand-specific initialise path: direct, privilege, product, nationwide-motor-amend, greenflag. */
  initialize: (brandPath: string) => `initialize/${brandPath}`,
  logout: 'logout',
  serverTime: 'time',
  staticData: (form: string) => `${form}/data`,
  save: (form: string) => `${form}/save`,
  /** A fresh robot-check (ALTCHA) challenge for the review page of a simple request form. */
  botCheckChallenge: 'botcheck/challenge',
  /** POST recaptcha/validate with query gResponse: the old robot-check path, answered by the ALTCHA check. */
  botCheckValidate: 'recaptcha/validate',
  verify: (form: string) => `${form}/idv/validate`,
  /** The auto-renewal choice made on the accept side (forms whose card asks it: hcoa). */
  autoRenewal: (form: string) => `${form}/auto-renewal`,
  /** Decisions on a quote. */
  quoteAccept: 'quote/accept',
  quoteDecline: 'quote/decline',
  paymentProceed: 'quote/payment/proceed',
  paymentPostpone: 'quote/payment/postpone',
  /** The fraud check before an online card payment: a URL, then a status. */
  fraudCheckUrl: 'fraud-check/url',
  fraudCheckStatus: 'fraud-check/status',
  /** The secure card form: its URL for a quote, its status, the gateway's callback. */
  speikUrl: 'speik/url',
  speikStatus: 'speik/status',
  speikCallback: 'speik/callback',
  /** A payment chat bound to the caller's quote: the web-chat payment path when the form is closed. */
  paymentChat: 'webchat/payment',
  paymentValidate: 'payment/validate',
  paymentExecute: 'payment/execute',
  paymentStatus: 'payment/payment-status',
} as const;
