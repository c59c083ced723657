import type { FactsOf } from '@portal/domain/email/emailFacts';
import { type ComposedEmail, composed } from '../email/sender.ts';

/** Staff applied a request to the policy. */
export const requestAppliedEmail = (facts: FactsOf<'request-applied'>): ComposedEmail =>
  composed(facts, 'your policy has been updated', {
    heading: 'Your policy has been updated',
    paragraphs: [
      `Dear ${facts.firstName},`,
      `We've made the change you asked for (${facts.title.toLowerCase()}, reference ${facts.reference}).`,
      'Your updated documents will follow. You do not need to do anything else.',
    ],
  });

/** Staff rejected a request, with their reason. */
export const requestRejectedEmail = (facts: FactsOf<'request-rejected'>): ComposedEmail =>
  composed(facts, "we couldn't make your change", {
    heading: "We couldn't make your change",
    paragraphs: [
      `Dear ${facts.firstName},`,
      `We couldn't make the change you asked for (${facts.title.toLowerCase()}, reference ${facts.reference}).`,
      facts.reason,
      'Nothing on your policy has changed. If you have any questions, please call us.',
    ],
  });

/** Staff answered a message the customer left in web chat. */
export const chatMessageReplyEmail = (facts: FactsOf<'chat-message-reply'>): ComposedEmail =>
  composed(facts, 'a reply to your message', {
    heading: 'A reply to your message',
    paragraphs: [
      `Dear ${facts.firstName},`,
      `You left us a message in web chat (reference ${facts.reference}):`,
      `“${facts.message}”`,
      facts.reply,
    ],
  });
