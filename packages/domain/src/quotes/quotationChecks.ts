import { z } from 'zod';
import { type FormCode, formCard } from '../forms.ts';
import type { CoverType, QuoteDto } from './quoteDto.ts';

/**
 * The confirmations the quotation review asks for (accept-and-pay.md §2 and §5): a change of
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
}

export const AGREE_MESSAGE = 'Please agree to continue';
export const COVER_MEETS_NEEDS_MESSAGE = 'Please answer this question to continue';

export const CONFIRMATION_LABELS = {
  checkbox1: 'I confirm that no other changes to my policy are needed.',
  checkbox2: 'I confirm that the information I have given is accurate and complete.',
  checkbox3: 'I understand and accept the changes to my policy and premium shown above.',
  checkbox4: 'I understand that my monthly Direct Debit payments will change to reflect my new premium.',
} as const;

export const coverMeetsNeedsLabel = (coverType: CoverType): string =>
  `Your policy gives you ${coverType} cover. I confirm this cover meets my needs.`;

const agree = (name: keyof typeof CONFIRMATION_LABELS): QuotationCheck => ({
  name,
  label: CONFIRMATION_LABELS[name],
  message: AGREE_MESSAGE,
});

export function quotationChecks(
  form: FormCode,
  coverType: CoverType | null | undefined,
  paymentType: QuoteDto['paymentType'],
): QuotationCheck[] {
  if (formCard(form).quote?.asksCoverMeetsNeeds && coverType) {
    return [
      { name: 'coverMeetNeeds', label: coverMeetsNeedsLabel(coverType), message: COVER_MEETS_NEEDS_MESSAGE },
    ];
  }
  const three = [agree('checkbox1'), agree('checkbox2'), agree('checkbox3')];
  return paymentType === 'MONTHLY_DD' ? [...three, agree('checkbox4')] : three;
}

/** One schema per set of checks, so react-hook-form and the server refuse the same answers. */
export function quotationChecksSchema(checks: readonly QuotationCheck[]) {
  const shape: Partial<Record<QuotationCheckName, z.ZodType<true>>> = {};
  for (const check of checks) shape[check.name] = z.literal(true, { error: check.message });
  return z.object(shape);
}

/** The older quotation layout always asks the three confirmations (accept-and-pay.md §2 quotation-legacy). */
export const legacyQuotationChecks = (): QuotationCheck[] => [
  agree('checkbox1'),
  agree('checkbox2'),
  agree('checkbox3'),
];
