import type { Question } from '../../journeys/journey.ts';
import { MESSAGES } from '../../rules/messages.ts';
import type { RuleRef } from '../../rules/ruleRef.ts';

/** An address chosen from a postcode's list. */
export const CHOSEN_ADDRESS_RULES: readonly RuleRef[] = [
  { rule: 'required', message: MESSAGES.selectAddress },
  { rule: 'pattern', pattern: 'freeText', message: MESSAGES.addressInvalid },
  { rule: 'length', min: 5, max: 200, message: MESSAGES.addressInvalid },
];

/**
 * The new address of a change of address (coa, hcoa): a postcode, Find your address, and the
 * address chosen from the list (stored as `address`). A home keeps the chosen property's UPRN too.
 */
export function newAddressQuestion(options: { uprnField?: string } = {}): Question {
  return {
    name: 'postcode',
    kind: 'postcodeLookup',
    label: 'New postcode',
    hint: 'For example, LS1 4AP',
    input: { autoComplete: 'postal-code', uppercase: true },
    lookup: {
      addressField: 'address',
      ...(options.uprnField ? { uprnField: options.uprnField } : {}),
      addressRules: CHOSEN_ADDRESS_RULES,
    },
    rules: [
      { rule: 'required', message: MESSAGES.postcodeRequired },
      { rule: 'pattern', pattern: 'postcode', message: MESSAGES.postcodeInvalid },
    ],
    review: { label: 'New address' },
  };
}
