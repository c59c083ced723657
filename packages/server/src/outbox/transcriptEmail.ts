import type { FactsOf } from '@portal/domain/email/emailFacts';
import { type ComposedEmail, composed } from '../email/sender.ts';

/** A web chat's transcript, as the customer saw it. */
export const chatTranscriptEmail = (facts: FactsOf<'chat-transcript'>): ComposedEmail =>
  composed(facts, 'your web chat', { heading: 'Your web chat with us', paragraphs: facts.lines });
