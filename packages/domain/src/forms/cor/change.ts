import type { ChangeFromDetails } from '../formCard.ts';
import { currentRegistration, effectiveDateOf, plate } from '../shared/savedDetails.ts';

/** A change of registration puts a new plate on the same car. */
export const changeFromDetails: ChangeFromDetails = (details, policy, today) => {
  const newRegistration = plate(details.currentCarReg);
  return {
    change: { kind: 'newRegistration', registration: currentRegistration(details, policy), newRegistration },
    effectiveDate: effectiveDateOf(details, today),
    amendedDto: { registration: newRegistration },
  };
};
