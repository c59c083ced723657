import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_BRANDS } from './brands/brand.ts';
import { FORM_CODES } from './formCodes.ts';
import {
  apiFormCode,
  formCard,
  formFromCallName,
  hasJourney,
  homeCallName,
  loadJourney,
  ROUTE_DATA,
  requestAction,
  waitsForStaff,
} from './forms.ts';

describe('the form registry', () => {
  it('gives each form code one card, with the route data the pages read', () => {
    expect(FORM_CODES).toHaveLength(20);
    for (const form of FORM_CODES) {
      expect(ROUTE_DATA[form]).toMatchObject({ form, title: formCard(form).title });
      expect(ROUTE_DATA[form].amendHasQuote).toBe(formCard(form).quote !== undefined);
    }
    expect(ROUTE_DATA.coa.template.quoteValidPeriod).toBe('7 days');
    expect(ROUTE_DATA.cov.template.quoteValidPeriod).toBe('30 days');
    // The spec gives docupl's route data a 30-day quote validity, but an upload is never quoted.
    expect(ROUTE_DATA.docupl.template.quoteValidPeriod).toBe('30 days');
    expect(ROUTE_DATA.docupl.amendHasQuote).toBe(false);
  });

  it('loads each built form with its own definition, lazily', async () => {
    const built = FORM_CODES.filter(hasJourney);
    expect(built.sort()).toEqual([
      'aad',
      'atv',
      'coa',
      'com',
      'con',
      'cop',
      'cor',
      'cov',
      'docreq',
      'docupl',
      'edocregs',
      'finparty',
      'hcoa',
      'hor',
      'lapse',
      'mar',
      'mileage-moneyback',
      'mor',
      'renpref',
      'travel_refund',
    ]);
    for (const form of built) expect((await loadJourney(form)).form).toBe(form);
    const unbuilt = FORM_CODES.find((form) => !hasJourney(form));
    if (unbuilt) await expect(loadJourney(unbuilt)).rejects.toThrow(unbuilt);
    // Importing twenty journey modules cold takes seconds on a loaded 2-core machine.
  });

  it('maps the API call names back to their forms, by brand and product', () => {
    expect(apiFormCode('cov', 'GREENFLAG')).toBe('gcov');
    expect(apiFormCode('cov', 'DIRECTLINE')).toBe('cov');
    expect(apiFormCode('con', 'GREENFLAG')).toBe('con');
    expect(homeCallName('lapse', 'HOME')).toBe('home-lapse');
    expect(homeCallName('lapse', 'MOTOR')).toBe('lapse');
    for (const name of ['gcov', 'gcoa', 'home-lapse', 'cov'])
      expect(FORM_CODES).toContain(formFromCallName(name));
    expect(formFromCallName('home-lapse')).toBe('lapse');
  });

  it('gives every built form its triage sorry action', () => {
    expect(formCard('con').triage?.sorryAction).toBe('change your name');
    expect(formCard('cop').triage?.sorryAction).toBe('update your phone number');
  });

  it('says which requests wait for our staff: not a quote (emailed at once), nor a renewal preference (set at once)', () => {
    expect(FORM_CODES.filter((form) => !waitsForStaff(form)).sort()).toEqual(
      [...FORM_CODES.filter((form) => ROUTE_DATA[form].amendHasQuote), 'mar', 'renpref'].sort(),
    );
    for (const form of ['docreq', 'docupl', 'lapse', 'con', 'travel_refund'] as const)
      expect(waitsForStaff(form), form).toBe(true);
  });
});

describe('what a request asked, as its email thanks the customer for it', () => {
  it('never reads "a request to request"', () => {
    for (const brand of DEPLOYMENT_BRANDS)
      for (const form of FORM_CODES) expect(requestAction(form, brand)).not.toMatch(/^request /);
  });
});
