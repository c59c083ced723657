import { quoteWording } from '@portal/domain/accept/quoteCopy';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { ContactLine } from '@portal/domain/brands/contactLines';
import { brandSettingsFor } from '@portal/domain/brands/registry';
import { formatLongDate } from '@portal/domain/dates';
import type { FormCode } from '@portal/domain/formCodes';
import { brandFormTitle, formCard } from '@portal/domain/forms';
import { formatPence } from '@portal/domain/money';
import type { QuoteDto } from '@portal/domain/quotes/quoteDto';
import { renderEmail } from '../email/layout.ts';
import type { OutgoingEmail } from '../email/outboxRepository.ts';

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
 * pays, however they pay it (issue 27 items 2 and 4: a fee is never left to the payment page).
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

/** The emailed quote: what changes, what it costs, and the one-time link to accept or decline it. */
export function quoteEmail(input: {
  brand: DeploymentBrand;
  /** The partner (RBS, NATWEST) the policy was sold under, if any. */
  partner?: string | undefined;
  /** The line that answers about this quote. */
  line?: ContactLine;
  form: FormCode;
  recipient: string;
  firstName: string;
  link: string;
  validUntil: string;
  money: QuoteMoney;
  coverStart: string;
  coverEnd: string;
}): OutgoingEmail {
  const brand = brandSettingsFor(input.brand, input.partner);
  const rendered = renderEmail(
    brand,
    {
      heading: 'Your quote is ready',
      paragraphs: [
        `Dear ${input.firstName},`,
        `Here is your quote to ${brandFormTitle(input.form, input.brand).toLowerCase()}.`,
        ...quoteCostLines(input),
        `Use the link below to review your quote and accept or decline it. The link works until the end of ${formatLongDate(input.validUntil)}. You can open it as often as you need until you accept or decline; after that it shows what you decided.`,
      ],
      action: { label: 'Review your quote', href: input.link },
    },
    input.line,
  );
  return {
    kind: 'quote',
    recipient: input.recipient,
    subject: `${brand.displayName}: your quote is ready`,
    ...rendered,
  };
}
