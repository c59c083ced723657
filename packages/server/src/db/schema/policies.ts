import type { PolicyEdit } from '@portal/domain/policy/policyEdit';
import type { RenewalSetting } from '@portal/domain/policy/renewalSetting';
import type { AnyAmendedDto } from '@portal/domain/quotes/quoteDto';
import type { PolicyChange } from '@portal/domain/rating/change';
import { boolean, date, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The policy store: who is insured, for what, and on which terms. One row per policy version. */
export const policyholders = pgTable('policyholders', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  dateOfBirth: date('date_of_birth').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
});

export const policies = pgTable('policies', {
  id: serial('id').primaryKey(),
  policyNumber: text('policy_number').notNull().unique(),
  policyholderId: integer('policyholder_id')
    .notNull()
    .references(() => policyholders.id),
  brand: text('brand').notNull(),
  product: text('product').notNull(),
  coverStart: date('cover_start').notNull(),
  coverEnd: date('cover_end').notNull(),
  renewalDate: date('renewal_date').notNull(),
  annualPremiumPence: integer('annual_premium_pence').notNull(),
  paymentType: text('payment_type').notNull(),
  remainingInstalments: integer('remaining_instalments').notNull().default(0),
  /** Motor triage answer: 0 self-serve, 1 or 2 sign in, 3 agent. */
  triageStatus: integer('triage_status').notNull().default(0),
  coverType: text('cover_type').notNull().default('comprehensive'),
  linkedBreakdown: boolean('linked_breakdown').notNull().default(false),
  breakdownPremiumPence: integer('breakdown_premium_pence').notNull().default(0),
  voluntaryExcessPence: integer('voluntary_excess_pence').notNull().default(25000),
  annualMileage: integer('annual_mileage').notNull().default(8000),
  version: integer('version').notNull().default(1),
  /** The partner brand the policy was sold under (RBS, NATWEST, a car maker), if any. */
  partnerBrand: text('partner_brand'),
  purchasedOn: date('purchased_on').notNull(),
  /** Renews by itself at the renewal date (mar, renpref change it). */
  autoRenewal: boolean('auto_renewal').notNull().default(true),
  /** The customer asked for the policy not to renew (lapse): it ends at the renewal date. */
  lapsing: boolean('lapsing').notNull().default(false),
});

/** The policy's cars: found by policy (identity, rating) and by registration (identity). */
export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    registration: text('registration').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    yearOfManufacture: integer('year_of_manufacture').notNull(),
    fuel: text('fuel').notNull(),
    transmission: text('transmission').notNull(),
    valuePence: integer('value_pence').notNull(),
    insuranceGroup: integer('insurance_group').notNull(),
  },
  (table) => [
    index('vehicles_policy').on(table.policyId),
    index('vehicles_registration').on(table.registration),
  ],
);

export const drivers = pgTable(
  'drivers',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    fullName: text('full_name').notNull(),
    dateOfBirth: date('date_of_birth').notNull(),
    licenceYears: integer('licence_years').notNull(),
    mainDriver: boolean('main_driver').notNull().default(false),
    compulsoryExcessPence: integer('compulsory_excess_pence').notNull(),
    voluntaryExcessPence: integer('voluntary_excess_pence').notNull(),
    claims: jsonb('claims').$type<{ date: string; type: string }[]>().notNull().default([]),
    convictions: jsonb('convictions').$type<{ date: string; code: string }[]>().notNull().default([]),
  },
  (table) => [index('drivers_policy').on(table.policyId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    town: text('town').notNull(),
    postcode: text('postcode').notNull(),
    uprn: text('uprn'),
    current: boolean('current').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('addresses_policy').on(table.policyId)],
);

/** Prepopulation links: only the SHA-256 of the token is kept. */
export const prepopTokens = pgTable('prepop_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  policyId: integer('policy_id')
    .notNull()
    .references(() => policies.id),
});

/** Audit of every change applied to a policy: which quote, who, what, and the version it made. */
export const policyChanges = pgTable(
  'policy_changes',
  {
    id: serial('id').primaryKey(),
    policyId: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    version: integer('version').notNull(),
    quoteUuid: text('quote_uuid').notNull(),
    form: text('form').notNull(),
    actor: text('actor').notNull(),
    /** The priced change, renewal setting or staff edit applied (older rows hold the quote's amendedDTO). */
    change: jsonb('change').$type<PolicyChange | RenewalSetting | PolicyEdit | AnyAmendedDto>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  // Whether a quote is superseded: later versions of its policy.
  (table) => [index('policy_changes_policy_version').on(table.policyId, table.version)],
);
