import type { EmailFacts, EmailKind, FactsOf } from '@portal/domain/email/emailFacts';
import { type RenderedEmail, renderEmail } from '../email/layout.ts';
import type { ComposedEmail } from '../email/sender.ts';
import { changeRequestedNotice, requestReceivedEmail } from './confirmationEmail.ts';
import { guessingAlertEmail } from './guessingAlertEmail.ts';
import { policyUpdatedEmail } from './policyUpdatedEmail.ts';
import { quoteEmail } from './quoteEmail.ts';
import { requestQuestionEmail } from './requestQuestionEmail.ts';
import { chatMessageReplyEmail, requestAppliedEmail, requestRejectedEmail } from './staffReplyEmails.ts';
import { chatTranscriptEmail } from './transcriptEmail.ts';

export type { RenderedEmail } from '../email/layout.ts';

// The outbox: what each kind of email says (one template a kind, from the facts a change stored),
// and the worker that renders and sends them after the change has committed. It sits above the
// services that enqueue facts (quotes, chat, ops, identity): they never import a template.

/** Each kind's words, from its facts: a typed map, so a kind without a template does not compile. */
const COMPOSERS = {
  'request-received': requestReceivedEmail,
  'change-requested-notice': changeRequestedNotice,
  quote: quoteEmail,
  'policy-updated': policyUpdatedEmail,
  'request-applied': requestAppliedEmail,
  'request-rejected': requestRejectedEmail,
  'request-question': requestQuestionEmail,
  'chat-message-reply': chatMessageReplyEmail,
  'chat-transcript': chatTranscriptEmail,
  'identity-guessing-alert': guessingAlertEmail,
} satisfies { [K in Exclude<EmailKind, 'prerendered'>]: (facts: FactsOf<K>) => ComposedEmail };

const compose = (facts: Exclude<EmailFacts, { kind: 'prerendered' }>): ComposedEmail =>
  (COMPOSERS[facts.kind] as (facts: EmailFacts) => ComposedEmail)(facts);

/** The subject alone (no rendering): what the console lists. */
export const subjectOf = (facts: EmailFacts): string =>
  facts.kind === 'prerendered' ? facts.subject : compose(facts).subject;

/**
 * The email the facts describe, rendered in the brand's React Email frame. Only the outbox
 * worker calls this, when it sends: never inside a change's transaction.
 */
export function renderOutboxEmail(facts: EmailFacts): RenderedEmail {
  if (facts.kind === 'prerendered') return { subject: facts.subject, html: facts.html, text: facts.text };
  const { brand, subject, content, line } = compose(facts);
  return { subject, ...renderEmail(brand, content, line) };
}
