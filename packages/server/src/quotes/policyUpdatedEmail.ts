import { quoteWording } from '@portal/domain/accept/quoteCopy';
import { isoToDisplay } from '@portal/domain/dates';
import { isFormCode } from '@portal/domain/formCodes';
import type { FactsOf } from '../email/emailFacts.ts';
import { type ComposedEmail, composed } from '../email/sender.ts';

/** Sent when an accepted or paid quote has changed the policy: a renewal says it renewed it, a change when it took effect. */
export function policyUpdatedEmail(facts: FactsOf<'policy-updated'>): ComposedEmail {
  const done = quoteWording(isFormCode(facts.form) ? facts.form : null).doneEmail;
  return composed(facts, done.heading.toLowerCase(), {
    heading: done.heading,
    paragraphs: [
      done.body(isoToDisplay(facts.coverStart), isoToDisplay(facts.coverEnd)),
      'Your updated policy documents will follow within seven working days.',
    ],
  });
}
