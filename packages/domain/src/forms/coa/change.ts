import type { ChangeFromDetails } from '../formCard.ts';
import { addressFrom, effectiveDateOf, text } from '../shared/savedDetails.ts';

/** A motor change of address rates the car at its new postcode. */
export const changeFromDetails: ChangeFromDetails = (details, _policy, today) => {
  const address = addressFrom(details);
  return {
    change: { kind: 'motorAddress', ...address },
    effectiveDate: effectiveDateOf(details, today),
    amendedDto: { address: text(details.address), postcode: address.postcode },
  };
};
