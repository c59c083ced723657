import type { QuoteRecord } from '@portal/domain/quotes/quoteDto';

/**
 * A card-paid cov increase as the verification service answers it: starting 1 December 2026,
 * £50.00 due, with the £25.00 admin fee. Tests change what their case needs.
 */
export function covQuoteRecord(
  options: {
    start?: [number, number, number];
    pence?: number;
    paymentType?: 'LUMP_SUM_CC' | 'MONTHLY_DD';
    fraudCheck?: boolean;
  } = {},
): QuoteRecord {
  const { start = [2026, 12, 1], pence = 5000, paymentType = 'LUMP_SUM_CC', fraudCheck } = options;
  return {
    token: 'tok_abcdefghijklmnop',
    coverStartDate: start,
    coverEndDate: [2027, 1, 31],
    policyNumber: '10000001',
    coverType: 'comprehensive',
    amendedDTO: { make: 'Ford', model: 'Focus', registration: 'AB12 CDE' },
    ...(fraudCheck === undefined ? {} : { fraudCheck }),
    quoteDTO: {
      uuid: '4f1c2f7e-0000-4000-8000-000000000001',
      quote_status: 'PROPOSED',
      paymentType,
      premiumDeviation: true,
      premiumDeviationFlag: 'INCREASE',
      totalPremiumChange: pence,
      carPolicyPremiumChange: pence,
      linkedRescuePremiumChange: 0,
      amountToDebit: pence,
      adminFee: 2500,
      linkedRescueFlag: false,
      motorLegalProtection: false,
      guaranteedHireCar: false,
      protectedNcd: true,
      quoteSubmissionDate: [2026, 3, 10],
      policyExcesses: [{ fullName: 'Jane Smith', voluntary: 25000, compulsory: 10000, total: 35000 }],
    },
  };
}
