import type { DeploymentBrand, PartnerBrand, Product } from '../brands/brand.ts';

/**
 * A rule as data: journeys list these on each question, and one interpreter
 * (`rules/check.ts`) runs them in the browser and on the server alike.
 * Messages that differ per field travel with the reference; the rest are the spec's defaults.
 */

/** Named patterns a rule can refer to. */
export type PatternName =
  | 'name'
  | 'fullName'
  | 'number'
  | 'ukPhone'
  | 'mobile'
  | 'garageName'
  | 'postcode'
  | 'registration'
  | 'freeText'
  | 'email'
  | 'digits';

/**
 * Date checks that need nothing but the answer, today and the journey's `due` date;
 * each has its spec message as default. Checks against another date are `DateWindow`s.
 */
export type DateCheck =
  | 'allParts'
  | 'valid'
  | 'notBefore1761'
  | 'notFutureYearBeyondDue'
  | 'notPast'
  | 'notPastMonth'
  | 'notToday'
  | 'notTomorrow'
  | 'notAfterDue'
  | 'notBeyondCurrentMonth'
  | 'autoRenewLeadDays';

/**
 * The date a relative check measures from: today's London business date, the journey's `due`
 * date, or another answer. An unanswered field skips the check, unless `orToday` lets today
 * stand in (cover start before it is answered, so a cover-relative check is never skipped).
 */
export type DateAnchor = 'today' | 'due' | { field: string; orToday?: boolean };

/** A calendar distance from an anchor; negative reaches back (3 years before: `{ years: -3 }`). */
export interface DateOffset {
  days?: number;
  years?: number;
}

/**
 * A date window relative to an anchor: the answer may not fall before `anchor + notBefore`
 * nor after `anchor + notAfter`, e.g. "no more than 30 days after the cover start date".
 */
export interface DateWindow {
  relativeTo: DateAnchor;
  notBefore?: DateOffset;
  notAfter?: DateOffset;
  message: string;
}

/** A span of days ahead of today: more than `moreThan`, at most `atMost`. */
export interface DaysAway {
  moreThan: number;
  atMost: number;
}

export type RuleRef =
  | { rule: 'required'; message: string }
  | { rule: 'pattern'; pattern: PatternName; message: string }
  | { rule: 'length'; min?: number; max?: number; ignoreSpaces?: boolean; message: string }
  | { rule: 'checked'; message?: string }
  | {
      rule: 'date';
      checks: readonly (DateCheck | DateWindow)[];
      format?: 'day-month-year' | 'month-year';
      messages?: Partial<Record<DateCheck, string>>;
    }
  | {
      rule: 'age';
      min: number;
      max: number;
      /** The date the age is measured at, e.g. cover start or renewal. */
      relativeTo: DateAnchor;
      messages: { tooYoung: string; tooOld: string };
    }
  | ({ rule: 'policyNumber'; message?: string } & PolicyNumberOptions)
  | { rule: 'differsFrom'; field?: string; stored?: string; message: string }
  | { rule: 'requiredWhenMonthlyDD'; message?: string }
  | { rule: 'equals'; value: unknown; message: string }
  /**
   * The choice `value` (compared without case) is refused while the anchor date is `daysAway`
   * from today, e.g. automatic renewal 8 to 30 days before the renewal date.
   */
  | {
      rule: 'refusedWhenDaysAway';
      value: string;
      relativeTo: DateAnchor;
      daysAway: DaysAway;
      message: string;
    }
  /**
   * A record answer must fill every listed field; a list of names is one field that may go by
   * any of them (the first present is judged), e.g. a vehicle's year.
   */
  | { rule: 'fieldsComplete'; fields: readonly (string | readonly string[])[]; message: string }
  | { rule: 'file' }
  | { rule: 'nonEmptyList'; message: string };

/**
 * What a form asks of its policy number: whether it is required
 * (never by default, always, or on the listed brands) and which digit counts it accepts.
 * `standard` is 8 digits, 9 for the business products; `eightOrTen` always accepts 8 or 10;
 * `eightOrTenForCars` accepts 10 as well for car policies only.
 */
export interface PolicyNumberOptions {
  required?: 'always' | { brands: readonly DeploymentBrand[] };
  digits?: 'standard' | 'eightOrTen' | 'eightOrTenForCars';
}

export type RuleName = RuleRef['rule'];

/** Everything a rule may need besides the value itself. Dates are ISO strings; `now` is server time. */
export interface RuleContext {
  /** The journey's form code; no rule reads it (rules name their own dates and options). */
  form: string;
  brand: DeploymentBrand;
  partner?: PartnerBrand | undefined;
  product: Product;
  /** Server time, ISO 8601. Business dates derive from it in Europe/London. */
  now: string;
  /** The `due` date of static data, ISO date (YYYY-MM-DD), when the journey has one. */
  due?: string | undefined;
  /** All answers of the journey so far, keyed by question name (for cross-field rules). */
  answers: Record<string, unknown>;
  /** Values stored from prepopulation (`differsFrom.stored`), e.g. currentVehicleReg. */
  stored?: Record<string, unknown> | undefined;
  /** Quote payment type, for the MONTHLY_DD checkbox. */
  paymentType?: string | undefined;
}
