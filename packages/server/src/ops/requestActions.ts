import type { Db } from '../db/database.ts';
import type { BrandUrl } from '../quotes/quoteService.ts';
import type { StaffMember } from './audit.ts';
import { createHandling, type HandlingResult } from './handling.ts';
import { replyToLeftMessage } from './leftMessageReply.ts';
import { findQueued, type QueuedRequest } from './queue.ts';
import { createReferralPricing, type ManualPrice, type PricingResult } from './referralPricing.ts';
import { requestDetail } from './requestDetail.ts';
import { createRequestWork, ownerConflict } from './requestWork.ts';

/** What the console's request calls answer: the handling result (a price's preview too), or no such request. */
export type RequestActionResult =
  | HandlingResult
  | PricingResult
  | { ok: false; status: 404; message: string };

const NOT_FOUND = { ok: false, status: 404, message: 'No request has this reference.' } as const;

/**
 * Everything staff do to one request, by its reference: its page, the decisions that finish it
 * (which need a confirmed take-over when someone else works on it) and the day-to-day work.
 */
export function createRequestActions(db: Db, clock: () => Date, brandUrl: BrandUrl) {
  const handling = createHandling(db, clock);
  const work = createRequestWork(db, clock);
  const priceReferral = createReferralPricing(db, clock, brandUrl);

  const onRequest = async (
    reference: string,
    act: (found: QueuedRequest) => Promise<HandlingResult | PricingResult>,
  ): Promise<RequestActionResult> => {
    const found = await findQueued(db, reference);
    return found ? act(found) : NOT_FOUND;
  };
  /** A decision on a request someone else is working on needs `takeOver`. */
  const decide = (
    reference: string,
    staff: StaffMember,
    takeOver: boolean | undefined,
    act: (found: QueuedRequest) => Promise<HandlingResult | PricingResult>,
  ) => onRequest(reference, async (found) => ownerConflict(found, staff, takeOver) ?? act(found));

  return {
    /** The request's page, or undefined when no request has this reference. */
    async detail(reference: string) {
      const found = await findQueued(db, reference);
      return found && requestDetail(db, found, clock());
    },
    take: (reference: string, staff: StaffMember, takeOver?: boolean) =>
      decide(reference, staff, takeOver, (found) => handling.take(found, staff)),
    /** Over an open quote only when `confirmOpenQuotes` says the supervisor means it. */
    apply: (reference: string, staff: StaffMember, takeOver?: boolean, confirmOpenQuotes = false) =>
      decide(reference, staff, takeOver, (found) => handling.apply(found, staff, confirmOpenQuotes)),
    reject: (reference: string, staff: StaffMember, reason: string, takeOver?: boolean) =>
      decide(reference, staff, takeOver, (found) => handling.reject(found, staff, reason)),
    done: (reference: string, staff: StaffMember, note: string, takeOver?: boolean) =>
      decide(reference, staff, takeOver, (found) => handling.done(found, staff, note)),
    /** A hand price: previewed (nothing written) for the supervisor's second look, then sent. */
    price: (
      reference: string,
      staff: StaffMember,
      price: ManualPrice,
      mode: 'preview' | 'send',
      takeOver?: boolean,
    ) => decide(reference, staff, takeOver, (found) => priceReferral(found, staff, price, mode)),
    release: (reference: string, staff: StaffMember) =>
      onRequest(reference, (found) => work.release(found, staff)),
    assign: (reference: string, staff: StaffMember, staffId: number) =>
      onRequest(reference, (found) => work.assign(found, staff, staffId)),
    waiting: (reference: string, staff: StaffMember, wait: { note: string; dueOn: string }) =>
      onRequest(reference, (found) => work.waiting(found, staff, wait)),
    note: (reference: string, staff: StaffMember, note: string) =>
      onRequest(reference, (found) => work.note(found, staff, note)),
    /** The emailed answer to a message left in web chat, which finishes that request. */
    reply: (reference: string, staff: StaffMember, body: { reply: string; takeOver?: boolean | undefined }) =>
      onRequest(reference, (found) => replyToLeftMessage(db, found, staff, body, clock())),
  };
}
export type RequestActions = ReturnType<typeof createRequestActions>;
