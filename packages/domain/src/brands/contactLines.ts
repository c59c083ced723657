import type { DeploymentBrand, HoursSet, Product } from './brand.ts';
import { BRANDS, partnerSettings } from './registry.ts';

/** The brand's phone services: each has one number, and is named wherever the number is shown. */
export type PhoneLine = 'amendments' | 'home' | 'travel';
export const PHONE_LINES: readonly PhoneLine[] = ['amendments', 'home', 'travel'];

/** How a line is named to the customer ("our customer services line"). */
const LINE_NAMES: Record<PhoneLine, string> = {
  amendments: 'customer services',
  home: 'home insurance',
  travel: 'travel insurance',
};

export interface ContactLine {
  line: PhoneLine;
  /** The service in words, e.g. "customer services line". */
  name: string;
  number: string;
  /** The hours the number is answered: a partner's own lines keep the partner's hours. */
  hours: HoursSet;
  /** The partner whose line this is (RBS, NatWest): named, since the pages wear the brand's colours. */
  partner?: string;
}

/**
 * The number for one service of a brand, and when it is answered. Partners reached by the
 * `brand` parameter (RBS, NATWEST) answer changes and home insurance on their own lines and
 * hours; anything else (a manufacturer, an unknown value) leaves the brand's line.
 */
export function contactLine(brand: DeploymentBrand, line: PhoneLine, partner?: string): ContactLine {
  const name = `${LINE_NAMES[line]} line`;
  const own = partner === undefined ? undefined : partnerSettings(partner);
  if (own && line !== 'travel')
    return {
      line,
      name: `${own.displayName} ${name}`,
      number: own.phones[line],
      hours: line === 'home' ? 'partnerHomeHours' : 'partnerMotorHours',
      partner: own.displayName,
    };
  return { line, name, number: BRANDS[brand].phones[line], hours: 'openHours' };
}

/** Which line answers about a policy of this product: home and travel have their own. */
export function lineForProduct(product: Product | string | undefined): PhoneLine {
  if (product === 'HOME' || product === 'LANDLORD') return 'home';
  if (product === 'TRAVEL') return 'travel';
  return 'amendments';
}

/** "our customer services line on 0808 157 0101": a number never stands without its service. */
export const ourLine = (contact: ContactLine): string => `our ${contact.name} on ${contact.number}`;
export const callOurLine = (contact: ContactLine): string => `Call ${ourLine(contact)}`;
