import { chatTranscriptEmail } from '../chat/transcriptEmail.ts';
import { guessingAlertEmail } from '../identity/guessingAlert.ts';
import { chatMessageReplyEmail, requestAppliedEmail, requestRejectedEmail } from '../ops/staffReplyEmails.ts';
import { policyUpdatedEmail } from '../quotes/policyUpdatedEmail.ts';
import { quoteEmail } from '../quotes/quoteEmail.ts';
import { requestQuestionEmail } from '../requests/tracking/requestQuestionEmail.ts';
import { changeRequestedNotice, requestReceivedEmail } from './confirmationEmail.ts';
import type { EmailFacts, EmailKind, FactsOf } from './emailFacts.ts';
import { renderEmail } from './layout.ts';
import type { ComposedEmail } from './sender.ts';

/** An email as it is sent. */
export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

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
