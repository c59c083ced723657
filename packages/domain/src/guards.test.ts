import { describe, expect, it } from 'vitest';
import { DEPLOYMENT_BRANDS, MANUFACTURER_BRANDS, PARTNER_BRANDS, PRODUCTS } from './brands/brand.ts';
import { BRANDS } from './brands/registry.ts';
import { FORM_CODES } from './formCodes.ts';
import { mainEntryGuard, requestPageGuard } from './guards.ts';
import { accessibleForms, passesBothGuards } from './journeyLinks.ts';

const allow = { kind: 'allow' };
const signIn = (brand: keyof typeof BRANDS) => ({ kind: 'external', url: BRANDS[brand].links.signIn });
const mainError = { kind: 'route', path: '/error' };

describe('mainEntryGuard', () => {
  it('rule 1: mileage-moneyback goes to car cover on brands that do not run it', () => {
    expect(mainEntryGuard({ form: 'mileage-moneyback', brand: 'PRIVILEGE', product: 'MOTOR' })).toEqual({
      kind: 'external',
      url: BRANDS.PRIVILEGE.links.carCover,
    });
    expect(mainEntryGuard({ form: 'mileage-moneyback', brand: 'DIRECTLINE', product: 'MOTOR' })).toEqual(
      allow,
    );
  });

  it('rule 2: motor products on Direct Line, Privilege and {product} go to sign-in', () => {
    for (const brand of ['DIRECTLINE', 'PRIVILEGE', 'PRODUCT'] as const) {
      expect(mainEntryGuard({ form: 'aad', brand, product: 'MOTOR' })).toEqual(signIn(brand));
      expect(mainEntryGuard({ form: 'aad', brand, product: 'VAN' })).toEqual(signIn(brand));
      expect(mainEntryGuard({ form: 'aad', brand, product: 'PCW' })).toEqual(allow);
    }
    expect(mainEntryGuard({ form: 'edocregs', brand: 'DIRECTLINE', product: 'MOTOR' })).toEqual(allow);
  });

  it('rule 2 comes before rule 3: a motor form the brand lacks still goes to sign-in', () => {
    expect(mainEntryGuard({ form: 'mar', brand: 'PRIVILEGE', product: 'MOTOR' })).toEqual(
      signIn('PRIVILEGE'),
    );
  });

  it('rule 3: a form the brand does not offer goes to /error', () => {
    expect(mainEntryGuard({ form: 'aad', brand: 'NATIONWIDE', product: 'MOTOR' })).toEqual(mainError);
    expect(mainEntryGuard({ form: 'hor', brand: 'GREENFLAG', product: 'HOME' })).toEqual(mainError);
  });

  it('rule 4: mor goes to sign-in except on the breakdown brand', () => {
    const offersMor = {
      ...BRANDS.DIRECTLINE,
      allowedForms: [...BRANDS.DIRECTLINE.allowedForms, 'mor' as const],
    };
    const original = BRANDS.DIRECTLINE;
    BRANDS.DIRECTLINE = offersMor;
    try {
      expect(mainEntryGuard({ form: 'mor', brand: 'DIRECTLINE', product: 'PCW' })).toEqual(
        signIn('DIRECTLINE'),
      );
    } finally {
      BRANDS.DIRECTLINE = original;
    }
    expect(mainEntryGuard({ form: 'mor', brand: 'GREENFLAG', product: 'MOTOR' })).toEqual(allow);
  });

  it('rule 5: lapse and com with the motor product go to sign-in', () => {
    expect(mainEntryGuard({ form: 'lapse', brand: 'NATIONWIDE', product: 'MOTOR' })).toEqual(
      signIn('NATIONWIDE'),
    );
    expect(mainEntryGuard({ form: 'lapse', brand: 'NATIONWIDE', product: 'HOME' })).toEqual(allow);
    expect(mainEntryGuard({ form: 'com', brand: 'DIRECTLINE', product: 'PCW' })).toEqual(allow);
  });

  it('rule 6: Nationwide mar needs a manufacturer brand parameter', () => {
    expect(mainEntryGuard({ form: 'mar', brand: 'NATIONWIDE', product: 'MOTOR' })).toEqual(mainError);
    expect(mainEntryGuard({ form: 'mar', brand: 'NATIONWIDE', product: 'MOTOR', brandParam: 'RBS' })).toEqual(
      mainError,
    );
    for (const brandParam of MANUFACTURER_BRANDS) {
      expect(mainEntryGuard({ form: 'mar', brand: 'NATIONWIDE', product: 'MOTOR', brandParam })).toEqual(
        allow,
      );
    }
  });

  it('rule 7: on Nationwide a brand parameter for renpref or home must be RBS or NATWEST', () => {
    const home = { brand: 'NATIONWIDE', product: 'HOME' } as const;
    expect(mainEntryGuard({ ...home, form: 'renpref', brandParam: 'VW' })).toEqual(mainError);
    expect(mainEntryGuard({ ...home, form: 'hor', brandParam: 'AUDI' })).toEqual(mainError);
    expect(mainEntryGuard({ ...home, form: 'renpref', brandParam: 'NATWEST' })).toEqual(allow);
    expect(mainEntryGuard({ ...home, form: 'hor' })).toEqual(allow);
  });

  it('rule 8: elsewhere mar or renpref with a brand parameter goes to /error', () => {
    expect(
      mainEntryGuard({ form: 'renpref', brand: 'DIRECTLINE', product: 'HOME', brandParam: 'RBS' }),
    ).toEqual(mainError);
    expect(mainEntryGuard({ form: 'renpref', brand: 'DIRECTLINE', product: 'HOME' })).toEqual(allow);
    expect(
      mainEntryGuard({ form: 'renpref', brand: 'GREENFLAG', product: 'MOTOR', brandParam: 'VW' }),
    ).toEqual(mainError);
  });

  it('treats hor and hcoa as home even without a product parameter', () => {
    expect(mainEntryGuard({ form: 'hor', brand: 'DIRECTLINE', product: 'MOTOR' })).toEqual(allow);
  });
});

describe('requestPageGuard', () => {
  const requestError = (form: string) => ({ kind: 'route', path: `/${form}/request/error` });

  it('allows motor forms on Privilege, {product} and the breakdown brand', () => {
    expect(requestPageGuard({ form: 'cov', brand: 'PRIVILEGE', product: 'MOTOR' })).toEqual(allow);
    expect(requestPageGuard({ form: 'aad', brand: 'PRODUCT', product: 'PCW' })).toEqual(allow);
    expect(requestPageGuard({ form: 'mor', brand: 'GREENFLAG', product: 'MOTOR' })).toEqual(allow);
  });

  it('sends Direct Line motor to sign-in', () => {
    expect(requestPageGuard({ form: 'cov', brand: 'DIRECTLINE', product: 'MOTOR' })).toEqual(
      signIn('DIRECTLINE'),
    );
    expect(requestPageGuard({ form: 'cov', brand: 'DIRECTLINE', product: 'SELECT' })).toEqual(allow);
  });

  it('allows Nationwide and the RBS and NATWEST partners for home forms only', () => {
    expect(requestPageGuard({ form: 'hor', brand: 'NATIONWIDE', product: 'HOME' })).toEqual(allow);
    expect(requestPageGuard({ form: 'docupl', brand: 'NATIONWIDE', product: 'MOTOR' })).toEqual(
      requestError('docupl'),
    );
    expect(
      requestPageGuard({ form: 'hcoa', brand: 'DIRECTLINE', product: 'HOME', brandParam: 'RBS' }),
    ).toEqual(allow);
    expect(
      requestPageGuard({ form: 'cov', brand: 'PRIVILEGE', product: 'PCW', brandParam: 'NATWEST' }),
    ).toEqual(requestError('cov'));
  });

  it('admits Nationwide mar with a manufacturer parameter', () => {
    expect(
      requestPageGuard({ form: 'mar', brand: 'NATIONWIDE', product: 'MOTOR', brandParam: 'SKODA' }),
    ).toEqual(allow);
    expect(requestPageGuard({ form: 'mar', brand: 'NATIONWIDE', product: 'MOTOR' })).toEqual(
      requestError('mar'),
    );
  });
});

describe('reachability', () => {
  const brandParams = [undefined, ...PARTNER_BRANDS, ...MANUFACTURER_BRANDS, 'UNKNOWN'];

  it.each(FORM_CODES)('%s is allowed by both guards for some brand, product and brand parameter', (form) => {
    const reachable = DEPLOYMENT_BRANDS.some((brand) =>
      PRODUCTS.some((product) =>
        brandParams.some((brandParam) =>
          passesBothGuards({ form, brand, product, ...(brandParam ? { brandParam } : {}) }),
        ),
      ),
    );
    expect(reachable).toBe(true);
  });

  it('lists, per brand, queries both guards allow, covering every form across brands', () => {
    const covered = new Set<string>();
    for (const brand of DEPLOYMENT_BRANDS) {
      for (const query of accessibleForms(brand)) {
        expect(passesBothGuards({ ...query, brand })).toBe(true);
        expect(BRANDS[brand].allowedForms).toContain(query.form);
        covered.add(query.form);
      }
    }
    expect([...covered].sort()).toEqual([...FORM_CODES].sort());
  });

  it('offers every allowed form of a brand through some query on that brand', () => {
    for (const brand of DEPLOYMENT_BRANDS) {
      expect(
        accessibleForms(brand)
          .map(({ form }) => form)
          .sort(),
      ).toEqual([...BRANDS[brand].allowedForms].sort());
    }
  });
});
