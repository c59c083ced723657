import { type FormCode, isFormCode } from '../formCodes.ts';
import { formCard } from '../forms.ts';
import { isLeftMessage, LEFT_MESSAGE_REPLY_HOURS } from './leftMessage.ts';

/** A quote the customer waits for (a referral priced by hand) is emailed "within 3 hours". */
export const QUOTE_REPLY_HOURS = 3;

const HOUR_MS = 3_600_000;

export interface ReplyPromise {
  hours: number;
  /** When the promised time runs out (ISO 8601). */
  dueAt: string;
}

/**
 * What the customer was promised for a request, read from its form's folder: the form's own
 * promise from the answers, else the quote promise for forms that end in a quote; none for
 * requests that promise no time. A message left in web chat promises its own reply time.
 */
export function replyPromise(
  form: string,
  details: Readonly<Record<string, unknown>>,
  receivedAt: string,
): ReplyPromise | undefined {
  const card = isFormCode(form) ? formCard(form as FormCode) : undefined;
  const hours = isLeftMessage(form)
    ? LEFT_MESSAGE_REPLY_HOURS
    : (card?.replyWithinHours?.(details) ?? (card?.quote ? QUOTE_REPLY_HOURS : undefined));
  if (hours === undefined) return undefined;
  return { hours, dueAt: new Date(new Date(receivedAt).getTime() + hours * HOUR_MS).toISOString() };
}

/** Whether a promise has run out by `now` (a done request is never overdue). */
export const isOverdue = (promise: ReplyPromise | undefined, nowIso: string): boolean =>
  promise !== undefined && new Date(promise.dueAt).getTime() < new Date(nowIso).getTime();
