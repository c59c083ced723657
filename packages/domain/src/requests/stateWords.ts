import { sentenceCase } from '../quotes/quoteWords.ts';

/**
 * Every state a request or its quote can be in, said as a person would say it. The console reads
 * states only through here, so no page shows a machine's name ("PAYMENT_CONFIRMED") for one.
 */
export {
  QUOTE_EVENT_WORDS,
  QUOTE_STATE_WORDS,
  quoteEventWords,
  quoteStateWords,
} from '../quotes/quoteWords.ts';

/** Where a request stands on the insurer's side (ops queue statuses). */
export const REQUEST_STATUS_WORDS = {
  new: 'New',
  in_progress: 'In progress',
  waiting: 'Waiting for the customer',
  done: 'Done',
  referred: 'Referred to a supervisor',
} as const;
export type RequestStatus = keyof typeof REQUEST_STATUS_WORDS;

/** How a done request ended. */
export const OUTCOME_WORDS: Record<string, string> = {
  applied: 'applied to the policy',
  rejected: 'rejected',
  noted: 'done with a note',
  quoted: 'quote sent',
  replied: 'replied by email',
};

/** A request's status (and outcome, when done) in words: "Done (applied to the policy)". */
export function requestStatusWords(status: string, outcome?: string | null): string {
  const said = (REQUEST_STATUS_WORDS as Record<string, string>)[status] ?? sentenceCase(status);
  return outcome ? `${said} (${OUTCOME_WORDS[outcome] ?? sentenceCase(outcome)})` : said;
}

/** A card payment's answer from the gateway, as staff read it on a policy's page. */
export const PAYMENT_OUTCOME_WORDS: Record<string, string> = {
  AWAITING_CHALLENGE: 'Waiting for the bank’s security check',
  AUTHORISED: 'Taken',
  DECLINED: 'Declined by the bank',
  FAILED: 'Failed',
};

/** An email's progress through the outbox. */
export const EMAIL_STATUS_WORDS: Record<string, string> = {
  pending: 'Waiting to send',
  sent: 'Sent',
  failed: 'Could not be sent',
};

/** A payment's or an email's state in words, from its table (any other said in words too). */
export const wordsFrom = (table: Record<string, string>, state: string): string =>
  table[state] ?? sentenceCase(state);
