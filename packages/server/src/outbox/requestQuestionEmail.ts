import type { FactsOf } from '@portal/domain/email/emailFacts';
import { requestPagePath } from '@portal/domain/requests/requestTracking';
import { type ComposedEmail, composed } from '../email/sender.ts';

/** Shown in place of the link's token once the email is sent (the token is not kept in the clear). */
const REMOVED_TOKEN = 'link-removed-once-sent';

/** The link to a request's page, as an email's action. */
export const requestPageAction = (facts: { origin: string; token?: string | undefined }, label: string) => ({
  label,
  href: `${facts.origin}${requestPagePath(facts.token ?? REMOVED_TOKEN)}`,
});

/** Staff asked the customer a question about their request: answered on the request's page. */
export function requestQuestionEmail(facts: FactsOf<'request-question'>): ComposedEmail {
  return composed(facts, `a question about your request ${facts.reference}`, {
    heading: 'We have a question about your request',
    paragraphs: [
      `Dear ${facts.firstName},`,
      `About your request (${facts.title}, reference ${facts.reference}), we need to ask you:`,
      facts.question,
      'You can answer, and send us files, on your request’s page.',
    ],
    action: requestPageAction(facts, 'Answer on your request’s page'),
  });
}
