import type { DeploymentBrand } from '../brands/brand.ts';
import { contactLine, lineForProduct, ourLine } from '../brands/contactLines.ts';
import { brandSettings } from '../brands/registry.ts';
import { CLOSED, describeHours } from '../hours.ts';

/**
 * A message that sends the customer to the phone says which line, its number and when it is
 * answered: `{ourLine}` becomes "our customer services line on <number>"
 * (home and travel policies have their own line; RBS and NATWEST customers the partner's) and
 * `{phoneHours}` that line's hours, so the words come from the brand's data and "call us"
 * never stands alone.
 */
export function withBrandDetails(
  message: string,
  ctx: { brand: DeploymentBrand; partner?: string | undefined; product?: string | undefined },
): string {
  if (!message.includes('{')) return message;
  const line = contactLine(ctx.brand, lineForProduct(ctx.product), ctx.partner);
  // Days the line is closed go unsaid: "(Monday to Friday 8am to 8pm)" reads as closed at weekends.
  const hours = describeHours(brandSettings(ctx.brand).hours[line.hours])
    .filter((row) => row.times !== CLOSED)
    .map((row) => `${row.days} ${row.times}`)
    .join(', ');
  return message.replaceAll('{ourLine}', ourLine(line)).replaceAll('{phoneHours}', hours);
}
