import type { ChangeFromDetails } from '../formCard.ts';
import { effectiveDateOf, iso, plate, vehicleFrom } from '../shared/savedDetails.ts';

/** A temporary vehicle is covered beside the policy's own from the cover start to the cover end date. */
export const changeFromDetails: ChangeFromDetails = (details, _policy, today) => {
  const effectiveDate = effectiveDateOf(details, today);
  const vehicle = vehicleFrom(details, plate(details.currentCarReg), today);
  const endDate = iso(details.coverEndDate) || effectiveDate;
  return {
    change: { kind: 'temporaryVehicle', vehicle, startDate: effectiveDate, endDate },
    effectiveDate,
    amendedDto: {
      vehicle: { make: vehicle.make, model: vehicle.model, registration: vehicle.registration },
      coverStartDate: effectiveDate.split('-').map(Number),
      coverEndDate: endDate.split('-').map(Number),
    },
  };
};
