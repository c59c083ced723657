import type { ChangeFromDetails } from '../formCard.ts';
import { effectiveDateOf, iso, record, text } from '../shared/savedDetails.ts';

/** Adding a driver: the driver's age, licence, claims and convictions as the rating engine reads them. */
export const changeFromDetails: ChangeFromDetails = (details, _policy, today) => {
  const fullName = [text(details.driverFirstName), text(details.driverLastName)].filter(Boolean).join(' ');
  const entries = (key: string) =>
    Array.isArray(details[key]) ? (details[key] as unknown[]).map(record) : [];
  return {
    change: {
      kind: 'addDriver',
      driver: {
        fullName,
        dateOfBirth: iso(details.dob),
        licenceYears: Number(text(details.yearsLicenceHeld)) || 0,
        claims: entries('claims').map((claim) => ({ date: iso(claim.date) })),
        convictions: entries('convictions').map((c) => ({
          date: iso(c.date),
          code: text(c.code) || 'UNKNOWN',
        })),
      },
    },
    effectiveDate: effectiveDateOf(details, today),
    amendedDto: { driverFullName: fullName },
  };
};
