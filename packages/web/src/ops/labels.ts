import { type FormCode, isFormCode, ROUTE_DATA } from '@portal/domain/forms';

export const STATUS_LABELS: Record<string, string> = {
  new: 'New',
  in_progress: 'In progress',
  done: 'Done',
  referred: 'Referred',
};

export const OUTCOME_LABELS: Record<string, string> = {
  applied: 'applied',
  rejected: 'rejected',
  noted: 'done with a note',
  quoted: 'quote sent',
};

export const formTitle = (form: string) =>
  isFormCode(form) ? `${ROUTE_DATA[form as FormCode].title} (${form})` : form;

const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/London',
});
/** A moment as staff in the UK read it. */
export const londonDateTime = (iso: string) => DATE_TIME.format(new Date(iso));

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
export const pounds = (pence: number | null | undefined) => (pence == null ? '–' : GBP.format(pence / 100));
