import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { callOurLine, contactLine } from '@portal/domain/brands/contactLines';
import { brandSettings } from '@portal/domain/brands/registry';
import { describeHours } from '@portal/domain/hours';
import type { PaymentErrorContext } from '@portal/domain/payment/paymentErrors';
import { dateArrayToIso } from '@portal/domain/quotes/dateArray';
import type { QuoteRecord } from '@portal/domain/quotes/quoteDto';

/** What the 'Oh dear!' fallback names: the amendments line, its hours, and how long the link works. */
export function paymentErrorContext(
  brand: DeploymentBrand,
  partner: string | undefined,
  quote: QuoteRecord | null,
  today: string,
): PaymentErrorContext {
  const line = contactLine(brand, 'amendments', partner);
  const hours = describeHours(brandSettings(brand).hours[line.hours])
    .map((line) => `${line.days} ${line.times}`)
    .join(', ');
  return {
    callLine: callOurLine(line),
    openingHours: hours,
    linkValidUntil: quote
      ? (quote.linkValidUntil ?? dateArrayToIso(quote.coverStartDate))
      : today.slice(0, 10),
  };
}
