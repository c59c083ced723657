import type { FormCode } from '../formCodes.ts';

/** The accept-side screens that quote logic sends customers to. */
export const ACCEPT_PAGES = [
  'quotation-opt',
  'quotation-legacy',
  'payment',
  'card-payment',
  'payment-summary',
  '3dsecure',
  'payment-success',
  'payment-declined',
  'payment-unavailable',
  'payment-transferred',
  'quote-accepted',
  'quote-declined',
  /** A quote decided earlier: Back, refresh or the link opened again after accept, pay or decline. */
  'decided',
  'invalid-token',
  'out-of-date',
  'error',
] as const;
export type AcceptPage = (typeof ACCEPT_PAGES)[number];

export const acceptPath = (form: FormCode, page: AcceptPage): string => `/${form}/accept/${page}`;
export const requestErrorPath = (form: FormCode): string => `/${form}/request/error`;
