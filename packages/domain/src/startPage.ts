import type { DeploymentBrand, Product } from './brands/brand.ts';
import { type ContactLine, contactLine, lineForProduct, PHONE_LINES } from './brands/contactLines.ts';
import { type CopyKey, isCopyKey } from './brands/copy.ts';
import { copyFor } from './brands/registry.ts';
import type { FormCode } from './formCodes.ts';
import type { CustomerTopic } from './forms/formCard.ts';
import { brandFormTitle, formCard } from './forms.ts';
import { hubJourneys, passesBothGuards } from './journeyLinks.ts';

/**
 * The groups of a brand's start page, in the order a customer scans them, and what each is called
 * (in the brand's words where the brand has its own).
 */
const TOPICS: readonly { topic: CustomerTopic; heading: string | CopyKey }[] = [
  { topic: 'car', heading: 'start.vehicleHeading' },
  { topic: 'home', heading: 'My home' },
  { topic: 'travel', heading: 'My travel insurance' },
  { topic: 'details', heading: 'My details' },
  { topic: 'renewal', heading: 'My renewal' },
  { topic: 'documents', heading: 'My documents' },
];

export interface StartJourney {
  form: FormCode;
  /** The journey's title in the brand's words. */
  title: string;
  /** The query the entry guards let through on this brand (the plainest one). */
  product: Product;
}

export interface StartGroup {
  topic: CustomerTopic;
  heading: string;
  journeys: StartJourney[];
}

export interface BrandStartPage {
  groups: StartGroup[];
  /**
   * Customers of the brand's own motor policies change them in My Account: the motor journeys
   * here are linked for policies bought through a price comparison website (or the select range).
   */
  motorSignsIn: boolean;
  /** The numbers a customer of these journeys may need, each named for its service. */
  lines: ContactLine[];
}

/**
 * A brand's own start page: the journeys its customers can start and finish online here, grouped
 * as a customer thinks of them, with the lines to call. Journeys a partner's customers reach
 * with the partner's own `brand` query (a bank, a car maker) are not the brand's to list.
 */
export function brandStartPage(brand: DeploymentBrand): BrandStartPage {
  const entries = hubJourneys(brand).filter((entry) => entry.brandParam === undefined);
  const groups = TOPICS.flatMap(({ topic, heading }) => {
    const inTopic = entries.filter((entry) => formCard(entry.form).customerTopic === topic);
    if (inTopic.length === 0) return [];
    const journeys = inTopic.map(({ form, product }) => ({
      form,
      product,
      title: brandFormTitle(form, brand),
    }));
    return [{ topic, heading: isCopyKey(heading) ? copyFor(brand, heading) : heading, journeys }];
  });
  // A motor journey linked for another product line (PCW, SELECT) that the brand's own motor
  // customers are not let into: they make the change in My Account.
  const motorSignsIn = entries.some(
    ({ form, product }) =>
      lineForProduct(product) === 'amendments' &&
      product !== 'MOTOR' &&
      !passesBothGuards({ form, brand, product: 'MOTOR' }),
  );
  const needed = new Set(entries.map((entry) => lineForProduct(entry.product)));
  const lines = PHONE_LINES.filter((line) => line === 'amendments' || needed.has(line)).map((line) =>
    contactLine(brand, line),
  );
  return { groups, motorSignsIn, lines };
}
