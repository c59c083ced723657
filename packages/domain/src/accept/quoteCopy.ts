import { formatLongDate } from '../dates.ts';
import { ERROR_CODES } from '../errors.ts';
import type { FormCode } from '../formCodes.ts';
import type { QuoteWording } from '../forms/formCard.ts';
import { formCard } from '../forms.ts';
import { formatPence } from '../money.ts';
import { dateArrayToIso } from '../quotes/dateArray.ts';
import type { PaymentJourney } from '../quotes/paymentJourney.ts';
import type { QuoteDto, QuoteRecord } from '../quotes/quoteDto.ts';
import type { QuoteStatus } from '../quotes/quoteStatus.ts';
import type { SubjectRow } from '../quotes/subjectRows.ts';

/**
 * Copy of the quotation review. Quoted strings are the spec's word for
 * word; where the spec only describes a line, the sentence is ours, in the same plain voice.
 */

const DEFAULT_INTRO = 'Here is your quote for the change you asked for.';

/** A change to this year's policy: the wording of every quote whose form words it no other way. */
const CHANGE_WORDING: QuoteWording = {
  heading: 'Your change',
  startLabel: 'Change starts',
  endLabel: 'Cover ends',
  fromLabel: 'Change effective from',
  toLabel: 'Change effective to',
  paidLead: 'Thank you. We have taken your payment and changed your policy.',
  acceptedHeading: 'Your change is confirmed',
  acceptedLead: 'Thank you for accepting your quote. We have changed your policy.',
  followUp: 'We will email you to confirm the change, with links to your new documents.',
  documents: 'Your new documents are ready to download:',
  doneEmail: {
    heading: 'Your policy has been updated',
    body: (from) => `We've made the change you asked for, effective from ${from}.`,
  },
};

/**
 * How pages and emails name what the form's quote is for (a change, or a renewal's new year);
 * a change's words when the form is not known.
 */
export const quoteWording = (form: FormCode | null): QuoteWording =>
  (form ? formCard(form).quote?.wording : undefined) ?? CHANGE_WORDING;

/** The form's intro line (cov change current vehicle, coa change current address, …). */
export const quotationIntro = (form: FormCode): string => formCard(form).quote?.intro ?? DEFAULT_INTRO;

/**
 * The rows dating a quote: when it starts and ends, in its wording ('quote' on the quotation,
 * 'outcome' once decided); none when the subject rows give the period (a temporary vehicle).
 */
export function quoteDateRows(
  form: FormCode | null,
  dates: { start: string; end: string },
  page: 'quote' | 'outcome',
): SubjectRow[] {
  if (form && formCard(form).quote?.periodInSubject) return [];
  const wording = quoteWording(form);
  return page === 'quote'
    ? [
        { label: wording.startLabel, value: dates.start },
        { label: wording.endLabel, value: dates.end },
      ]
    : [
        { label: wording.fromLabel, value: dates.start },
        { label: wording.toLabel, value: dates.end },
      ];
}

const isReduction = (quote: Pick<QuoteDto, 'premiumDeviationFlag' | 'totalPremiumChange'>) =>
  quote.premiumDeviationFlag === 'DECREASE' || quote.totalPremiumChange < 0;

export const premiumChangeLabel = (quote: Pick<QuoteDto, 'premiumDeviationFlag' | 'totalPremiumChange'>) =>
  isReduction(quote) ? 'Premium reduction' : 'Additional premium';

/** The quoted amount's label: the form's own (a renewal premium), else the premium change's. */
export const quotedAmountLabel = (
  form: FormCode,
  quote: Pick<QuoteDto, 'premiumDeviationFlag' | 'totalPremiumChange'>,
): string => formCard(form).quote?.premiumLabel ?? premiumChangeLabel(quote);

/** Rows of the premium breakdown accordion, shown only with linked rescue cover. */
export const BREAKDOWN_LABELS = {
  car: 'Car premium change',
  rescue: 'Rescue premium change',
  totalIncrease: 'Total increase',
  totalReduction: 'Total reduction',
} as const;

export const breakdownTotalLabel = (quote: Pick<QuoteDto, 'premiumDeviationFlag' | 'totalPremiumChange'>) =>
  isReduction(quote) ? BREAKDOWN_LABELS.totalReduction : BREAKDOWN_LABELS.totalIncrease;

/**
 * Excess amounts: an excess cannot be below zero, so a negative one means "no figure" and shows
 * as a dash alone.
 */
export const formatExcessPence = (pence: number): string => (pence < 0 ? '-' : formatPence(pence));

export const DECLINE_MODAL = {
  title: 'Are you sure you want to decline?',
  body: 'No changes will be made to your policy. If you change your mind, you will need to start again.',
  confirm: 'Yes, I want to decline',
  cancel: 'Continue',
} as const;

export const QUOTATION_BUTTONS = {
  makePayment: 'Make payment',
  /** Not quoted in the spec: a quote with nothing to pay by card is accepted, not paid. */
  accept: 'Accept quote',
  decline: 'Decline',
  /**
   * coa cannot be declined online: the spec's Exit leaves the quote open and unanswered (the exit
   * page says nothing changed and links back), so the button says it leaves without accepting
   * rather than a bare "Exit" that reads as giving the request up.
   */
  exit: 'Exit without accepting',
} as const;

export const acceptButtonLabel = (journey: PaymentJourney): string =>
  journey === 'online-payment' ? QUOTATION_BUTTONS.makePayment : QUOTATION_BUTTONS.accept;

/**
 * Said beside the accept button while it is styled disabled: what to do
 * before pressing it, so it reads as a button waiting for the boxes, not one that is broken.
 */
export const acceptHint = (boxes: number, button: string): string =>
  boxes === 1
    ? `Tick the box above, then press ${button}.`
    : `Tick all ${boxes} boxes above, then press ${button}.`;

/** Whether the quote may be declined online (coa has Exit instead). */
export const declinableOnline = (form: FormCode): boolean => formCard(form).accept?.declinable !== false;

export const secondaryButtonLabel = (form: FormCode): string =>
  declinableOnline(form) ? QUOTATION_BUTTONS.decline : QUOTATION_BUTTONS.exit;

export const STILL_WORKING_MESSAGE =
  'Thanks for waiting, our confirmation to your decision will appear in a few seconds...';

export const ALREADY_ACCEPTED_MESSAGE = 'You have already accepted this quote. No further action is needed.';
export const ALREADY_DECLINED_MESSAGE =
  'You have already declined this quote. No changes have been made to your policy.';

const STATUS_MESSAGES: Partial<Record<QuoteStatus, string>> = {
  ACCEPTED: ALREADY_ACCEPTED_MESSAGE,
  PAYMENT_CONFIRMED: ALREADY_ACCEPTED_MESSAGE,
  DECLINED: ALREADY_DECLINED_MESSAGE,
};

/** The status message the review shows instead of the decision buttons; null while undecided. */
export const quoteStatusMessage = (status: QuoteStatus): string | null => STATUS_MESSAGES[status] ?? null;

export const IPT_STATEMENT = 'The price includes Insurance Premium Tax (IPT).';
export const ADMIN_FEE_LABEL = 'Administration fee';

export const EXCESS_MODAL = {
  trigger: 'Where can I find my excess?',
  title: 'Where to find your excess',
  body:
    'Your excess is the amount you pay towards any claim. You can find it in your policy schedule, ' +
    'which is in your policy documents, and on your car insurance certificate summary.',
} as const;

/** What the emailed link does once a quote is declined: the same words the quote email's promise leads to. */
export const DECLINED_LINK_LINE =
  'The link we emailed you now only shows that you declined this quote. If you change your mind, please start a new request.';

/** The quote's start (a renewal's renewal date) as the customer reads dates, "1 June 2026". */
const startsOn = (quote: Pick<QuoteRecord, 'coverStartDate'>) =>
  formatLongDate(dateArrayToIso(quote.coverStartDate));

/** The decline dialog's warning: what declining this quote does. */
export const declineDialogBody = (form: FormCode, quote: Pick<QuoteRecord, 'coverStartDate'>): string =>
  quoteWording(form).declined?.dialog(startsOn(quote)) ?? DECLINE_MODAL.body;

/** The declined page's lines: nothing changed, or (a renewal) the cover ends on the renewal date. */
export const quoteDeclinedLines = (
  form: FormCode,
  quote: Pick<QuoteRecord, 'coverStartDate'> | null,
): string[] => {
  const declined = quoteWording(form).declined;
  return [
    ...(declined && quote ? declined.lines(startsOn(quote)) : ['No changes have been made to your policy.']),
    ...(formCard(form).accept?.declinedLines ?? []),
    DECLINED_LINK_LINE,
  ];
};

/** The hcoa quotation's auto-renewal question (saved through {form}/auto-renewal); our wording. */
export const AUTO_RENEWAL_QUESTION = {
  label: 'Would you like your policy to renew automatically each year?',
  hint: "We'll always send your renewal price before it renews, and you can change your mind at any time.",
  message: 'Please answer this question to continue',
} as const;

/** Whether the form's quotation asks the auto-renewal question. */
export const asksAutoRenewal = (form: FormCode): boolean => formCard(form).accept?.asksAutoRenewal === true;

/**
 * The expired-link page: an expired quote is started again from My Account;
 * a form whose link offers something else (a lapse's renewal offer) says what expired and to call.
 */
export type ExpiredLinkCopy =
  | { heading: string; lead: string; next: 'myAccount' }
  | { heading: string; lead: string; next: 'call'; callUsTo: string };

export function expiredLinkCopy(form: FormCode | null): ExpiredLinkCopy {
  const own = form ? formCard(form).accept?.expiredLink : undefined;
  return own
    ? { ...own, next: 'call' }
    : { heading: 'This link has expired', lead: ERROR_CODES.TOKEN_EXPIRED, next: 'myAccount' };
}
