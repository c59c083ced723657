import type { QuoteDto, QuoteRecord } from '../src/quotes/quoteDto.ts';

/** A valid card-paid increase quote for tests; override what the test is about. */
export function quoteDtoFixture(overrides: Partial<QuoteDto> = {}): QuoteDto {
  return {
    uuid: '4f1c2f7e-0000-4000-8000-000000000001',
    quote_status: 'PROPOSED',
    paymentType: 'LUMP_SUM_CC',
    premiumDeviation: true,
    premiumDeviationFlag: 'INCREASE',
    totalPremiumChange: 4250,
    carPolicyPremiumChange: 4250,
    linkedRescuePremiumChange: 0,
    amountToDebit: 4250,
    adminFee: 2500,
    linkedRescueFlag: false,
    motorLegalProtection: false,
    guaranteedHireCar: false,
    protectedNcd: true,
    quoteSubmissionDate: [2026, 3, 2],
    policyExcesses: [{ fullName: 'Jane Smith', voluntary: 25000, compulsory: 10000, total: 35000 }],
    ...overrides,
  };
}

export function quoteRecordFixture(dto: Partial<QuoteDto> | null = {}): QuoteRecord {
  return {
    token: 'tok_abcdefghijklmnop',
    coverStartDate: [2026, 3, 10],
    coverEndDate: [2027, 1, 31],
    policyNumber: '12345678',
    coverType: 'comprehensive',
    quoteDTO: dto === null ? null : quoteDtoFixture(dto),
    amendedDTO: { make: 'Ford', model: 'Focus', registration: 'AB12 CDE' },
  };
}
