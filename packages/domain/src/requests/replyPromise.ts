import { BRANDS } from '../brands/registry.ts';
import {
  type ServiceLevelKind,
  type ServiceLevels,
  STANDARD_SERVICE_LEVELS,
} from '../brands/serviceLevels.ts';
import { type FormCode, isFormCode } from '../formCodes.ts';
import { formCard } from '../forms.ts';
import { isLeftMessage, LEFT_MESSAGE_REPLY_HOURS } from './leftMessage.ts';

/** A quote the customer waits for (a referral priced by hand) is emailed "within 3 hours". */
export const QUOTE_REPLY_HOURS = STANDARD_SERVICE_LEVELS.quote;

const HOUR_MS = 3_600_000;

export interface ReplyPromise {
  hours: number;
  /** When the promised time runs out (ISO 8601). */
  dueAt: string;
}

/**
 * The kind of reply a form's request is owed, from its card: the card's own kind when it names
 * one, else a quote for forms that end in one, a change for forms that change the policy, and a
 * reply by email for everything else.
 */
export function serviceLevelOf(form: FormCode): ServiceLevelKind {
  const card = formCard(form);
  if (card.serviceLevel) return card.serviceLevel;
  if (card.quote) return 'quote';
  if (card.apply || card.change || card.settle) return 'change';
  return 'enquiry';
}

const levelsOf = (brand: string): ServiceLevels =>
  (BRANDS as Record<string, { serviceLevels: ServiceLevels } | undefined>)[brand]?.serviceLevels ??
  STANDARD_SERVICE_LEVELS;

/**
 * What the customer was promised for a request: the form's own promise from the answers (a
 * lapse's 24 or 3 hours), else the brand's service level for the form's kind of reply. A message
 * left in web chat promises its own reply time. Every request has one, so every request can go
 * overdue.
 */
export function replyPromise(
  form: string,
  brand: string,
  details: Readonly<Record<string, unknown>>,
  receivedAt: string,
): ReplyPromise {
  const hours = isLeftMessage(form)
    ? LEFT_MESSAGE_REPLY_HOURS
    : isFormCode(form)
      ? (formCard(form).replyWithinHours?.(details) ?? levelsOf(brand)[serviceLevelOf(form)])
      : levelsOf(brand).enquiry;
  return { hours, dueAt: dueAfter(receivedAt, hours) };
}

/** `hours` after `fromIso`, as an ISO 8601 instant. */
export const dueAfter = (fromIso: string, hours: number): string =>
  new Date(new Date(fromIso).getTime() + hours * HOUR_MS).toISOString();

/** Whether a promise has run out by `now` (a done request is never overdue). */
export const isOverdue = (promise: ReplyPromise | undefined, nowIso: string): boolean =>
  promise !== undefined && new Date(promise.dueAt).getTime() < new Date(nowIso).getTime();
