import type { QuoteRecordResponse } from '@portal/domain/api/verification';
import { londonToday } from '@portal/domain/dates';
import type { FormCode } from '@portal/domain/formCodes';
import type { Db } from '../db/database.ts';
import { quoteRecord } from './quoteRecord.ts';
import { resolveQuoteToken, type TokenOutcome } from './quoteTokens.ts';
import { startQuoteOnOpening } from './startOnOpening.ts';

export type LinkOpening =
  | { ok: true; record: QuoteRecordResponse }
  | { ok: false; errorCode: Extract<TokenOutcome, { ok: false }>['errorCode'] };

/**
 * An emailed link's token opens its quote, or says why not: the one rule for both ways a link
 * is opened, the API's `{form}/idv/validate` and the server drawing the link's page.
 */
export async function openQuoteLink(
  db: Db,
  input: { token: string; form: FormCode; now: Date; fraudCheck: boolean },
): Promise<LinkOpening> {
  const outcome = await resolveQuoteToken(db, input.token, input.form, input.now);
  if (!outcome.ok) return outcome;
  const quote = await startQuoteOnOpening(db, outcome.quote, input.now);
  const record = await quoteRecord(db, quote, input.token);
  return {
    ok: true,
    record: {
      ...record,
      linkValidUntil: londonToday(outcome.expiresAt.toISOString()),
      fraudCheck: input.fraudCheck,
    },
  };
}
