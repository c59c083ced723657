import { isDecided, type QuoteStatus } from './quoteStatus.ts';
import { quoteStateWords } from './quoteWords.ts';

/**
 * A payment left this long in PAYMENT_PROCEEDED or PAYMENT_AWAITING is flagged for staff: a
 * customer who gave up, or a gateway answer that never came. Card pages time out well before.
 */
export const STUCK_PAYMENT_MINUTES = 30;

const PAYING: ReadonlySet<string> = new Set(['PAYMENT_PROCEEDED', 'PAYMENT_AWAITING']);

export interface QuoteStanding {
  /** The status staff should read: SUPERSEDED when a later change has made the quote stale. */
  state: QuoteStatus | 'SUPERSEDED';
  /** Whether the customer can still accept or pay it. */
  open: boolean;
  /** Something staff must look at, in words; absent when all is well. */
  flag?: string;
}

/**
 * Where a quote really stands: its status as recorded, unless a later change to the policy has
 * superseded it (it can no longer be accepted), or its payment has been waiting too long.
 */
export function quoteStanding(
  quote: { status: string; superseded: boolean; updatedAt: string },
  nowIso: string,
): QuoteStanding {
  const status = quote.status as QuoteStatus;
  if (isDecided(status)) return { state: status, open: false };
  if (quote.superseded)
    return {
      state: 'SUPERSEDED',
      open: false,
      ...(PAYING.has(status)
        ? {
            flag: `Overtaken while "${quoteStateWords(status)}": check the payment with the gateway before refunding.`,
          }
        : {}),
    };
  const waitedMinutes = (new Date(nowIso).getTime() - new Date(quote.updatedAt).getTime()) / 60_000;
  if (PAYING.has(status) && waitedMinutes >= STUCK_PAYMENT_MINUTES)
    return {
      state: status,
      open: true,
      flag: `Stuck at "${quoteStateWords(status)}" for ${Math.floor(waitedMinutes)} minutes: check the payment with the gateway.`,
    };
  return { state: status, open: true };
}
