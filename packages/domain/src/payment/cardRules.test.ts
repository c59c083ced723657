import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES as M } from './cardMessages.ts';
import { type CardFormInput, cardFormSchema } from './cardRules.ts';

/** Mid-June 2025, 10:00 in London. */
const NOW = '2025-06-15T09:00:00Z';

const validCard = (): CardFormInput => ({
  cardInYourName: true,
  holderName: 'Jo Bloggs',
  title: 'Ms',
  cardNumber: '4111 1111 1111 1111',
  securityNumber: '123',
  hasCardPermission: false,
  expiryMonthYear: { month: 12, year: 2027 },
  cardType: 'visa',
  billingAddress: {
    line1: '1 High Street',
    line2: 'Leeds',
    postCode: 'LS1 1AA',
    country: 'United Kingdom',
    ukbillingAddress: true,
    emailAddress: 'jo@example.com',
  },
});

const maestro = (): CardFormInput => ({
  ...validCard(),
  cardNumber: '6759 6498 2643 8453',
  cardType: 'maestro',
});

/** Messages the schema gives, keyed by dotted path. */
const errorsOf = (input: CardFormInput, now = NOW): Record<string, string[]> => {
  const result = cardFormSchema(now).safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
};

describe('a valid card', () => {
  it('passes and leaves as digits with the detected type', () => {
    const card = cardFormSchema(NOW).parse({ ...validCard(), cardType: 'amex', securityNumber: ' 1 2 3 ' });
    expect(card.cardNumber).toBe('4111111111111111');
    expect(card.cardType).toBe('visa');
    expect(card.securityNumber).toBe('123');
  });
});

describe('cardholder name', () => {
  it.each([
    ['J', M.holderNameLength],
    ['', M.holderNameRequired],
    ['A'.repeat(62), M.holderNameLength],
    ['1Jo', M.holderNameStart],
    ['-Jo', M.holderNameStart],
    ['Jo Bl0ggs', M.holderNameCharacters],
    ['Jo_Bloggs', M.holderNameCharacters],
  ])('%j is refused with %s', (holderName, message) => {
    expect(errorsOf({ ...validCard(), holderName }).holderName).toContain(message);
  });

  it.each(['Jo', 'A'.repeat(61), "Mary-Jane O'Neill", 'J. R. Smith', 'Zoë Łukasz'])(
    '%j is accepted',
    (holderName) => {
      expect(errorsOf({ ...validCard(), holderName }).holderName).toBeUndefined();
    },
  );
});

describe('card number', () => {
  it.each([
    ['4111 1111 11', M.cardNumberLength], // 12 characters
    ['4111 1111 1111 1111 1111', M.cardNumberLength], // 24 characters
    ['4111x1111x1111x1111', M.cardNumberCharacters],
    ['', M.cardNumberRequired],
    ['------------1', M.cardNumberDigits],
  ])('%j is refused with %s', (cardNumber, message) => {
    expect(errorsOf({ ...validCard(), cardNumber }).cardNumber).toContain(message);
  });

  it.each(['4111111111111', '4111-1111-1111-1111', '4111 1111 1111 1111 111'])(
    '%j is accepted',
    (cardNumber) => {
      expect(errorsOf({ ...validCard(), cardNumber }).cardNumber).toBeUndefined();
    },
  );
});

describe('security number', () => {
  it.each(['12', '12345', '12a', ''])('%j is refused', (securityNumber) => {
    expect(errorsOf({ ...validCard(), securityNumber }).securityNumber).toBeDefined();
  });

  it.each(['123', '1234', ' 12 34 '])('%j is accepted', (securityNumber) => {
    expect(errorsOf({ ...validCard(), securityNumber }).securityNumber).toBeUndefined();
  });
});

describe('expiry', () => {
  it.each([0, 13])('month %d is refused', (month) => {
    expect(
      errorsOf({ ...validCard(), expiryMonthYear: { month, year: 2027 } })['expiryMonthYear.month'],
    ).toContain(M.expiryMonth);
  });

  it('says what to choose when the month or year is left empty, not a range', () => {
    // The browser's empty choice reaches the rules as undefined, whatever the form's type says.
    const none = undefined as unknown as number;
    const errors = errorsOf({ ...validCard(), expiryMonthYear: { month: none, year: none } });
    expect(errors['expiryMonthYear.month']).toContain(M.expiryMonthRequired);
    expect(errors['expiryMonthYear.year']).toContain(M.expiryYearRequired);
  });

  it('accepts this month (the card is good to the end of it) and refuses last month', () => {
    expect(errorsOf({ ...validCard(), expiryMonthYear: { month: 6, year: 2025 } })).toEqual({});
    expect(
      errorsOf({ ...validCard(), expiryMonthYear: { month: 5, year: 2025 } })['expiryMonthYear.month'],
    ).toEqual([M.expired]);
  });

  it('accepts years from this year for ten years only', () => {
    expect(errorsOf({ ...validCard(), expiryMonthYear: { month: 12, year: 2034 } })).toEqual({});
    expect(
      errorsOf({ ...validCard(), expiryMonthYear: { month: 12, year: 2035 } })['expiryMonthYear.year'],
    ).toEqual([M.expiryYear]);
    expect(
      errorsOf({ ...validCard(), expiryMonthYear: { month: 12, year: 2024 } })['expiryMonthYear.year'],
    ).toEqual([M.expiryYear]);
  });

  it('judges expiry in London: 31 May 23:30 UTC is already June there', () => {
    const card = { ...validCard(), expiryMonthYear: { month: 5, year: 2025 } };
    expect(errorsOf(card, '2025-05-31T22:30:00Z')).toEqual({});
    expect(errorsOf(card, '2025-05-31T23:30:00Z')['expiryMonthYear.month']).toEqual([M.expired]);
  });

  it('skips the time-bound checks without server time (route body schema)', () => {
    const card = { ...validCard(), expiryMonthYear: { month: 1, year: 2001 } };
    expect(cardFormSchema().safeParse(card).success).toBe(true);
    expect(cardFormSchema(NOW).safeParse(card).success).toBe(false);
  });
});

describe('maestro', () => {
  it('needs a start date or an issue number', () => {
    expect(errorsOf(maestro()).issueNumber).toEqual([M.startOrIssueRequired]);
    expect(errorsOf({ ...maestro(), issueNumber: '' }).issueNumber).toEqual([M.startOrIssueRequired]);
  });

  it('takes an issue number alone', () => {
    expect(errorsOf({ ...maestro(), issueNumber: '1' })).toEqual({});
  });

  it('takes a start date alone, making the issue number optional', () => {
    expect(errorsOf({ ...maestro(), startMonthYear: { month: 1, year: 2024 } })).toEqual({});
  });

  it('needs the start date to be in the past: this month yes, next month no', () => {
    expect(errorsOf({ ...maestro(), startMonthYear: { month: 6, year: 2025 } })).toEqual({});
    expect(
      errorsOf({ ...maestro(), startMonthYear: { month: 7, year: 2025 } })['startMonthYear.month'],
    ).toEqual([M.startNotPast]);
  });

  it('offers start years for the last five years only', () => {
    expect(errorsOf({ ...maestro(), startMonthYear: { month: 1, year: 2021 } })).toEqual({});
    expect(
      errorsOf({ ...maestro(), startMonthYear: { month: 12, year: 2020 } })['startMonthYear.year'],
    ).toEqual([M.startYear]);
  });

  it('refuses an issue number of three digits', () => {
    expect(errorsOf({ ...maestro(), issueNumber: '123' }).issueNumber).toContain(M.issueNumberFormat);
  });

  it('does not ask other cards for a start date or issue number', () => {
    expect(errorsOf(validCard())).toEqual({});
  });
});

describe('permission and title', () => {
  it('needs the cardholder’s permission when the card is not in the customer’s name', () => {
    expect(errorsOf({ ...validCard(), cardInYourName: false }).hasCardPermission).toEqual([
      M.permissionRequired,
    ]);
    expect(errorsOf({ ...validCard(), cardInYourName: false, hasCardPermission: true })).toEqual({});
  });

  it('needs a title', () => {
    expect(errorsOf({ ...validCard(), title: ' ' }).title).toEqual([M.titleRequired]);
  });
});

describe('billing address', () => {
  it.each(['line1', 'line2', 'postCode', 'country'] as const)(
    'without %s says to fill in the address',
    (part) => {
      const card = validCard();
      expect(
        errorsOf({ ...card, billingAddress: { ...card.billingAddress, [part]: '  ' } }).billingAddress,
      ).toEqual(['You must fill in your address details']);
    },
  );

  it('refuses a malformed email and accepts none', () => {
    const card = validCard();
    expect(
      errorsOf({ ...card, billingAddress: { ...card.billingAddress, emailAddress: 'jo@' } }),
    ).toHaveProperty(['billingAddress.emailAddress']);
    expect(errorsOf({ ...card, billingAddress: { ...card.billingAddress, emailAddress: '' } })).toEqual({});
  });
});
