import type { RuleContext } from '../rules/ruleRef.ts';
import { liveQuestions, liveSteps } from './engine.ts';
import type { Journey } from './journey.ts';

/** An address chosen from a lookup that keeps its UPRN, as answered. */
export interface PropertyReference {
  addressField: string;
  postcode: string;
  address: string;
  uprn: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The UPRNs the live postcode lookups of these answers claim, each with the postcode and address
 * it was chosen with, so the server can check the address book holds that property there. An
 * address typed by hand carries no UPRN and is not listed.
 */
export function propertyReferences(
  journey: Journey,
  answers: Record<string, unknown>,
  ctx: RuleContext,
): PropertyReference[] {
  return liveSteps(journey, answers, ctx).flatMap((step) =>
    liveQuestions(journey, step, answers, ctx).flatMap((question) => {
      const lookup = question.lookup;
      if (!lookup || !('addressField' in lookup) || !lookup.uprnField) return [];
      const uprn = text(answers[lookup.uprnField]);
      if (!uprn) return [];
      return [
        {
          addressField: lookup.addressField,
          postcode: text(answers[question.name]),
          address: text(answers[lookup.addressField]),
          uprn,
        },
      ];
    }),
  );
}
