import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { brandSettings } from '@portal/domain/brands/registry';
import { formatLongDate } from '@portal/domain/dates';
import { type FormCode, formCard, ROUTE_DATA } from '@portal/domain/forms';
import { formatPence } from '@portal/domain/money';
import { renderEmail } from '../email/layout.ts';
import type { OutgoingEmail } from '../email/outboxRepository.ts';

/** The emailed quote: what changes, what it costs, and the one-time link to accept or decline it. */
export function quoteEmail(input: {
  brand: DeploymentBrand;
  form: FormCode;
  recipient: string;
  firstName: string;
  link: string;
  validUntil: string;
  premiumChangePence: number;
  amountToDebitPence: number;
}): OutgoingEmail {
  const brand = brandSettings(input.brand);
  const change = input.premiumChangePence;
  const due =
    input.amountToDebitPence > 0
      ? `; ${formatPence(input.amountToDebitPence)} is due now, including any fee.`
      : '.';
  // A renewal's amount is the whole next-year premium, not a change to this one.
  const wholePremium = formCard(input.form).quote?.premiumLabel;
  const cost = wholePremium
    ? `${wholePremium}: ${formatPence(change)}${due}`
    : change > 0
      ? `This change adds ${formatPence(change)} to your premium${due}`
      : change < 0
        ? `This change reduces your premium by ${formatPence(-change)}.`
        : 'This change makes no difference to your premium.';
  const rendered = renderEmail(brand, {
    heading: 'Your quote is ready',
    paragraphs: [
      `Dear ${input.firstName},`,
      `Here is your quote to ${ROUTE_DATA[input.form].title.toLowerCase()}.`,
      cost,
      `Use the link below to review your quote and accept or decline it. The link works until ${formatLongDate(input.validUntil)}, and only once.`,
    ],
    action: { label: 'Review your quote', href: input.link },
  });
  return {
    kind: 'quote',
    recipient: input.recipient,
    subject: `${brand.displayName}: your quote is ready`,
    ...rendered,
  };
}
