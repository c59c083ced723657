import { compareDates } from '../dates.ts';
import type { ChangeKind, PolicyChange } from './change.ts';
import type { RatedPolicy, RatedVehicle } from './policy.ts';
import { invalid, type RatingInvalid } from './ratingResult.ts';

/**
 * The policy as it would stand after the change. A temporary vehicle does not join
 * the annual risk; it is carried beside it and charged by the day.
 */
export interface AppliedChange {
  kind: 'applied';
  after: RatedPolicy;
  temporary?: { vehicle: RatedVehicle; startDate: string; endDate: string };
}

type Applier<K extends ChangeKind> = (
  policy: RatedPolicy,
  change: Extract<PolicyChange, { kind: K }>,
) => AppliedChange | RatingInvalid;

const applied = (after: RatedPolicy): AppliedChange => ({ kind: 'applied', after });

function motorOnly<K extends ChangeKind>(applier: Applier<K>): Applier<K> {
  return (policy, change) =>
    policy.product === 'MOTOR' ? applier(policy, change) : invalid('CHANGE_NOT_FOR_PRODUCT');
}

function replaceVehicle(
  policy: RatedPolicy,
  registration: string,
  next: RatedVehicle,
): AppliedChange | RatingInvalid {
  const index = policy.vehicles.findIndex((vehicle) => vehicle.registration === registration);
  if (index < 0) return invalid('VEHICLE_NOT_ON_POLICY');
  return applied({
    ...policy,
    vehicles: policy.vehicles.map((vehicle, i) => (i === index ? next : vehicle)),
  });
}

const CHANGE_APPLIERS = {
  replaceVehicle: motorOnly((policy, change) =>
    replaceVehicle(policy, change.replacesRegistration, change.vehicle),
  ),
  newRegistration: motorOnly((policy, change) => {
    const current = policy.vehicles.find((vehicle) => vehicle.registration === change.registration);
    if (!current) return invalid('VEHICLE_NOT_ON_POLICY');
    return replaceVehicle(policy, change.registration, { ...current, registration: change.newRegistration });
  }),
  addDriver: motorOnly((policy, change) =>
    applied({ ...policy, drivers: [...policy.drivers, change.driver] }),
  ),
  temporaryVehicle: motorOnly((policy, change) => {
    const fits =
      compareDates(change.startDate, change.endDate) <= 0 &&
      compareDates(change.startDate, policy.coverStartDate) >= 0 &&
      compareDates(change.endDate, policy.coverEndDate) <= 0;
    if (!fits) return invalid('TEMPORARY_COVER_OUTSIDE_TERM');
    const { vehicle, startDate, endDate } = change;
    return { kind: 'applied', after: policy, temporary: { vehicle, startDate, endDate } };
  }),
  motorAddress: motorOnly((policy, change) => applied({ ...policy, postcode: change.postcode })),
  homeAddress: (policy, change) =>
    policy.product === 'HOME'
      ? applied({ ...policy, postcode: change.postcode })
      : invalid('CHANGE_NOT_FOR_PRODUCT'),
  annualMileage: motorOnly((policy, change) => applied({ ...policy, annualMileage: change.annualMileage })),
  // The same risk for the next term: only the dates move (ages and claims then count at renewal).
  renewal: (policy, change) =>
    applied({ ...policy, coverStartDate: change.renewalDate, coverEndDate: change.termEndDate }),
} satisfies { [K in ChangeKind]: Applier<K> };

export function applyChange(policy: RatedPolicy, change: PolicyChange): AppliedChange | RatingInvalid {
  // The map is keyed by kind, so the applier picked always matches the change it is given.
  const applier = CHANGE_APPLIERS[change.kind] as Applier<ChangeKind>;
  return applier(policy, change);
}
