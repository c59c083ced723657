import type { ChangeFromDetails } from '../formCard.ts';
import { effectiveDateOf, text } from '../shared/savedDetails.ts';

/** A motor change of address rates the car at its new postcode. */
export const changeFromDetails: ChangeFromDetails = (details, _policy, today) => {
  const postcode = text(details.postcode);
  return {
    change: { kind: 'motorAddress', postcode },
    effectiveDate: effectiveDateOf(details, today),
    amendedDto: { address: text(details.address), postcode },
  };
};
