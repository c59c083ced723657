import { quoteWording } from '@portal/domain/accept/quoteCopy';
import { formatLongDate } from '@portal/domain/dates';
import type { FactsOf } from '@portal/domain/email/emailFacts';
import type { FormCode } from '@portal/domain/formCodes';
import { brandFormTitle, formCard } from '@portal/domain/forms';
import { formatPence } from '@portal/domain/money';
import type { QuoteDto } from '@portal/domain/quotes/quoteDto';
import { type ComposedEmail, composed } from '../email/sender.ts';

type QuoteMoney = Pick<QuoteDto, 'totalPremiumChange' | 'amountToDebit' | 'adminFee' | 'paymentType'>;

/** How the amount owed is paid: by card now, or by the Direct Debit the policy is paid by. */
const howPaid = (money: QuoteMoney, total: string): string =>
  money.paymentType === 'LUMP_SUM_CC'
    ? `${total} is due now by card`
    : money.paymentType === 'MONTHLY_DD'
      ? `${total} will be spread over your monthly Direct Debit payments`
      : `${total} will be collected by your Direct Debit`;

/**
 * What the quote costs, said where the price is first mentioned: the premium (a renewal's whole
 * premium for its year, or the change to this one), then any fee and the total the customer
 * pays, however they pay it (a fee is never left to the payment page).
 */
export function quoteCostLines(input: {
  form: FormCode;
  money: QuoteMoney;
  coverStart: string;
  coverEnd: string;
}): string[] {
  const { money } = input;
  const change = money.totalPremiumChange;
  const fee = money.adminFee ?? 0;
  const owed = change + fee;
  const wholePremium = formCard(input.form).quote?.premiumLabel;
  const period = quoteWording(input.form).period?.(
    formatLongDate(input.coverStart),
    formatLongDate(input.coverEnd),
  );
  const feeLine =
    fee > 0
      ? `An administration fee of ${formatPence(fee)} is added, so ${howPaid(money, formatPence(owed))}.`
      : `${howPaid(money, formatPence(owed))}.`;
  if (wholePremium)
    return [
      `${wholePremium}: ${formatPence(change)}.`,
      ...(period ? [period] : []),
      ...(owed > 0 ? [feeLine] : []),
    ];
  if (change > 0) return [`This change adds ${formatPence(change)} to your premium.`, feeLine];
  if (change < 0) return [`This change reduces your premium by ${formatPence(-change)}.`];
  return ['This change makes no difference to your premium.'];
}

/** Where the link's token stood, once the email is sent and the token gone from our tables. */
export const REMOVED_TOKEN = '[removed once sent]';

/** The one-time link to the quote, on the brand's own host; a partner's customer opens it as the partner's. */
export const quoteLink = (facts: FactsOf<'quote'>): string =>
  `${facts.origin}/${facts.form}/accept/verification/${facts.token ?? REMOVED_TOKEN}?product=${facts.product}${facts.partner ? `&brand=${facts.partner}` : ''}`;

/** The emailed quote: what changes, what it costs, and the one-time link to accept or decline it. */
export function quoteEmail(facts: FactsOf<'quote'>): ComposedEmail {
  return composed(facts, 'your quote is ready', {
    heading: 'Your quote is ready',
    paragraphs: [
      `Dear ${facts.firstName},`,
      `Here is your quote to ${brandFormTitle(facts.form, facts.brand).toLowerCase()}.`,
      ...quoteCostLines(facts),
      `Use the link below to review your quote and accept or decline it. The link works until the end of ${formatLongDate(facts.validUntil)}. You can open it as often as you need until you accept or decline; after that it shows what you decided.`,
    ],
    action: { label: 'Review your quote', href: quoteLink(facts) },
  });
}
