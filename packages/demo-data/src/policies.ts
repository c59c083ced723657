import type { DeploymentBrand, Product } from '@portal/domain/brands/brand';
import type { DemoPostcode } from './postcodes.ts';

/**
 * The demo policy store, shared by the server's seed, the demo hub and the README.
 * Every brand and product has a policy; registrations and postcodes resolve in the
 * embedded DVLA and address datasets. Dates are relative to the day the store is seeded.
 */
export interface DemoPolicy {
  policyNumber: string;
  brand: DeploymentBrand;
  product: Product;
  holder: {
    title: string;
    firstName: string;
    lastName: string;
    dateOfBirth: string;
    email: string;
    phone: string;
  };
  postcode: DemoPostcode;
  registration?: string;
  /** Motor triage answer for the registration: 0 self-serve, 1 or 2 sign in, 3 talk to us. */
  triageStatus: 0 | 1 | 2 | 3;
  paymentType: 'LUMP_SUM_CC' | 'MONTHLY_DD' | 'LUMP_SUM_DD';
  annualPremiumPence: number;
  linkedBreakdown: boolean;
  /** Days from seeding to renewal (cover started a year before it). */
  renewalInDays: number;
  /** Opens `{form}/data` with this policy's details filled in (x-mta-prepop-token). */
  prepopToken?: string;
  /** The partner brand the policy was sold under, where it was (a bank or car maker). */
  partnerBrand?: string;
  /** When the policy was first bought (ISO), where it matters; otherwise two years before this term. */
  firstBought?: string;
  tryThis: string;
}

const holder = (firstName: string, lastName: string, dateOfBirth: string, title = 'Mr') => ({
  title,
  firstName,
  lastName,
  dateOfBirth,
  email: `${firstName}.${lastName}@example.com`.toLowerCase(),
  phone: `07700900${String(firstName.length * 37 + lastName.length).padStart(3, '0')}`,
});

export const DEMO_POLICIES: readonly DemoPolicy[] = [
  {
    policyNumber: '10000001',
    brand: 'DIRECTLINE',
    product: 'MOTOR',
    holder: holder('Amelia', 'Hart', '1985-03-14', 'Ms'),
    postcode: 'LS1 4AP',
    registration: 'YA19KXR',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 64_800,
    linkedBreakdown: true,
    renewalInDays: 240,
    prepopToken: 'demo-prepop-amelia-hart-7f3c9a2e5b1d',
    // A customer since before Mileage MoneyBack's cut-off (5 December 2022).
    firstBought: '2021-06-01',
    tryThis: 'Change of vehicle paid by card; linked breakdown cover',
  },
  {
    policyNumber: '10000002',
    brand: 'DIRECTLINE',
    product: 'MOTOR',
    holder: holder('Oliver', 'Bennett', '1990-07-02'),
    postcode: 'M1 1AE',
    registration: 'MA68PLN',
    triageStatus: 0,
    paymentType: 'MONTHLY_DD',
    annualPremiumPence: 52_300,
    linkedBreakdown: false,
    renewalInDays: 150,
    tryThis: 'Add a driver on monthly direct debit',
  },
  {
    policyNumber: '10000003',
    brand: 'DIRECTLINE',
    product: 'MOTOR',
    holder: holder('Grace', 'Turner', '1978-11-23', 'Mrs'),
    postcode: 'B33 8TH',
    registration: 'BK21TWF',
    triageStatus: 1,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 48_900,
    linkedBreakdown: false,
    renewalInDays: 90,
    tryThis: 'Triage sends this registration to sign in',
  },
  {
    policyNumber: '10000004',
    brand: 'DIRECTLINE',
    product: 'MOTOR',
    holder: holder('Arthur', 'Price', '1969-05-30'),
    postcode: 'SW1A 2AA',
    registration: 'LR70HGD',
    triageStatus: 3,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 71_200,
    linkedBreakdown: false,
    renewalInDays: 200,
    tryThis: 'Triage offers web chat or a call for this registration',
  },
  {
    policyNumber: '20000001',
    brand: 'PRIVILEGE',
    product: 'MOTOR',
    holder: holder('Sophie', 'Clarke', '1995-01-19', 'Miss'),
    postcode: 'B33 8TH',
    registration: 'SF17UEJ',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 83_400,
    linkedBreakdown: true,
    renewalInDays: 300,
    prepopToken: 'demo-prepop-sophie-clarke-2b8e41d07c6a',
    tryThis: 'Change of address; a cheaper area gives a premium reduction',
  },
  {
    policyNumber: '20000002',
    brand: 'PRIVILEGE',
    product: 'MOTOR',
    holder: holder('Leo', 'Ward', '1999-04-04'),
    postcode: 'EH1 1YZ',
    registration: 'MK20RFA',
    triageStatus: 2,
    paymentType: 'MONTHLY_DD',
    annualPremiumPence: 91_700,
    linkedBreakdown: true,
    renewalInDays: 45,
    tryThis: 'Triage sends this registration to sign in (second sign-in status)',
  },
  {
    policyNumber: '30000001',
    brand: 'PRODUCT',
    product: 'MOTOR',
    holder: holder('Harry', 'Patel', '1988-09-08'),
    postcode: 'SW1A 2AA',
    registration: 'LD22VMT',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_DD',
    annualPremiumPence: 95_600,
    linkedBreakdown: false,
    renewalInDays: 180,
    tryThis: 'Temporary vehicle; registration change',
  },
  {
    policyNumber: '40000001',
    brand: 'GREENFLAG',
    product: 'MOTOR',
    holder: holder('Isla', 'Murray', '1982-12-12', 'Ms'),
    postcode: 'EH1 1YZ',
    registration: 'YB66NCO',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 12_900,
    linkedBreakdown: false,
    renewalInDays: 20,
    prepopToken: 'demo-prepop-isla-murray-94c2e7a15f08',
    tryThis: 'Breakdown cover: policy number GF 40000001; renewal in 20 days',
  },
  {
    policyNumber: '50000001',
    brand: 'NATIONWIDE',
    product: 'HOME',
    holder: holder('George', 'Evans', '1975-04-27'),
    postcode: 'LS1 4AP',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 38_700,
    linkedBreakdown: false,
    renewalInDays: 25,
    tryThis: 'Home change of address; renewal preference (brand=RBS or NATWEST)',
  },
  {
    policyNumber: '50000003',
    brand: 'NATIONWIDE',
    product: 'HOME',
    holder: holder('George', 'Evans', '1975-04-27'),
    postcode: 'M1 1AE',
    partnerBrand: 'NATWEST',
    triageStatus: 0,
    paymentType: 'MONTHLY_DD',
    annualPremiumPence: 29_900,
    linkedBreakdown: false,
    renewalInDays: 60,
    tryThis: "George Evans's second home, sold through NatWest: one customer, several policies",
  },
  {
    policyNumber: '50000002',
    brand: 'NATIONWIDE',
    product: 'MOTOR',
    holder: holder('Mia', 'Robinson', '1992-06-15', 'Ms'),
    postcode: 'M1 1AE',
    registration: 'SN65WYH',
    partnerBrand: 'SKODA',
    triageStatus: 0,
    paymentType: 'MONTHLY_DD',
    annualPremiumPence: 44_100,
    linkedBreakdown: false,
    renewalInDays: 35,
    tryThis: 'Renewal preference through a manufacturer partner (brand=SKODA)',
  },
  {
    policyNumber: '10000005',
    brand: 'DIRECTLINE',
    product: 'HOME',
    holder: holder('Jack', 'Wilson', '1960-02-03'),
    postcode: 'B33 8TH',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 41_500,
    linkedBreakdown: false,
    renewalInDays: 28,
    tryThis: 'Home renewal on Direct Line (triage offers a call)',
  },
  {
    policyNumber: '10000008',
    brand: 'DIRECTLINE',
    product: 'TRAVEL',
    holder: holder('Isla', 'Carter', '1983-09-30', 'Ms'),
    postcode: 'EH1 1YZ',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 8_900,
    linkedBreakdown: false,
    renewalInDays: 150,
    tryThis: 'Annual travel policy: COVID-19 travel upgrades refund (travel_refund)',
  },
  {
    policyNumber: '100000006',
    brand: 'DIRECTLINE',
    product: 'VAN',
    holder: holder('Noah', 'Hughes', '1987-10-21'),
    postcode: 'EH1 1YZ',
    registration: 'BD73XKP',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 112_000,
    linkedBreakdown: false,
    renewalInDays: 120,
    tryThis: 'Business van: 9-digit policy number',
  },
  {
    policyNumber: '100000007',
    brand: 'DIRECTLINE',
    product: 'LANDLORD',
    holder: holder('Ava', 'Lewis', '1971-08-09', 'Mrs'),
    postcode: 'SW1A 2AA',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_DD',
    annualPremiumPence: 58_800,
    linkedBreakdown: false,
    renewalInDays: 60,
    tryThis: 'Landlord: no date of birth is asked',
  },
  {
    policyNumber: '70000001',
    brand: 'NATIONWIDE',
    product: 'HOME',
    holder: holder('Ruby', 'Shaw', '1968-11-02', 'Mrs'),
    postcode: 'EH1 1YZ',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 41_200,
    linkedBreakdown: false,
    renewalInDays: 20,
    tryThis: 'Home renewal (hor) paid by card: renews in 20 days',
  },
  {
    policyNumber: '70000002',
    brand: 'GREENFLAG',
    product: 'MOTOR',
    holder: holder('Ethan', 'Reid', '1979-02-18'),
    postcode: 'B33 8TH',
    registration: 'YC15DRU',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 10_350, // breakdown cover: £90 rescue × 1150‰ for an 11-year-old car
    linkedBreakdown: false,
    renewalInDays: 14,
    tryThis: 'Breakdown cover renewal (mor): policy number GF 70000002; renews in 14 days',
  },
  {
    policyNumber: '70000003',
    brand: 'DIRECTLINE',
    product: 'HOME',
    holder: holder('Lily', 'Hughes', '1986-07-09', 'Ms'),
    postcode: 'EH1 1YZ',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 33_500,
    linkedBreakdown: false,
    renewalInDays: 200,
    tryThis: 'Home change of address (hcoa) to a dearer area, paid by card',
  },
  {
    // The hub offers home renewal on Product Direct, so a Product Direct home policy can try it.
    policyNumber: '30000002',
    brand: 'PRODUCT',
    product: 'HOME',
    holder: holder('Oscar', 'Bell', '1980-06-21'),
    postcode: 'M1 1AE',
    triageStatus: 0,
    paymentType: 'LUMP_SUM_CC',
    annualPremiumPence: 38_900,
    linkedBreakdown: false,
    renewalInDays: 20,
    tryThis: 'Home renewal (hor, ?product=HOME) paid by card: renews in 20 days',
  },
];
