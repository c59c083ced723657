import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandSettings } from '@portal/domain/brands/registry';
import { formatLongDate, londonToday } from '@portal/domain/dates';
import { type FormCode, formCard, ROUTE_DATA } from '@portal/domain/forms';
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
}): OutgoingEmail {
  const brand = brandSettings(input.brand);
  const action = formCard(input.form).triage?.sorryAction ?? ROUTE_DATA[input.form].title.toLowerCase();
  const quoted = ROUTE_DATA[input.form].amendHasQuote;
  const rendered = renderEmail(brand, {
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
  });
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
}): OutgoingEmail {
  const brand = brandSettings(input.brand);
  const title = ROUTE_DATA[input.form].title.toLowerCase();
  const rendered = renderEmail(brand, {
    heading: 'A change was requested on your policy',
    paragraphs: [
      `Dear ${input.policy.holderFirstName},`,
      `On ${formatLongDate(londonToday(input.now.toISOString()))} we received a request to ${title} on your policy ${input.policy.policyNumber} (reference ${input.reference}). We sent our reply to the email address given with the request.`,
      `If you made this request, there is nothing more to do. If you did not, please call us on ${brand.phones.amendments} before accepting any change.`,
    ],
  });
  return {
    kind: 'change-requested-notice',
    recipient: input.policy.holderEmail,
    subject: `${brand.displayName}: a change was requested on your policy`,
    ...rendered,
  };
}
