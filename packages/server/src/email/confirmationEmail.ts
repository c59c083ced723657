import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { type ContactLine, contactLine, ourLine } from '@portal/domain/brands/contactLines';
import { brandSettingsFor } from '@portal/domain/brands/registry';
import { formatLongDate, londonToday } from '@portal/domain/dates';
import type { FormCode } from '@portal/domain/formCodes';
import { ROUTE_DATA, requestAction } from '@portal/domain/forms';
import { renderEmail } from './layout.ts';
import type { OutgoingEmail } from './outboxRepository.ts';

/** Sent when a request is saved: what we received and what happens next. */
export function requestReceivedEmail(input: {
  brand: DeploymentBrand;
  form: FormCode;
  reference: string;
  recipient: string;
  firstName: string;
  /** Rating referred the change to an underwriter: a person will price it. */
  referred?: boolean;
  /** What happens next, as the journey's success page says it for these answers. */
  nextSteps?: readonly string[];
  /** What was asked, when the answers make it other than the form's usual request (lapse's "don't renew"). */
  request?: string | undefined;
  /** The partner (RBS, NATWEST) the customer came through, if any. */
  partner?: string | undefined;
  /** The line that answers about this request. */
  line?: ContactLine;
}): OutgoingEmail {
  const brand = brandSettingsFor(input.brand, input.partner);
  const action = input.request ?? requestAction(input.form, input.brand);
  const quoted = ROUTE_DATA[input.form].amendHasQuote;
  const rendered = renderEmail(
    brand,
    {
      heading: "We've received your request",
      paragraphs: [
        `Dear ${input.firstName},`,
        `Thank you for your request to ${action}. Your reference is ${input.reference}.`,
        ...(input.referred
          ? [
              'One of our underwriters needs to look at this change. We will email or call you within 2 working days.',
            ]
          : quoted
            ? ["We'll email your quote to you shortly."]
            : (input.nextSteps ?? [
                "We'll process your request and email you again once your policy has been updated.",
              ])),
      ],
    },
    input.line,
  );
  return {
    kind: 'request-received',
    recipient: input.recipient,
    subject: `${brand.displayName}: we've received your request (${input.reference})`,
    ...rendered,
  };
}

/**
 * Sent to the policyholder's address on record when a request on their policy gave another
 * address: the holder always knows a change was asked for, and whom to call if it was not them.
 */
export function changeRequestedNotice(input: {
  brand: DeploymentBrand;
  form: FormCode;
  policy: { policyNumber: string; holderEmail: string; holderFirstName: string };
  reference: string;
  now: Date;
  /** What was asked, when the answers make it other than the form's usual request (lapse's "don't renew"). */
  request?: string | undefined;
  partner?: string | undefined;
  line?: ContactLine;
}): OutgoingEmail {
  const brand = brandSettingsFor(input.brand, input.partner);
  const line = input.line ?? contactLine(input.brand, 'amendments', input.partner);
  const action = input.request ?? requestAction(input.form, input.brand);
  // Only a quote waits for the customer to accept it; other requests are acted on as they stand.
  const ifNotYou = ROUTE_DATA[input.form].amendHasQuote
    ? `please call ${ourLine(line)} before accepting any change.`
    : `please call ${ourLine(line)} straight away.`;
  const rendered = renderEmail(
    brand,
    {
      // A request for a document or a reading changes nothing: name it a request, as every form is.
      heading: 'A request was made on your policy',
      paragraphs: [
        `Dear ${input.policy.holderFirstName},`,
        `On ${formatLongDate(londonToday(input.now.toISOString()))} we received a request to ${action} on your policy ${input.policy.policyNumber} (reference ${input.reference}). We sent our reply to the email address given with the request.`,
        `If you made this request, there is nothing more to do. If you did not, ${ifNotYou}`,
      ],
    },
    line,
  );
  return {
    kind: 'change-requested-notice',
    recipient: input.policy.holderEmail,
    subject: `${brand.displayName}: a request was made on your policy`,
    ...rendered,
  };
}
