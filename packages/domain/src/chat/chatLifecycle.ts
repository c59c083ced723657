/**
 * How long a conversation lives without its customer, and how long an agent
 * counts as present. The instance holding a socket marks it seen every `heartbeatSeconds`;
 * anything not seen for longer has gone.
 */
export const CHAT_LIFECYCLE = {
  heartbeatSeconds: 20,
  /** An agent not heard from for this long is no longer present (another instance may hold them). */
  presenceSeconds: 60,
  /** No customer connection for this long: waiting or open → pending. */
  pendingAfterSeconds: 2 * 60,
  /** …and still none for this long: pending → resolved. */
  resolvedAfterSeconds: 10 * 60,
  /** How long a customer waits for an agent before the page offers a call or a message instead. */
  customerWaitSeconds: 3 * 60,
} as const;

/** Why a conversation ended, in words the agent reads in the transcript list. */
export const RESOLVED_REASONS = {
  agent: 'Ended by the agent',
  abandoned: 'The customer left and did not come back',
  paymentTaken: 'The payment was taken',
  paymentDeclined: 'The payment was declined',
  message: 'The customer left a message',
} as const;
export type ResolvedReason = keyof typeof RESOLVED_REASONS;

/** Replying to, transferring, ending or taking a payment in someone else's chat needs a take-over first. */
export const ownedByAnother = (conversation: { staffId: number | null } | undefined, staff: { id: number }) =>
  conversation?.staffId != null && conversation.staffId !== staff.id;
export const OWNED_BY_ANOTHER = 'Another agent owns this chat: take it over first.';

/** The reason a conversation went pending, shown beside it. */
export const PENDING_REASON = 'The customer lost the connection';

/**
 * The customer's page, which waits this long before offering the alternatives. Tests shorten it
 * through session storage (never lengthen it), as the payment page's waits are.
 */
export function customerWaitMs(override: string | null): number {
  const full = CHAT_LIFECYCLE.customerWaitSeconds * 1000;
  const asked = Number(override);
  return override !== null && Number.isFinite(asked) && asked > 0 ? Math.min(full, asked) : full;
}
export const CHAT_WAIT_OVERRIDE_KEY = 'mta-test-chat-wait-ms';
