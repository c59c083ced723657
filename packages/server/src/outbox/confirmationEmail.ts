import { ourLine } from '@portal/domain/brands/contactLines';
import { formatLongDate } from '@portal/domain/dates';
import type { FactsOf } from '@portal/domain/email/emailFacts';
import { ROUTE_DATA, requestAction } from '@portal/domain/forms';
import { policyNumberShown } from '@portal/domain/rules/policyNumberShown';
import { type ComposedEmail, composed, senderOf } from '../email/sender.ts';
import { requestPageAction } from './requestQuestionEmail.ts';

/** Sent when a request is saved: what we received and what happens next. */
export function requestReceivedEmail(facts: FactsOf<'request-received'>): ComposedEmail {
  const action = facts.request ?? requestAction(facts.form, facts.brand);
  const quoted = ROUTE_DATA[facts.form].amendHasQuote;
  return composed(facts, `we've received your request (${facts.reference})`, {
    heading: "We've received your request",
    paragraphs: [
      `Dear ${facts.firstName},`,
      `Thank you for your request to ${action}. Your reference is ${facts.reference}.`,
      ...(facts.referred
        ? [
            'One of our underwriters needs to look at this change. We will email or call you within 2 working days.',
          ]
        : quoted
          ? ["We'll email your quote to you shortly."]
          : (facts.nextSteps ?? [
              "We'll process your request and email you again once your policy has been updated.",
            ])),
    ],
    ...(facts.origin
      ? { action: requestPageAction({ origin: facts.origin, token: facts.token }, 'Follow your request') }
      : {}),
  });
}

/**
 * Sent to the policyholder's address on record when a request on their policy gave another
 * address: the holder always knows a change was asked for, and whom to call if it was not them.
 */
export function changeRequestedNotice(facts: FactsOf<'change-requested-notice'>): ComposedEmail {
  const { line } = senderOf(facts);
  const action = facts.request ?? requestAction(facts.form, facts.brand);
  // Only a quote waits for the customer to accept it; other requests are acted on as they stand.
  const ifNotYou = ROUTE_DATA[facts.form].amendHasQuote
    ? `please call ${ourLine(line)} before accepting any change.`
    : `please call ${ourLine(line)} straight away.`;
  return composed(facts, 'a request was made on your policy', {
    // A request for a document or a reading changes nothing: name it a request, as every form is.
    heading: 'A request was made on your policy',
    paragraphs: [
      `Dear ${facts.holderFirstName},`,
      `On ${formatLongDate(facts.receivedOn)} we received a request to ${action} on your policy ${policyNumberShown(facts.brand, facts.policyNumber)} (reference ${facts.reference}). We sent our reply to the email address given with the request.`,
      `If you made this request, there is nothing more to do. If you did not, ${ifNotYou}`,
    ],
  });
}
