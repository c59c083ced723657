import { lineForProduct } from '@portal/domain/brands/contactLines';
import { londonToday } from '@portal/domain/dates';
import { successBody, successRequest } from '@portal/domain/journeys/outcome';
import { idOf } from '../db/oneStatement.ts';
import type { OutgoingEmail } from '../email/outboxRepository.ts';
import type { IdentifiedPolicy } from '../identity/identityService.ts';
import type { PricedQuote } from '../quotes/quoteService.ts';
import { uniqueAddresses } from '../quotes/recipient.ts';
import type { Judged } from './judged.ts';

/**
 * Step 6: the emails, as facts for the outbox (the worker renders them after the commit). The
 * quote email replaces the receipt; the holder hears of every request at the address on record,
 * not only the one typed.
 */
export function saveEmails(
  judged: Judged,
  policy: IdentifiedPolicy,
  priced: PricedQuote,
  addressee: { reference: string; recipient: string; firstName: string },
): OutgoingEmail[] {
  const { form, brand, now } = judged;
  const { reference, recipient, firstName } = addressee;
  const about = { policyId: policy.id, requestId: idOf('request') };
  const sender = { brand, partner: judged.ctx.partner, line: lineForProduct(judged.body.product) };
  const request = successRequest(judged.journey, judged.body.answers, judged.ctx);
  const first: OutgoingEmail =
    priced.kind === 'quote'
      ? { ...priced.email, ...about, quoteId: idOf('quote') }
      : {
          ...about,
          recipient,
          facts: {
            kind: 'request-received',
            ...sender,
            form,
            reference,
            firstName,
            referred: priced.kind === 'referral',
            nextSteps: [...successBody(judged.journey, judged.body.answers, judged.ctx)],
            request,
          },
        };
  if (uniqueAddresses([recipient, policy.holderEmail]).length < 2) return [first];
  const notice: OutgoingEmail = {
    ...about,
    recipient: policy.holderEmail,
    facts: {
      kind: 'change-requested-notice',
      ...sender,
      form,
      reference,
      policyNumber: policy.policyNumber,
      holderFirstName: policy.holderFirstName,
      receivedOn: londonToday(now.toISOString()),
      request,
    },
  };
  return [first, notice];
}
