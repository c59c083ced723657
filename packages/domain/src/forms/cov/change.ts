import type { ChangeFromDetails } from '../formCard.ts';
import { currentRegistration, effectiveDateOf, plate, vehicleFrom } from '../shared/savedDetails.ts';

/** A change of vehicle replaces the customer's current car with the new one. */
export const changeFromDetails: ChangeFromDetails = (details, policy, today) => {
  const vehicle = vehicleFrom(details, plate(details.currentCarReg), today);
  return {
    change: { kind: 'replaceVehicle', replacesRegistration: currentRegistration(details, policy), vehicle },
    effectiveDate: effectiveDateOf(details, today),
    amendedDto: { make: vehicle.make, model: vehicle.model, registration: vehicle.registration },
  };
};
