import type { DeploymentBrand, PartnerBrand, Product } from '../brands/brand.ts';
import type { FormCode } from '../forms.ts';

/**
 * A rule as data: journeys list these on each question, and one interpreter
 * (`rules/check.ts`) runs them in the browser and on the server alike.
 * Messages that differ per field travel with the reference; the rest are the spec's defaults.
 */

/** Named patterns of request-journeys.md §5 / shell-and-routing.md §5. */
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

/** Date checks of §5; each has its spec message as default. */
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
  | 'notAfterCoverStartPlus30'
  | 'notAfterCoverStartPlus90'
  | 'notAfterNowPlus30'
  | 'notBeforeCoverStart'
  | 'notAfterCoverEnd'
  | 'notBeforeBirth'
  | 'notMoreThan3YearsBeforeCoverStart'
  | 'notMoreThan5YearsBeforeCoverStart'
  | 'autoRenewLeadDays';

export type RuleRef =
  | { rule: 'required'; message: string }
  | { rule: 'pattern'; pattern: PatternName; message: string }
  | { rule: 'length'; min?: number; max?: number; ignoreSpaces?: boolean; message: string }
  | { rule: 'checked'; message?: string }
  | {
      rule: 'date';
      checks: DateCheck[];
      format?: 'day-month-year' | 'month-year';
      messages?: Partial<Record<DateCheck, string>>;
    }
  | { rule: 'age'; min: number; max: number; at: 'coverStart' | 'renewalDate' }
  | { rule: 'policyNumber'; message?: string }
  | { rule: 'differsFrom'; field?: string; stored?: string; message: string }
  | { rule: 'requiredWhenMonthlyDD'; message?: string }
  | { rule: 'equals'; value: unknown; message: string }
  | { rule: 'renewalPreference' }
  | { rule: 'vehicleComplete'; message?: string }
  | { rule: 'file' }
  | { rule: 'nonEmptyList'; message: string };

export type RuleName = RuleRef['rule'];

/** Everything a rule may need besides the value itself. Dates are ISO strings; `now` is server time. */
export interface RuleContext {
  form: FormCode;
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
