import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTO_RENEWAL_REFUSED } from '../forms/shared/renewalPreference.ts';
import { VEHICLE_FIELDS } from '../forms/shared/vehicle.ts';
import { checkRules, isEmptyAnswer } from './check.ts';
import { MESSAGES } from './messages.ts';
import type { RuleContext, RuleRef } from './ruleRef.ts';

/** 21 November 2026, 10:00 in London. */
const NOW = '2026-11-21T10:00:00Z';
const ctx = (extra: Partial<RuleContext> = {}): RuleContext => ({
  form: 'aad',
  brand: 'DIRECTLINE',
  product: 'MOTOR',
  now: NOW,
  answers: {},
  ...extra,
});
const check = (refs: RuleRef[], value: unknown, extra: Partial<RuleContext> = {}) =>
  checkRules(refs, value, ctx(extra));

/** The renewal preference's rule, as forms/shared/renewalPreference.ts declares it. */
const RENEWAL: RuleRef[] = [
  {
    rule: 'refusedWhenDaysAway',
    value: 'AUTO',
    relativeTo: { field: 'renewalDate' },
    daysAway: AUTO_RENEWAL_REFUSED,
    message: MESSAGES.renewalPreferenceTooSoon,
  },
];
/** The vehicle lookup's completeness rule, as forms/shared/vehicle.ts declares it. */
const VEHICLE: RuleRef[] = [
  { rule: 'fieldsComplete', fields: VEHICLE_FIELDS, message: MESSAGES.vehicleIncomplete },
];

/** Age at the date the reference names; here the cover start (today until it is answered). */
const AGE: RuleRef[] = [
  {
    rule: 'age',
    min: 17,
    max: 95,
    relativeTo: { field: 'coverStartDate' },
    messages: { tooYoung: MESSAGES.ageTooYoung, tooOld: MESSAGES.ageTooOld },
  },
];

const NAME_RULES: RuleRef[] = [
  { rule: 'required', message: MESSAGES.firstNameRequired },
  { rule: 'pattern', pattern: 'name', message: MESSAGES.firstNameInvalid },
  { rule: 'length', min: 2, max: 20, message: MESSAGES.firstNameInvalid },
];

describe('empty answers', () => {
  it.each([undefined, null, '', '   ', '//', ' / / ', [], { make: '', model: '' }])(
    '%j is empty',
    (value) => {
      expect(isEmptyAnswer(value)).toBe(true);
    },
  );
  it.each([false, 0, 'x', '01//2024', ['a'], { make: 'Ford' }])('%j is an answer', (value) => {
    expect(isEmptyAnswer(value)).toBe(false);
  });

  it('pass every rule except the ones about missing answers', () => {
    const optional: RuleRef[] = [
      { rule: 'pattern', pattern: 'postcode', message: 'bad' },
      { rule: 'length', min: 5, message: 'short' },
      { rule: 'date', checks: ['allParts', 'valid', 'notPast'] },
      ...AGE,
      { rule: 'differsFrom', field: 'other', message: 'same' },
      { rule: 'equals', value: 'true', message: 'must be yes' },
      ...RENEWAL,
      ...VEHICLE,
      { rule: 'file' },
    ];
    expect(check(optional, '')).toBeNull();
    expect(check(optional, undefined)).toBeNull();
  });
});

describe('required', () => {
  it('names the missing field; trimmed blanks and empty lists are missing', () => {
    const ref: RuleRef[] = [{ rule: 'required', message: MESSAGES.emailRequired }];
    expect(check(ref, '  ')).toBe('Email address is required');
    expect(check(ref, [])).toBe('Email address is required');
    expect(check(ref, 'a@b.co')).toBeNull();
    expect(check(ref, false)).toBeNull();
  });
});

describe('names: required, pattern, 2-20 characters', () => {
  it.each([
    ['', 'First name is required'],
    ['J', 'First name is invalid'],
    ['Jo', null],
    ['A'.repeat(20), null],
    ['A'.repeat(21), 'First name is invalid'],
    ['J0hn', 'First name is invalid'],
    ['  Jo  ', null],
  ])('%j → %s', (value, message) => {
    expect(check(NAME_RULES, value)).toBe(message);
  });

  it('any name of 21 or more letters fails, any of 2 to 20 passes', () => {
    const letters = (min: number, max: number) =>
      fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz'), minLength: min, maxLength: max });
    fc.assert(fc.property(letters(21, 60), (name) => check(NAME_RULES, name) === MESSAGES.firstNameInvalid));
    fc.assert(fc.property(letters(2, 20), (name) => check(NAME_RULES, name) === null));
  });

  it('runs rules in order and reports only the first failure', () => {
    const refs: RuleRef[] = [
      { rule: 'length', min: 2, message: 'too short' },
      { rule: 'pattern', pattern: 'name', message: 'bad characters' },
    ];
    expect(check(refs, '1')).toBe('too short');
    expect(check(refs, '12')).toBe('bad characters');
  });
});

describe('length', () => {
  it('counts the minimum without spaces when asked', () => {
    const ignoring: RuleRef[] = [{ rule: 'length', min: 5, ignoreSpaces: true, message: 'short' }];
    const counting: RuleRef[] = [{ rule: 'length', min: 5, message: 'short' }];
    expect(check(ignoring, 'S W 1')).toBe('short');
    expect(check(counting, 'S W 1')).toBeNull();
    expect(check(ignoring, 'SW1A 1')).toBeNull();
  });
  it('counts an accented letter as one character', () => {
    expect(check([{ rule: 'length', max: 4, message: 'long' }], 'Zoë!')).toBeNull();
  });
});

describe('checked and equals', () => {
  it('needs the box ticked, with the spec default message', () => {
    expect(check([{ rule: 'checked' }], false)).toBe('Please confirm by checking this box.');
    expect(check([{ rule: 'checked' }], undefined)).toBe('Please confirm by checking this box.');
    expect(check([{ rule: 'checked' }], 'true')).toBe('Please confirm by checking this box.');
    expect(check([{ rule: 'checked', message: MESSAGES.agreeToContinue }], false)).toBe(
      'Please agree to continue',
    );
    expect(check([{ rule: 'checked' }], true)).toBeNull();
  });
  it('aad ukResident must be yes for a permanent change', () => {
    const ref: RuleRef[] = [{ rule: 'equals', value: 'true', message: 'must be resident' }];
    expect(check(ref, 'false')).toBe('must be resident');
    expect(check(ref, 'true')).toBeNull();
  });
});

describe('age at cover start: at least 17 and under 95', () => {
  const cover = { answers: { coverStartDate: '21/11/2026' } };
  it('passes on the 17th birthday exactly on cover start', () => {
    expect(check(AGE, '21/11/2009', cover)).toBeNull();
  });
  it('fails the day before the 17th birthday', () => {
    expect(check(AGE, '22/11/2009', cover)).toBe(MESSAGES.ageTooYoung);
  });
  it('passes the day before the 95th birthday', () => {
    expect(check(AGE, '22/11/1931', cover)).toBeNull();
  });
  it('fails on the 95th birthday ("under 95")', () => {
    expect(check(AGE, '21/11/1931', cover)).toBe(MESSAGES.ageTooOld);
  });
  it('uses today when cover start is not answered yet', () => {
    expect(check(AGE, '21/11/2009')).toBeNull();
    expect(check(AGE, '22/11/2009')).toBe(MESSAGES.ageTooYoung);
  });
  it('measures at the cover start, not today', () => {
    expect(check(AGE, '01/12/2009', { answers: { coverStartDate: '01/12/2026' } })).toBeNull();
  });
  it('ignores an unreadable date of birth (the date rule reports it)', () => {
    expect(check(AGE, '31/02/2009', cover)).toBeNull();
  });
  it('renewals measure at the renewal date', () => {
    const RENEWAL: RuleRef[] = [
      {
        rule: 'age',
        min: 17,
        max: 95,
        relativeTo: { field: 'renewalDate' },
        messages: { tooYoung: MESSAGES.ageTooYoungAtRenewal, tooOld: MESSAGES.ageTooOldAtRenewal },
      },
    ];
    const renewal = { form: 'mor' as const, answers: { renewalDate: '2026-12-20' } };
    expect(check(RENEWAL, '20/12/2009', renewal)).toBeNull();
    expect(check(RENEWAL, '21/12/2009', renewal)).toBe(MESSAGES.ageTooYoungAtRenewal);
    expect(check(RENEWAL, '20/12/1931', renewal)).toBe(MESSAGES.ageTooOldAtRenewal);
  });
});

describe('differsFrom', () => {
  const AGAINST_FIELD: RuleRef[] = [
    { rule: 'differsFrom', field: 'newVehicleReg', message: MESSAGES.registrationSameAsNew },
  ];
  it('compares case-insensitively ignoring spaces', () => {
    const answers = { newVehicleReg: 'ab12 cde' };
    expect(check(AGAINST_FIELD, 'AB12CDE', { answers })).toBe(MESSAGES.registrationSameAsNew);
    expect(check(AGAINST_FIELD, 'AB12CDF', { answers })).toBeNull();
  });
  it('passes while the other field is blank', () => {
    expect(check(AGAINST_FIELD, 'AB12CDE', { answers: { newVehicleReg: '' } })).toBeNull();
  });
  it('compares against a stored prepopulated value', () => {
    const ref: RuleRef[] = [{ rule: 'differsFrom', stored: 'currentVehicleReg', message: 'same as stored' }];
    const stored = { currentVehicleReg: 'AB12CDE' };
    expect(check(ref, 'ab12 cde', { stored })).toBe('same as stored');
    expect(check(ref, 'XY12CDE', { stored })).toBeNull();
  });
});

describe('requiredWhenMonthlyDD', () => {
  const ref: RuleRef[] = [{ rule: 'requiredWhenMonthlyDD' }];
  it('needs the box only for monthly direct debit', () => {
    expect(check(ref, false, { paymentType: 'MONTHLY_DD' })).toBe('Please agree to continue');
    expect(check(ref, undefined, { paymentType: 'MONTHLY_DD' })).toBe('Please agree to continue');
    expect(check(ref, true, { paymentType: 'MONTHLY_DD' })).toBeNull();
    expect(check(ref, false, { paymentType: 'ANNUAL' })).toBeNull();
    expect(check(ref, false)).toBeNull();
  });
});

describe('refusedWhenDaysAway: Auto is refused more than 7 and at most 30 days from renewal', () => {
  const ref = RENEWAL;
  const on = (renewalDate: string) => ({ form: 'renpref' as const, answers: { renewalDate } });
  it.each([
    ['28/11/2026', 7, null],
    ['29/11/2026', 8, MESSAGES.renewalPreferenceTooSoon],
    ['21/12/2026', 30, MESSAGES.renewalPreferenceTooSoon],
    ['22/12/2026', 31, null],
  ])('renewal on %s (%i days away)', (renewalDate, _days, message) => {
    expect(check(ref, 'AUTO', on(renewalDate))).toBe(message);
  });
  it('accepts ISO and stored renewal dates and the "Auto" spelling', () => {
    expect(check(ref, 'Auto', on('2026-12-01'))).toBe(MESSAGES.renewalPreferenceTooSoon);
    expect(check(ref, 'Auto', on('2026/12/01'))).toBe(MESSAGES.renewalPreferenceTooSoon);
  });
  it('allows other choices in the window', () => {
    expect(check(ref, 'MANUAL', on('01/12/2026'))).toBeNull();
  });
});

describe('fieldsComplete, as the vehicle lookup asks it', () => {
  const ref = VEHICLE;
  const full = {
    make: 'FORD',
    model: 'FIESTA',
    yearOfManufacture: '2019',
    fuel: 'PETROL',
    transmission: 'MANUAL',
  };
  it('needs make, model, year, fuel and transmission', () => {
    expect(check(ref, full)).toBeNull();
    expect(check(ref, { ...full, yearOfManufacture: undefined, year: 2019 })).toBeNull();
    for (const field of Object.keys(full)) {
      expect(check(ref, { ...full, [field]: ' ' })).toBe(MESSAGES.vehicleIncomplete);
    }
    expect(check(ref, 'FORD')).toBe(MESSAGES.vehicleIncomplete);
  });
});

describe('nonEmptyList', () => {
  it('needs at least one entry', () => {
    const ref: RuleRef[] = [{ rule: 'nonEmptyList', message: 'Please add a claim' }];
    expect(check(ref, [])).toBe('Please add a claim');
    expect(check(ref, undefined)).toBe('Please add a claim');
    expect(check(ref, [{ date: '01/01/2025' }])).toBeNull();
  });
});

describe('pattern', () => {
  it('strips spaces from registrations and phones, not from postcodes', () => {
    expect(check([{ rule: 'pattern', pattern: 'registration', message: 'bad' }], ' ab12 cde ')).toBeNull();
    expect(check([{ rule: 'pattern', pattern: 'ukPhone', message: 'bad' }], '01632 960 001')).toBeNull();
    expect(check([{ rule: 'pattern', pattern: 'postcode', message: 'bad' }], 'SW1A 1AA')).toBeNull();
    expect(check([{ rule: 'pattern', pattern: 'postcode', message: 'bad' }], 'S W1A1AA')).toBe('bad');
  });
});
