/** Copy shared by the important-information pages of the quote journeys. */
export const QUOTE_CHECKS_HEADING = 'Some checks before you request your new quote...';
export const FINAL_CHECKS_HEADING = 'Some final checks and we’re done...';

export const ACCURATE_INFORMATION =
  "I confirm the information I've given is accurate and complete. I understand that giving wrong or incomplete information could mean my policy is cancelled or a claim is not paid.";
export const PRICE_MAY_CHANGE =
  "I understand this change may change my premium, and that I'll be emailed a quote to accept or decline before anything changes.";
