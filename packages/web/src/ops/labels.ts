import { formatPence } from '@portal/domain/money';
import { elapsedWords } from '@portal/domain/requests/elapsed';
import { formName } from '@portal/domain/requests/requestNames';
import { quoteStateWords, requestStatusWords } from '@portal/domain/requests/stateWords';

/**
 * How the console words what it shows. States, forms and brands come from the domain's one
 * mapping (requests/stateWords.ts, requests/requestNames.ts); this adds dates, amounts and ages.
 */
export { brandName, formName, REQUEST_KINDS } from '@portal/domain/requests/requestNames';
export {
  quoteStateWords,
  REQUEST_STATUS_WORDS,
  requestStatusWords,
} from '@portal/domain/requests/stateWords';

/** A request's kind as staff read it on its own page: the form's title. */
export const formTitle = formName;

/**
 * A London date format, built the first time a date is shown: each formatter cost a phone's first
 * screen tens of milliseconds when built at import (bench/README.md, session 22), and the
 * sign-in page shows no date at all.
 */
function londonFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    format ??= new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' });
    return format.format(new Date(iso));
  };
}

/** A moment as staff in the UK read it. */
export const londonDateTime = londonFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** An amount staff read, or a dash when there is none. */
export const pounds = (pence: number | null | undefined) => (pence == null ? '–' : formatPence(pence));

const day = londonFormat({ day: 'numeric', month: 'short' });
const dayYear = londonFormat({ dateStyle: 'medium' });

/** The clock time alone, "14:30": beside an age, which says the day. */
export const clockTime = londonFormat({ timeStyle: 'short' });

/** A due moment, short: "14:30, 25 Nov". */
export const dueText = (iso: string) => `${clockTime(iso)}, ${day(iso)}`;

/** What the customer was promised, in full: "Reply due 14:30, 25 Nov 2026 (3 hours)". */
export const promiseText = (promise: { hours: number; dueAt: string }) =>
  `Reply due ${clockTime(promise.dueAt)}, ${dayYear(promise.dueAt)} (${promise.hours} hours)`;

/** How long a request has waited since it came in: "waiting 2 h 10 min". */
export const waitingFor = (sinceIso: string, nowIso: string) => `waiting ${elapsedWords(sinceIso, nowIso)}`;

/** A request's status in words, with how it ended. */
export const statusText = (status: string, outcome: string | null) => requestStatusWords(status, outcome);

/** A quote's state in words. */
export const quoteStateText = (quote: { state: string }) => quoteStateWords(quote.state);

/** The day a waited-for answer is due: "4 Dec 2026". */
export const dueDay = dayYear;
