import { describe, expect, it } from 'vitest';
import { PARTNERS } from '../brands/partners.ts';
import { BRANDS } from '../brands/registry.ts';
import { withBrandDetails } from './brandedMessage.ts';

const message = 'Please call {ourLine} ({phoneHours}).';

describe('a message that sends the customer to the phone', () => {
  it('names the line for the product, its number and its hours', () => {
    expect(withBrandDetails(message, { brand: 'DIRECTLINE', product: 'MOTOR' })).toBe(
      `Please call our customer services line on ${BRANDS.DIRECTLINE.phones.amendments} (Monday to Friday 8am to 9pm, Saturday 9am to 5pm, Sunday 10am to 5pm).`,
    );
    expect(withBrandDetails(message, { brand: 'DIRECTLINE', product: 'HOME' })).toContain(
      `our home insurance line on ${BRANDS.DIRECTLINE.phones.home}`,
    );
  });

  it("gives an RBS customer RBS's line and hours", () => {
    expect(withBrandDetails(message, { brand: 'NATIONWIDE', partner: 'RBS', product: 'HOME' })).toBe(
      `Please call our RBS home insurance line on ${PARTNERS.RBS.phones.home} (Monday to Friday 8am to 8pm, Saturday 9am to 5pm).`,
    );
  });

  it('leaves a message without placeholders alone', () => {
    expect(withBrandDetails('Field is required', { brand: 'DIRECTLINE' })).toBe('Field is required');
  });
});
