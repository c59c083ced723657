import { formatLongDate, toIsoDate } from '../dates.ts';
import type { RuleContext } from '../rules/ruleRef.ts';
import { isLive, namedConditions } from './conditions.ts';
import type { Journey } from './journey.ts';

type Answers = Record<string, unknown>;

/** The review page's submit label for these answers. */
export function submitLabel(journey: Journey, answers: Answers, ctx: RuleContext): string {
  const variant = journey.review.submitLabelWhen;
  return variant && isLive(variant.when, answers, ctx, namedConditions(journey))
    ? variant.label
    : journey.review.submitLabel;
}

/**
 * A date answer named in braces (`{renewalDate}`) as the customer reads dates: "1 June 2026". The
 * server has checked such a date against the policy on record before any success is shown.
 */
const withDateAnswers = (line: string, answers: Answers): string =>
  line.replace(/\{(\w+)\}/g, (whole, field: string) => {
    const iso = toIsoDate(answers[field]);
    return iso ? formatLongDate(iso) : whole;
  });

/** What the success page and the confirmation email say happens next, for the answers sent. */
export function successBody(journey: Journey, answers: Answers, ctx: RuleContext): readonly string[] {
  const named = namedConditions(journey);
  const variant = journey.success.variants?.find((entry) => isLive(entry.when, answers, ctx, named));
  return (variant?.body ?? journey.success.body).map((line) => withDateAnswers(line, answers));
}

/** What the request asked, in the customer's words, when the answers make it other than the form's title. */
export function successRequest(journey: Journey, answers: Answers, ctx: RuleContext): string | undefined {
  const named = namedConditions(journey);
  return journey.success.variants?.find((entry) => isLive(entry.when, answers, ctx, named))?.request;
}
