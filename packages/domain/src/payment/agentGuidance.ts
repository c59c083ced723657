/**
 * What an agent checks, beside NOT VERIFIED in a payment chat, before taking a card from a
 * customer the portal could not identify online. Its own module: the customer's pages never load it.
 */
export const NOT_VERIFIED_GUIDANCE =
  'Before you send the card form, ask for the policy number, the policyholder’s full name, date of birth and postcode, and check them against the policy. Take a card only from the policyholder or someone named on the policy.';
