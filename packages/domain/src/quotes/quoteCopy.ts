import type { FormCode } from '../forms.ts';
import type { PaymentJourney } from './paymentJourney.ts';
import type { QuoteDto } from './quoteDto.ts';
import type { QuoteStatus } from './quoteStatus.ts';

/**
 * Copy of the quotation review (accept-and-pay.md §2). Quoted strings are the spec's word for
 * word; where the spec only describes a line, the sentence is ours, in the same plain voice.
 */

const INTRO: Partial<Record<FormCode, string>> = {
  cov: 'Here is your quote to change your current vehicle.',
  coa: 'Here is your quote to change your current address.',
  hcoa: 'Here is your quote to change your current address.',
  aad: 'Here is your quote to add a driver to your policy.',
  atv: 'Here is your quote to add a temporary vehicle to your policy.',
};
const DEFAULT_INTRO = 'Here is your quote for the change you asked for.';

export const quotationIntro = (form: FormCode): string => INTRO[form] ?? DEFAULT_INTRO;

const isReduction = (quote: Pick<QuoteDto, 'premiumDeviationFlag' | 'totalPremiumChange'>) =>
  quote.premiumDeviationFlag === 'DECREASE' || quote.totalPremiumChange < 0;

export const premiumChangeLabel = (quote: Pick<QuoteDto, 'premiumDeviationFlag' | 'totalPremiumChange'>) =>
  isReduction(quote) ? 'Premium reduction' : 'Additional premium';

/** Rows of the premium breakdown accordion, shown only with linked rescue cover. */
export const BREAKDOWN_LABELS = {
  car: 'Car premium change',
  rescue: 'Rescue premium change',
  totalIncrease: 'Total increase',
  totalReduction: 'Total reduction',
} as const;

export const breakdownTotalLabel = (quote: Pick<QuoteDto, 'premiumDeviationFlag' | 'totalPremiumChange'>) =>
  isReduction(quote) ? BREAKDOWN_LABELS.totalReduction : BREAKDOWN_LABELS.totalIncrease;

const GBP = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });

/**
 * Pence as pounds. "A dash when the change is negative" is read as a leading minus sign:
 * -1234 → "-£12.34", so a reduction reads as money coming off, next to its "Premium reduction"
 * label. (Intl's en-GB negative already puts the hyphen before the pound sign.)
 */
export const formatPence = (pence: number): string => GBP.format(pence / 100);

/**
 * Excess amounts: an excess cannot be below zero, so a negative one means "no figure" and shows
 * as a dash alone (accept-and-pay.md §2 "dash if negative").
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
  /** coa cannot be declined online. */
  exit: 'Exit',
} as const;

export const acceptButtonLabel = (journey: PaymentJourney): string =>
  journey === 'online-payment' ? QUOTATION_BUTTONS.makePayment : QUOTATION_BUTTONS.accept;

export const secondaryButtonLabel = (form: FormCode): string =>
  form === 'coa' ? QUOTATION_BUTTONS.exit : QUOTATION_BUTTONS.decline;

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
