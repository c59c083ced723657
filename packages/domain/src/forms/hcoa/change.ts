import type { ChangeFromDetails } from '../formCard.ts';
import { addressFrom, effectiveDateOf, text } from '../shared/savedDetails.ts';

/** A home change of address rates the home at its new postcode. */
export const changeFromDetails: ChangeFromDetails = (details, _policy, today) => {
  const address = addressFrom(details);
  return {
    change: { kind: 'homeAddress', ...address },
    effectiveDate: effectiveDateOf(details, today),
    amendedDto: { address: text(details.address), postcode: address.postcode },
  };
};
