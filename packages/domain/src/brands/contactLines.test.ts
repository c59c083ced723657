import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_BRANDS, PARTNER_BRANDS } from './brand.ts';
import { callOurLine, contactLine, lineForProduct, PHONE_LINES } from './contactLines.ts';
import { PARTNERS } from './partners.ts';
import { BRANDS } from './registry.ts';

describe('one number per service', () => {
  it("gives every brand one number for each service, named by it, answered in the brand's hours", () => {
    for (const brand of DEPLOYMENT_BRANDS) {
      const numbers = PHONE_LINES.map((line) => contactLine(brand, line));
      // Each service its own number, and every number a brand shows is one of these.
      expect(new Set(numbers.map((line) => line.number)).size).toBe(PHONE_LINES.length);
      expect(numbers.map((line) => line.number).sort()).toEqual(Object.values(BRANDS[brand].phones).sort());
      for (const line of numbers) {
        expect(line.name).toMatch(/^(customer services|home insurance|travel insurance) line$/);
        expect(line.hours).toBe('openHours');
        expect(callOurLine(line)).toBe(`Call our ${line.name} on ${line.number}`);
      }
    }
  });

  it("gives RBS and NATWEST customers the partner's changes and home lines with the partner's hours, on every brand", () => {
    for (const brand of DEPLOYMENT_BRANDS)
      for (const partner of PARTNER_BRANDS) {
        expect(contactLine(brand, 'amendments', partner)).toEqual({
          line: 'amendments',
          // Named as the partner's: the pages around it wear the brand's colours.
          name: `${PARTNERS[partner].displayName} customer services line`,
          number: PARTNERS[partner].phones.amendments,
          hours: 'partnerMotorHours',
          partner: PARTNERS[partner].displayName,
        });
        expect(contactLine(brand, 'home', partner.toLowerCase())).toMatchObject({
          number: PARTNERS[partner].phones.home,
          hours: 'partnerHomeHours',
        });
        // Partners sell no travel insurance: the brand's own travel line answers.
        expect(contactLine(brand, 'travel', partner).number).toBe(BRANDS[brand].phones.travel);
      }
  });

  it("leaves a manufacturer's customers with the brand's lines", () => {
    expect(contactLine('NATIONWIDE', 'amendments', 'AUDI').number).toBe(BRANDS.NATIONWIDE.phones.amendments);
  });

  it('answers about a policy on the line for its product', () => {
    expect(lineForProduct('HOME')).toBe('home');
    expect(lineForProduct('LANDLORD')).toBe('home');
    expect(lineForProduct('TRAVEL')).toBe('travel');
    for (const product of ['MOTOR', 'SELECT', 'PCW', 'VAN', undefined])
      expect(lineForProduct(product)).toBe('amendments');
  });
});
