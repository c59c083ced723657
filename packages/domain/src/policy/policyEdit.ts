import type { z } from 'zod';

/**
 * How an agent's "apply" of a simple request changes the policy on record. Each form's
 * folder says how its saved answers become one of these edits (forms/<code>/apply.ts); the server
 * writes an edit by its kind, never by form.
 */
export type PolicyEdit =
  | { kind: 'policyholderName'; title: string; firstName: string; lastName: string }
  | { kind: 'policyholderPhone'; phone: string }
  | { kind: 'annualMileage'; annualMileage: number }
  /** The same car under a new plate: the vehicle on record registered `registration` gets `newRegistration`. */
  | { kind: 'vehicleRegistration'; registration: string; newRegistration: string }
  | {
      kind: 'interestedParty';
      agreementType: string;
      companyName: string;
      postcode: string;
      agreementNumber: string;
    };

export type EditFromDetails = (
  details: Record<string, unknown>,
) => { ok: true; edit: PolicyEdit } | { ok: false; problem: string };

/** Parses saved details with a schema and maps them to an edit; a mismatch names the first problem. */
export function editFrom<T>(schema: z.ZodType<T>, toEdit: (parsed: T) => PolicyEdit): EditFromDetails {
  return (details) => {
    const parsed = schema.safeParse(details);
    if (!parsed.success)
      return {
        ok: false,
        problem: `The saved answers cannot be applied: ${parsed.error.issues[0]?.message}`,
      };
    return { ok: true, edit: toEdit(parsed.data) };
  };
}

/** A one-line description of an edit, for the audit log and the request's history. */
export function describeEdit(edit: PolicyEdit): string {
  switch (edit.kind) {
    case 'policyholderName':
      return `Policyholder's name changed to ${edit.title} ${edit.firstName} ${edit.lastName}`;
    case 'policyholderPhone':
      return `Contact number changed to ${edit.phone}`;
    case 'vehicleRegistration':
      return `Registration ${edit.registration} changed to ${edit.newRegistration}`;
    case 'annualMileage':
      return `Annual mileage changed to ${edit.annualMileage.toLocaleString('en-GB')} miles`;
    case 'interestedParty':
      return `Interested party ${edit.companyName} (${edit.postcode}) added`;
  }
}
