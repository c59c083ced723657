// zod/mini: the browser's API client reads this failure shape on every page (see api/session.ts).
import * as z from 'zod/mini';
import { type ApiError, ERROR_CODES, type FieldError } from '../errors.ts';

/**
 * Lookup failures as values. Bad postcodes and registrations are VALIDATION_ERROR and a valid
 * postcode without addresses is SEARCH_ERROR (the shared catalogue in errors.ts); an unknown
 * registration is VEHICLE_NOT_FOUND, answered with HTTP 404. The browser must branch on this
 * code before its generic "404 means CONNECTION_ERROR" rule.
 */
export const LOOKUP_ERRORS = {
  VEHICLE_NOT_FOUND: 'We could not find a vehicle with that registration. Please check it and try again.',
} as const;

const LOOKUP_MESSAGES = {
  VALIDATION_ERROR: ERROR_CODES.VALIDATION_ERROR,
  SEARCH_ERROR: ERROR_CODES.SEARCH_ERROR,
  ...LOOKUP_ERRORS,
} as const;

/** Every way a lookup can fail; the server maps each to an HTTP status. */
export type LookupFailureCode = keyof typeof LOOKUP_MESSAGES;
export type LookupFailure = ApiError & { errorCode: LookupFailureCode };

const failure = (errorCode: LookupFailureCode, fields?: FieldError[]): LookupFailure => ({
  errorCode,
  message: LOOKUP_MESSAGES[errorCode],
  ...(fields ? { fields } : {}),
});

export const vehicleNotFound = () => failure('VEHICLE_NOT_FOUND');
export const noAddressesFound = () => failure('SEARCH_ERROR');
export const invalidPostcode = () =>
  failure('VALIDATION_ERROR', [{ field: 'postcode', message: 'Postcode is invalid' }]);
export const invalidRegistration = (field = 'registration') =>
  failure('VALIDATION_ERROR', [{ field, message: 'Registration number is invalid' }]);

/** The `{ errorCode, message }` body of every failed lookup call. */
export const lookupErrorResponse = z.object({
  errorCode: z.string(),
  message: z.string(),
  fields: z.optional(z.array(z.object({ field: z.string(), message: z.string() }))),
});

export type LookupOutcome<T> = { ok: true; value: T } | { ok: false; error: LookupFailure };
