import type { FormCode } from '@portal/domain/formCodes';
import { isDecided } from '@portal/domain/quotes/quoteStatus';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { quotes } from '../db/schema/quotes.ts';
import { type DecisionError, lockQuote } from './quoteDecisions.ts';

/**
 * Keeps the auto-renewal choice on the quote being accepted, under the quote's row lock: the
 * token and uuid must name an undecided quote of this form. Null when kept, else why not.
 */
export function keepAutoRenewalChoice(
  db: Db,
  now: Date,
  choice: { form: FormCode; token: string; amendUuid: string; autoRenewal: boolean },
): Promise<DecisionError | null> {
  return db.transaction(async (tx) => {
    const found = await lockQuote(tx, { token: choice.token, uuid: choice.amendUuid }, now);
    if (!found.ok) return found.errorCode;
    if (found.quote.form !== choice.form) return 'INVALID_TOKEN';
    if (isDecided(found.quote.status)) return 'QUOTE_ALREADY_DECIDED';
    await tx.update(quotes).set({ autoRenewal: choice.autoRenewal }).where(eq(quotes.id, found.quote.id));
    return null;
  });
}
