import type { FieldError } from '../errors.ts';
import type { FormCode } from '../formCodes.ts';
import { formCard } from '../forms.ts';
import type { CoverType, QuoteDto } from '../quotes/quoteDto.ts';
import { quoteWording } from './quoteCopy.ts';

/**
 * The confirmations the quotation review asks for: a change of
 * vehicle with a known cover type asks one question, whether that cover meets the customer's
 * needs; every other quote asks three confirmations, and a fourth when the policy is paid by
 * monthly direct debit.
 */
export type QuotationCheckName = 'checkbox1' | 'checkbox2' | 'checkbox3' | 'checkbox4' | 'coverMeetNeeds';

export interface QuotationCheck {
  name: QuotationCheckName;
  label: string;
  /** Shown when the box is left unticked. */
  message: string;
  /** What follows if the customer cannot tick it. */
  hint?: string;
}

export const AGREE_MESSAGE = 'Please agree to continue';
export const COVER_MEETS_NEEDS_MESSAGE = 'Please answer this question to continue';

export const CONFIRMATION_LABELS = {
  checkbox1: 'I confirm that no other changes to my policy are needed.',
  checkbox2: 'I confirm that the information I have given is accurate and complete.',
  checkbox3: 'I understand and accept the changes to my policy and premium shown above.',
  checkbox4: 'I understand that my monthly Direct Debit payments will change to reflect my new premium.',
} as const;

/** Said beside the cover question: what a customer whose needs this cover does not meet can do. */
export const COVER_NOT_MET_HINT =
  "If it does not, we're unable to provide a quote for your new car right now. Please decline this quote and call us, so we can talk about the cover you need.";

export const coverMeetsNeedsLabel = (coverType: CoverType): string =>
  `Your policy gives you ${coverType} cover. I confirm this cover meets my needs.`;

type Confirmation = keyof typeof CONFIRMATION_LABELS;

/** The confirmation's words for this form's quote: a renewal's own where it has them. */
function confirmationLabel(form: FormCode | null, name: Confirmation): string {
  const own = quoteWording(form).confirmations;
  if (!own) return CONFIRMATION_LABELS[name];
  const words: Partial<Record<Confirmation, string>> = {
    checkbox1: own.noOtherChanges,
    checkbox3: own.accept,
    checkbox4: own.directDebit,
  };
  return words[name] ?? CONFIRMATION_LABELS[name];
}

const agree = (form: FormCode | null, name: Confirmation): QuotationCheck => ({
  name,
  label: confirmationLabel(form, name),
  message: AGREE_MESSAGE,
});

export function quotationChecks(
  form: FormCode,
  coverType: CoverType | null | undefined,
  paymentType: QuoteDto['paymentType'],
): QuotationCheck[] {
  if (formCard(form).quote?.asksCoverMeetsNeeds && coverType) {
    return [
      {
        name: 'coverMeetNeeds',
        label: coverMeetsNeedsLabel(coverType),
        message: COVER_MEETS_NEEDS_MESSAGE,
        hint: COVER_NOT_MET_HINT,
      },
    ];
  }
  const three = legacyQuotationChecks(form);
  return paymentType === 'MONTHLY_DD' ? [...three, agree(form, 'checkbox4')] : three;
}

/**
 * The boxes left unticked, each with its message, in the order the page asks them: a plain
 * function rather than a schema, so the quotation page does not download a schema library for it.
 */
export const untickedChecks = (
  checks: readonly QuotationCheck[],
  ticked: Partial<Record<QuotationCheckName, boolean>>,
): FieldError[] =>
  checks
    .filter((check) => ticked[check.name] !== true)
    .map(({ name, message }) => ({ field: name, message }));

/** The older quotation layout always asks the three confirmations. */
export const legacyQuotationChecks = (form: FormCode | null): QuotationCheck[] => [
  agree(form, 'checkbox1'),
  agree(form, 'checkbox2'),
  agree(form, 'checkbox3'),
];
