/**
 * Error codes are values shared by server and browser.
 * The server answers `{ errorCode, message }`; the browser branches on the code, never on text.
 */
export const ERROR_CODES = {
  CONNECTION_ERROR: 'Connection error, please try again',
  SERVER_ERROR: 'Server error',
  VALIDATION_ERROR: 'Please correct invalid fields above before continuing',
  UNAUTHORISED: 'Your session has ended. Please start again.',
  NOT_FOUND: 'Page not found',
  RATE_LIMITED: 'Too many requests. Please wait a moment and try again.',
  TOKEN_EXPIRED: 'The link to this quote has expired. Please re-submit your request',
  INVALID_TOKEN: 'This link is not valid.',
  /** Another change to the policy landed after this quote was priced (its policy version moved on). */
  QUOTE_SUPERSEDED:
    'Your policy has changed since we sent you this quote, so the quote is out of date. Please start a new request and we will send you an up-to-date quote.',
  /**
   * The change's start day went by while the quotation was open (a page left across midnight):
   * it now starts today, priced again, and the customer sees that before committing.
   */
  QUOTE_REPRICED:
    "Your change can't start on a day that has passed, so we've updated your quote to start today. Please check the new dates and price before you go on.",
  QUOTE_NOT_EXISTS: 'We could not find this quote.',
  SEARCH_ERROR:
    "This address can't be found with that postcode. Please try correcting it, or chat with one of our agents who can help you proceed.",
  FORM_NOT_ALLOWED: 'This journey is not available for this brand.',
  /**
   * One message for every identity mismatch: it never says which detail was wrong. The line and
   * its hours are filled in from the brand's data where it is sent (rules/brandedMessage.ts).
   */
  IDENTITY_NOT_MATCHED:
    "We couldn't match these details to a policy. Please check them against your policy documents and try again, or call {ourLine} ({phoneHours}).",
  IDENTITY_LOCKED:
    "For your security, we can't take this request online after several unsuccessful attempts. Please call {ourLine} ({phoneHours}).",
  BRAND_MISMATCH: 'This request does not belong to this website.',
  /** A submit's key sent again with other answers. */
  IDEMPOTENCY_KEY_REUSED:
    'This request was already sent with different answers. Please check your answers and send it again.',
  REQUEST_IN_PROGRESS: "We're sending your request. Please wait a moment.",
  /** Uploaded files could not be virus-scanned just now, so nothing was kept: the same save may be sent again later (the generic error page's words). */
  SCAN_UNAVAILABLE:
    "Sorry something went wrong. It's nothing you've done, and we're trying hard to fix it. Please try again later.",
} as const;
export type ErrorCode = keyof typeof ERROR_CODES;

export interface FieldError {
  field: string;
  message: string;
}

/** The error envelope every failed API call answers with. */
export interface ApiError {
  errorCode: ErrorCode | (string & {});
  message: string;
  fields?: FieldError[];
}

export const apiError = (errorCode: ErrorCode, fields?: FieldError[]): ApiError => ({
  errorCode,
  message: ERROR_CODES[errorCode],
  ...(fields ? { fields } : {}),
});
