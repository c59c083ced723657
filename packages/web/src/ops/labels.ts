import { FORM_CODES, type FormCode, isFormCode } from '@portal/domain/formCodes';
import { ROUTE_DATA } from '@portal/domain/forms';
import { formatPence } from '@portal/domain/money';
import { isLeftMessage, LEFT_MESSAGE_KIND, LEFT_MESSAGE_TITLE } from '@portal/domain/requests/leftMessage';

export const STATUS_LABELS: Record<string, string> = {
  new: 'New',
  in_progress: 'In progress',
  waiting: 'Waiting for the customer',
  done: 'Done',
  referred: 'Referred',
};

export const OUTCOME_LABELS: Record<string, string> = {
  applied: 'applied',
  rejected: 'rejected',
  noted: 'done with a note',
  quoted: 'quote sent',
  replied: 'replied by email',
};

/** A request's kind as staff read it: a form's title and code, or a message left in web chat. */
export const formTitle = (form: string) =>
  isLeftMessage(form)
    ? LEFT_MESSAGE_TITLE
    : isFormCode(form)
      ? `${ROUTE_DATA[form as FormCode].title} (${form})`
      : form;

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
/** The queue's "Form" filter: every form, then the messages left in web chat. */
export const KIND_OPTIONS: [string, string][] = [
  ...FORM_CODES.map((form): [string, string] => [form, formTitle(form)]),
  [LEFT_MESSAGE_KIND, LEFT_MESSAGE_TITLE],
];

/** A moment as staff in the UK read it. */
export const londonDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

/** An amount staff read, or a dash when there is none. */
export const pounds = (pence: number | null | undefined) => (pence == null ? '–' : formatPence(pence));

const TIME = new Intl.DateTimeFormat('en-GB', { timeStyle: 'short', timeZone: 'Europe/London' });
const DAY = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Europe/London' });

/** What the customer was promised, as staff read it: "Reply due 14:30, 25 Nov 2026 (3 hours)". */
export const promiseText = (promise: { hours: number; dueAt: string }) =>
  `Reply due ${TIME.format(new Date(promise.dueAt))}, ${DAY.format(new Date(promise.dueAt))} (${promise.hours} hours)`;

/** A quote's state in words, with its recorded status when that differs. */
export const quoteStateText = (quote: { status: string; state: string }) =>
  quote.state === 'SUPERSEDED' ? `SUPERSEDED by a later change (was ${quote.status})` : quote.state;
