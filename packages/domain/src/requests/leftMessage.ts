/**
 * A message a customer left in web chat when no agent came.
 *
 * Decision: it is a row in `requests` of its own kind, not a form. The work queue, its owner,
 * take/release/hand over, internal notes, the reply promise, search, paging and the audit all
 * already work on request rows, so a left message gets every one of them by being one, instead
 * of a second queue beside the first. Its kind is not a form code (no journey, nothing to apply),
 * so it lives here, not in forms/, and everything that reads a request's kind asks this module.
 * Its stored details and the agent's reply, schemas both, are leftMessageDetails.ts: the console's
 * queue names a left message by this module without building a schema.
 */
export const LEFT_MESSAGE_KIND = 'chat-message';

export const LEFT_MESSAGE_TITLE = 'Message left in web chat';

/** What the customer is told and the queue measures against: a reply by email within a day. */
export const LEFT_MESSAGE_REPLY_HOURS = 24;

export const isLeftMessage = (kind: string) => kind === LEFT_MESSAGE_KIND;

/** The confirmation the customer reads once the message is in the queue. */
export const leftMessageConfirmation = (email: string, reference: string) =>
  `Thank you. Your message is with our team (reference ${reference}). We will reply to ${email} within ${LEFT_MESSAGE_REPLY_HOURS} hours.`;
