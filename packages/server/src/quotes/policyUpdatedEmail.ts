import { quoteWording } from '@portal/domain/accept/quoteCopy';
import { isoToDisplay } from '@portal/domain/dates';
import { isFormCode } from '@portal/domain/formCodes';
import { decidedMoneyLines } from '@portal/domain/quotes/amountDue';
import type { FactsOf } from '../email/emailFacts.ts';
import { type ComposedEmail, composed } from '../email/sender.ts';

/** Sent when an accepted or paid quote has changed the policy: a renewal says it renewed it, a change when it took effect. */
export function policyUpdatedEmail(facts: FactsOf<'policy-updated'>): ComposedEmail {
  const wording = quoteWording(isFormCode(facts.form) ? facts.form : null);
  const done = wording.doneEmail;
  return composed(facts, done.heading.toLowerCase(), {
    heading: done.heading,
    paragraphs: [
      done.body(isoToDisplay(facts.coverStart), isoToDisplay(facts.coverEnd)),
      // What this quote did with money, as the page said it: paid, refunded or a new monthly payment.
      ...(facts.money ? decidedMoneyLines(facts.money, facts.paid === true) : []),
      // The documents are where the confirmation page said they are.
      wording.documents,
    ],
  });
}
