import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_BRANDS } from './brands/brand.ts';
import { BRANDS } from './brands/registry.ts';
import { passesBothGuards } from './journeyLinks.ts';
import { brandStartPage } from './startPage.ts';

describe("a brand's start page", () => {
  it.each(DEPLOYMENT_BRANDS)(
    'on %s links only journeys the brand runs, with a query its guards let in',
    (brand) => {
      const { groups } = brandStartPage(brand);
      const journeys = groups.flatMap((group) => group.journeys);
      expect(journeys.length).toBeGreaterThan(0);
      for (const { form, product } of journeys) {
        expect(BRANDS[brand].allowedForms).toContain(form);
        expect(passesBothGuards({ form, brand, product })).toBe(true);
      }
      // Each journey once, in one group.
      expect(new Set(journeys.map((journey) => journey.form)).size).toBe(journeys.length);
    },
  );

  it("groups journeys as a customer thinks of them, in the brand's words", () => {
    const headings = (brand: (typeof DEPLOYMENT_BRANDS)[number]) =>
      brandStartPage(brand).groups.map((group) => group.heading);
    expect(headings('DIRECTLINE')).toEqual([
      'My car',
      'My home',
      'My travel insurance',
      'My details',
      'My renewal',
      'My documents',
    ]);
    // Breakdown cover rescues whatever the customer drives; Nationwide runs home journeys only here.
    expect(headings('GREENFLAG')[0]).toBe('My vehicle');
    expect(headings('NATIONWIDE')).toEqual(['My home', 'My renewal', 'My documents']);
  });

  it("leaves partners' journeys to the partners' own links, and names every line a journey may need", () => {
    const nationwide = brandStartPage('NATIONWIDE');
    // mar runs on Nationwide only for a car maker's customers (brand=VW and the like).
    expect(nationwide.groups.flatMap((group) => group.journeys.map((journey) => journey.form))).not.toContain(
      'mar',
    );
    expect(nationwide.lines.map((line) => line.number)).toEqual([
      BRANDS.NATIONWIDE.phones.amendments,
      BRANDS.NATIONWIDE.phones.home,
    ]);
  });

  it("tells the brand's own motor customers to use My Account where the links are for other product lines", () => {
    expect(brandStartPage('DIRECTLINE').motorSignsIn).toBe(true);
    expect(brandStartPage('GREENFLAG').motorSignsIn).toBe(false);
  });
});
