import { describe, expect, it } from 'vitest';
import {
  EXAMPLE_EFFECTIVE_DATE,
  exampleDriver,
  exampleFocus,
  examplePolicy,
  feeBrand,
} from '../../test/examplePolicy.ts';
import type { RatedDriver, RatedPolicy } from './policy.ts';
import { rateChange } from './rateChange.ts';

const options = { effectiveDate: EXAMPLE_EFFECTIVE_DATE, brandFees: feeBrand };
/** 19 on 2025-10-20. */
const under21: RatedDriver = {
  ...exampleDriver,
  fullName: 'Sam Morgan',
  dateOfBirth: '2006-03-01',
  licenceYears: 1,
};
/** 23 on 2025-10-20. */
const under25: RatedDriver = {
  ...exampleDriver,
  fullName: 'Jo Morgan',
  dateOfBirth: '2002-05-05',
  licenceYears: 4,
};

describe('referral rules', () => {
  it('refers adding a driver under 21 with a conviction', () => {
    const driver = { ...under21, convictions: [{ date: '2025-02-01', code: 'SP30' }] };
    expect(rateChange(examplePolicy, { kind: 'addDriver', driver }, options)).toEqual({
      kind: 'referral',
      codes: ['YOUNG_DRIVER_WITH_CONVICTION'],
      reasons: ['A driver under 21 has a motoring conviction.'],
    });
  });

  it('prices a driver under 21 without convictions, and one of 21 with a conviction', () => {
    expect(rateChange(examplePolicy, { kind: 'addDriver', driver: under21 }, options).kind).toBe('quote');
    const turned21 = {
      ...under21,
      dateOfBirth: '2004-10-20',
      convictions: [{ date: '2025-02-01', code: 'SP30' }],
    };
    expect(rateChange(examplePolicy, { kind: 'addDriver', driver: turned21 }, options).kind).toBe('quote');
  });

  it('refers a vehicle worth more than £75,000 but prices one worth exactly £75,000', () => {
    const change = (valuePence: number) =>
      rateChange(
        examplePolicy,
        { kind: 'replaceVehicle', replacesRegistration: 'AB19CDE', vehicle: { ...exampleFocus, valuePence } },
        options,
      );
    expect(change(7_500_001)).toMatchObject({ kind: 'referral', codes: ['VEHICLE_VALUE_OVER_LIMIT'] });
    expect(change(7_500_000).kind).toBe('quote');
  });

  it('refers a temporary vehicle worth more than £75,000', () => {
    const supercar = { ...exampleFocus, registration: 'FAST1', valuePence: 9_000_000 };
    const result = rateChange(
      examplePolicy,
      { kind: 'temporaryVehicle', vehicle: supercar, startDate: '2025-10-20', endDate: '2025-10-22' },
      options,
    );
    expect(result).toMatchObject({ kind: 'referral', codes: ['VEHICLE_VALUE_OVER_LIMIT'] });
  });

  it('refers more than 2 claims in 3 years across the drivers, ignoring older claims', () => {
    const policy: RatedPolicy = {
      ...examplePolicy,
      drivers: [{ ...exampleDriver, claims: [{ date: '2023-11-01' }, { date: '2024-06-01' }] }],
    };
    const recent = { ...under25, claims: [{ date: '2025-03-01' }] };
    expect(rateChange(policy, { kind: 'addDriver', driver: recent }, options)).toMatchObject({
      kind: 'referral',
      codes: ['TOO_MANY_CLAIMS'],
    });
    // 2022-10-20 is exactly 3 years before the effective date, so it no longer counts.
    const old = { ...under25, claims: [{ date: '2022-10-20' }] };
    expect(rateChange(policy, { kind: 'addDriver', driver: old }, options).kind).toBe('quote');
  });

  it('refers a vehicle above group 45 when a driver is under 25', () => {
    const policy: RatedPolicy = { ...examplePolicy, drivers: [exampleDriver, under25] };
    const toGroup = (group: number) =>
      rateChange(
        policy,
        { kind: 'replaceVehicle', replacesRegistration: 'AB19CDE', vehicle: { ...exampleFocus, group } },
        options,
      );
    expect(toGroup(46)).toMatchObject({ kind: 'referral', codes: ['HIGH_GROUP_YOUNG_DRIVER'] });
    expect(toGroup(45).kind).toBe('quote');
    // Without the young driver a group 46 car is priced.
    const alone = rateChange(
      examplePolicy,
      { kind: 'replaceVehicle', replacesRegistration: 'AB19CDE', vehicle: { ...exampleFocus, group: 46 } },
      options,
    );
    expect(alone.kind).toBe('quote');
  });

  it('lists every rule a risk breaks', () => {
    const policy: RatedPolicy = { ...examplePolicy, drivers: [exampleDriver, under21] };
    const result = rateChange(
      policy,
      {
        kind: 'replaceVehicle',
        replacesRegistration: 'AB19CDE',
        vehicle: { ...exampleFocus, group: 50, valuePence: 8_000_000 },
      },
      options,
    );
    expect(result).toMatchObject({ codes: ['VEHICLE_VALUE_OVER_LIMIT', 'HIGH_GROUP_YOUNG_DRIVER'] });
  });
});
