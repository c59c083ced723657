import { formatPence } from '../money.ts';
import type { QuoteDto } from './quoteDto.ts';

/**
 * What the customer pays or gets back, said before anything is taken. The
 * rules are the rating engine's settlement (rating/settlement.ts): an increase on a card policy
 * is taken by card now; a Direct Debit policy collects it by its mandate; monthly payers see
 * their instalments change; a reduction goes back the way the policy is paid.
 */
type Money = Pick<
  QuoteDto,
  'paymentType' | 'premiumDeviationFlag' | 'totalPremiumChange' | 'amountToDebit' | 'adminFee'
> & { instalmentChange?: readonly number[] | undefined };

export const TOTAL_DUE_LABEL = 'Total to pay now';

/** Pence taken by card now: zero unless a card payment is due. */
export const amountDueNow = (dto: Money): number => Math.max(0, dto.amountToDebit ?? 0);

const instalments = (dto: Money): string | null => {
  const [first, ...rest] = dto.instalmentChange ?? [];
  if (first === undefined) return null;
  const verb = first + (rest[0] ?? 0) < 0 ? 'go down' : 'go up';
  const by = (pence: number) => formatPence(Math.abs(pence));
  if (rest.length === 0) return `Your next monthly payment will ${verb} by ${by(first)}.`;
  const same = rest.every((pence) => pence === rest[0]);
  return same && rest[0] !== first
    ? `Your next monthly payment will ${verb} by ${by(first)}, then each of the other ${rest.length} by ${by(rest[0] ?? 0)}.`
    : `Each of your remaining ${rest.length + 1} monthly payments will ${verb} by ${by(first)}.`;
};

/** How the money moves, in one sentence, for a quote with nothing to pay by card now. */
export function settlementNote(dto: Money): string {
  const change = dto.totalPremiumChange;
  if (amountDueNow(dto) > 0)
    return `You will pay ${formatPence(amountDueNow(dto))} by debit or credit card on the next page.`;
  if (dto.premiumDeviationFlag === 'NO_CHANGE' || change === 0)
    return 'Your premium does not change, so there is nothing to pay.';
  if (dto.paymentType === 'MONTHLY_DD')
    return instalments(dto) ?? 'The change will be spread over your remaining monthly payments.';
  if (change < 0) {
    const refund = formatPence(-change);
    return dto.paymentType === 'LUMP_SUM_CC'
      ? `We will refund ${refund} to the card you paid with, within three to five working days of accepting.`
      : `We will refund ${refund} to the bank account your Direct Debit is paid from, within five working days of accepting.`;
  }
  const collected = formatPence(change + (dto.adminFee ?? 0));
  return `Nothing is taken by card: ${collected} will be collected by your existing Direct Debit.`;
}

/** The money a quote moved, as fields the "policy updated" email keeps. */
export type DecidedMoney = Money;

/**
 * What a decided quote did with money, for the email that says the policy changed: the amount
 * paid by card (a paid quote), or how the premium change is settled, and the fee it included.
 */
export function decidedMoneyLines(dto: Money, paid: boolean): string[] {
  const fee = dto.adminFee ?? 0;
  const feeLine = fee > 0 ? [`This includes an administration fee of ${formatPence(fee)}.`] : [];
  if (paid) return [`You paid ${formatPence(amountDueNow(dto))} by debit or credit card.`, ...feeLine];
  const note = settlementNote(dto);
  return note.startsWith('Your premium does not change') ? [note] : [note, ...feeLine];
}
