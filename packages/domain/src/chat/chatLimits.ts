/**
 * How far one chat may go. A socket may send a burst, then about one message
 * every two seconds; beyond that it is closed. A conversation has a length, and a customer may
 * send only so many messages before an agent first answers.
 */
export const CHAT_LIMITS = {
  /** Messages one socket may send at once before it must slow down. */
  socketBurst: 10,
  /** How many seconds earn a socket one more message. */
  socketRefillSeconds: 2,
  /** Customer messages in one conversation within a minute, across all its sockets and instances. */
  conversationPerMinute: 30,
  /** Messages one conversation may hold, every sender counted. */
  conversationLength: 500,
  /** Customer messages before any agent has answered. */
  beforeAnswer: 20,
  /** Messages sent in one page of history (on hello, on reconnect, and each older page). */
  historyPage: 50,
} as const;

/** The close code for a socket that went beyond its burst (4429: the WebSocket "too many requests"). */
export const CHAT_TOO_FAST_CODE = 4429;

export const CHAT_REFUSALS = {
  tooFast: 'You are sending messages too quickly. Please wait a moment.',
  full: 'This chat is full. Please start a new chat or call us.',
  waitForAnswer: 'Please wait for an agent to answer before sending more.',
  ended: 'The chat has ended.',
} as const;

export interface TokenBucket {
  tokens: number;
  at: number;
}

/**
 * A token bucket, kept by the caller: whether one more message may go at `nowMs`, and the bucket
 * after it. Pure, so the rate is tested without a clock.
 */
export function takeToken(
  bucket: TokenBucket | undefined,
  nowMs: number,
  burst: number = CHAT_LIMITS.socketBurst,
  refillSeconds: number = CHAT_LIMITS.socketRefillSeconds,
): { allowed: boolean; bucket: TokenBucket } {
  const start = bucket ?? { tokens: burst, at: nowMs };
  const earned = Math.max(0, nowMs - start.at) / 1000 / refillSeconds;
  const tokens = Math.min(burst, start.tokens + earned);
  if (tokens < 1) return { allowed: false, bucket: { tokens, at: nowMs } };
  return { allowed: true, bucket: { tokens: tokens - 1, at: nowMs } };
}

/**
 * When a dropped socket tries again: 1 s, 2 s, 4 s … up to 30 s, with up to a fifth added at
 * random so a restarted instance is not hit by every page in the same millisecond.
 */
export function reconnectDelayMs(attempt: number, random: number = Math.random()): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
  return Math.round(base * (1 + random / 5));
}
