import type { PolicyDocumentFacts } from '@portal/domain/documents/policyDocumentFacts';

/** A motor policy's version 4 after a change of car, as the database's snapshot gives it. */
export const sampleMotorFacts: PolicyDocumentFacts = {
  policyNumber: '12345678',
  version: 4,
  brand: 'DIRECTLINE',
  partnerBrand: null,
  product: 'MOTOR',
  coverType: 'comprehensive',
  coverStart: '2026-03-01',
  coverEnd: '2027-02-28',
  annualPremiumPence: 61_250,
  paymentType: 'LUMP_SUM_CC',
  voluntaryExcessPence: 25_000,
  annualMileage: 8000,
  linkedBreakdown: false,
  holder: { title: 'Mrs', firstName: 'Ada', lastName: 'Lovelace' },
  address: { line1: '1 High Street', line2: '', town: 'Leeds', postcode: 'LS1 1AA' },
  vehicles: [{ registration: 'NEW 123', make: 'Ford', model: 'Focus', yearOfManufacture: 2021 }],
  drivers: [
    {
      fullName: 'Ada Lovelace',
      mainDriver: true,
      compulsoryExcessPence: 25_000,
      voluntaryExcessPence: 25_000,
    },
  ],
  change: { form: 'a change of car', at: '2026-11-27T10:00:00.000Z' },
  quote: {
    coverStart: '2026-11-28',
    coverEnd: '2027-02-28',
    totalPremiumChange: 4_210,
    amountToDebit: 6_710,
    adminFee: 2_500,
    newAnnualPremium: 61_250,
  },
};
