import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_BRANDS, HOURS_SETS } from './brand.ts';
import { isCopyKey } from './copy.ts';
import { PARTNERS } from './partners.ts';
import {
  BRANDS,
  brandFromHost,
  brandSettings,
  brandSettingsFor,
  copyFor,
  parseQuery,
  partnerSettings,
  successButton,
  successLinks,
} from './registry.ts';

/** WCAG 2.x relative luminance and contrast ratio. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** Ofcom's drama ranges (0xxx blocks) we draw numbers from. */
const DRAMA = [
  /^0113 496 0\d{3}$/,
  /^0121 496 0\d{3}$/,
  /^020 7946 0\d{3}$/,
  /^0161 496 0\d{3}$/,
  /^0808 157 0\d{3}$/,
  /^0306 999 0\d{3}$/,
];

describe('brand settings', () => {
  it('has a settings record for every deployment brand, keyed by its own code', () => {
    for (const code of DEPLOYMENT_BRANDS) expect(brandSettings(code).code).toBe(code);
  });

  it('keeps text readable: 4.5:1 for text on surface and for primary text on primary', () => {
    for (const { colours } of Object.values(BRANDS)) {
      expect(contrast(colours.text, colours.surface)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(colours.primaryText, colours.primary)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('uses only drama-range phone numbers, distinct per brand and purpose', () => {
    const numbers = [
      ...Object.values(BRANDS).flatMap((brand) => Object.values(brand.phones)),
      ...Object.values(PARTNERS).flatMap((partner) => Object.values(partner.phones)),
    ];
    for (const number of numbers) expect(DRAMA.some((range) => range.test(number))).toBe(true);
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('says the price includes IPT on exactly one brand, which adds no admin fee', () => {
    const ipt = Object.values(BRANDS).filter((brand) => brand.fees.priceIncludesIpt);
    expect(ipt.map((brand) => brand.code)).toEqual(['GREENFLAG']);
    expect(ipt[0]?.fees.adminFeePence).toBe(0);
    for (const brand of Object.values(BRANDS)) expect(Number.isInteger(brand.fees.adminFeePence)).toBe(true);
  });

  it('sets the auto-renew lead days of the spec', () => {
    const lead = Object.fromEntries(
      Object.values(BRANDS).map((brand) => [brand.code, brand.autoRenewLeadDays]),
    );
    expect(lead).toEqual({
      DIRECTLINE: { motor: 30, home: 30 },
      PRODUCT: { motor: 30, home: 30 },
      PRIVILEGE: { motor: 30, home: 30 },
      NATIONWIDE: { motor: 7, home: 42 },
      GREENFLAG: { motor: 7, home: 7 },
    });
  });

  it('has every hours set on every brand', () => {
    for (const brand of Object.values(BRANDS))
      expect(Object.keys(brand.hours).sort()).toEqual([...HOURS_SETS].sort());
  });

  it('gives the breakdown brand its shorter processing and payment hours', () => {
    expect(BRANDS.GREENFLAG.hours.processingHours.sunday).toEqual({ opens: '09:00', closes: '17:00' });
    expect(BRANDS.DIRECTLINE.hours.processingHours.sunday).toEqual({ opens: '10:00', closes: '21:00' });
    expect(BRANDS.GREENFLAG.hours.securePaymentHours.monday).toEqual({ opens: '08:00', closes: '21:00' });
    expect(BRANDS.NATIONWIDE.hours.securePaymentHours.monday).toEqual({ opens: '08:00', closes: '23:00' });
    expect(BRANDS.PRIVILEGE.hours.securePaymentHours.saturday).toEqual({ opens: '08:00', closes: '21:00' });
    expect(BRANDS.PRODUCT.hours.openHours.sunday).toEqual({ opens: '10:00', closes: '17:00' });
  });

  it('only overrides copy keys that exist', () => {
    for (const brand of Object.values(BRANDS)) {
      for (const key of Object.keys(brand.copy)) expect(isCopyKey(key)).toBe(true);
    }
  });

  it('labels the success button by brand, defaulting to Return to My Account', () => {
    expect(copyFor('NATIONWIDE', 'success.button')).toBe('Visit Travel Insurance');
    expect(copyFor('PRODUCT', 'success.button')).toBe('Back to My Account');
    expect(copyFor('DIRECTLINE', 'success.button')).toBe('Return to My Account');
  });
});

describe('brandFromHost', () => {
  it('reads the first label of the host name', () => {
    expect(brandFromHost('greenflag.localhost', 'DIRECTLINE')).toBe('GREENFLAG');
    expect(brandFromHost('privilege.example', 'DIRECTLINE')).toBe('PRIVILEGE');
    expect(brandFromHost('Nationwide.Example.com', 'DIRECTLINE')).toBe('NATIONWIDE');
  });

  it('falls back for unknown or bare hosts', () => {
    expect(brandFromHost('localhost', 'PRODUCT')).toBe('PRODUCT');
    expect(brandFromHost('www.greenflag.localhost', 'PRODUCT')).toBe('PRODUCT');
    expect(brandFromHost('', 'PRIVILEGE')).toBe('PRIVILEGE');
  });
});

describe('partners and phones', () => {
  it('finds partners case-insensitively', () => {
    expect(partnerSettings('natwest')?.code).toBe('NATWEST');
    expect(partnerSettings('VW')).toBeUndefined();
  });

  it("gives RBS and NATWEST customers the partner's numbers and dashboard, and no one else", () => {
    const rbs = brandSettingsFor('NATIONWIDE', 'RBS');
    expect(rbs.phones).toEqual({ ...BRANDS.NATIONWIDE.phones, ...PARTNERS.RBS.phones });
    expect(rbs.links.myAccount).toBe(PARTNERS.RBS.dashboard);
    expect(rbs.links.signIn).toBe(PARTNERS.RBS.dashboard);
    expect(brandSettingsFor('NATIONWIDE', 'natwest').links.myAccount).toBe(PARTNERS.NATWEST.dashboard);
    expect(brandSettingsFor('NATIONWIDE', 'AUDI')).toBe(BRANDS.NATIONWIDE);
    expect(brandSettingsFor('DIRECTLINE')).toBe(BRANDS.DIRECTLINE);
  });
});

describe('parseQuery', () => {
  it('upper-cases product and brand', () => {
    expect(parseQuery(new URLSearchParams('product=home&brand=rbs'))).toEqual({
      product: 'HOME',
      brandParam: 'RBS',
    });
  });

  it('defaults product to MOTOR and leaves an empty brand out', () => {
    expect(parseQuery(new URLSearchParams(''))).toEqual({ product: 'MOTOR' });
    expect(parseQuery(new URLSearchParams('product=boat&brand='))).toEqual({ product: 'MOTOR' });
  });

  it('never leaves an offer as the success page’s only way on', () => {
    expect(successLinks('NATIONWIDE').map((link) => link.label)).toEqual([
      'Return to My Account',
      'Visit Travel Insurance',
    ]);
    expect(successLinks('DIRECTLINE').map((link) => link.label)).toEqual(['Return to My Account']);
  });

  it('sends the success button where its words say', () => {
    for (const brand of DEPLOYMENT_BRANDS) {
      const { label, href } = successButton(brand);
      const settings = brandSettings(brand);
      if (label.includes('My Account')) expect(href).toBe(settings.links.myAccount);
      else if (label === 'Visit Travel Insurance') expect(href).toMatch(/\/travel$/);
      else expect([label, href]).toEqual([`Return to ${settings.displayName}`, settings.links.home]);
    }
  });
});
