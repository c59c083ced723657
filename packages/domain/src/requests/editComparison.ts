import type { PolicyEdit } from '../policy/policyEdit.ts';

/** The parts of the policy on record that a staff edit can change. */
export interface EditableRecord {
  name: string;
  phone: string;
  annualMileage: number | null;
  interestedParty: string | null;
}

export interface ComparedValue {
  label: string;
  onRecord: string;
  requested: string;
}

const miles = (value: number | null) =>
  value === null ? 'Not on record' : `${value.toLocaleString('en-GB')} miles`;

/** What a simple request would change, as "on record → requested", for the agent about to apply it. */
export function editComparison(edit: PolicyEdit, record: EditableRecord): ComparedValue {
  switch (edit.kind) {
    case 'policyholderName':
      return {
        label: "Policyholder's name",
        onRecord: record.name,
        requested: `${edit.title} ${edit.firstName} ${edit.lastName}`,
      };
    case 'policyholderPhone':
      return { label: 'Contact number', onRecord: record.phone || 'Not on record', requested: edit.phone };
    case 'vehicleRegistration':
      // The edit names the registration it replaces, which the apply checks is on the policy.
      return { label: 'Vehicle registration', onRecord: edit.registration, requested: edit.newRegistration };
    case 'annualMileage':
      return {
        label: 'Annual mileage',
        onRecord: miles(record.annualMileage),
        requested: miles(edit.annualMileage),
      };
    case 'interestedParty':
      return {
        label: 'Interested party',
        onRecord: record.interestedParty ?? 'None',
        requested: `${edit.companyName} (${edit.postcode})`,
      };
  }
}
