import type { DeploymentBrand } from '../brands/brand.ts';
import type { DateAnchor, RuleRef } from '../rules/ruleRef.ts';

/**
 * A journey is data: ordered steps of questions, review sections and success copy.
 * One renderer in the browser draws any step; the server validates a saved request
 * against the same definition. Modelled on form engines where a page holds components
 * and a condition decides whether it is live.
 */

/**
 * When a question (or step) is live. `dependsOn`/`dependsOnValue` of the spec is `{ field, equals }`;
 * `{ ref }` names a condition the journey (or one of its steps) declares once for many questions.
 */
export type Condition =
  | { ref: string }
  | { field: string; equals: unknown }
  | { field: string; in: readonly unknown[] }
  | { field: string; filled: true }
  /** The date answer in `field` lies this many days from today (London), both ends included. */
  | { field: string; daysFromToday: { min: number; max: number } }
  | { context: 'brand' | 'product' | 'partner'; in: readonly string[] }
  | { all: readonly Condition[] }
  | { any: readonly Condition[] }
  | { not: Condition };

export const QUESTION_KINDS = [
  'radio',
  'radioAccordion',
  'checkbox',
  'select',
  'date',
  'dateOfBirth',
  'text',
  'textarea',
  'postcodeLookup',
  'fileUpload',
  'vehicleLookup',
  'list',
] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export interface Option {
  value: string;
  label: string;
  info?: string;
  /** Offered only while this holds, e.g. a document only some brands' policies have. */
  dependsOn?: Condition;
}

export interface Question {
  /** Field name in the request details, e.g. `coverStartDate`. */
  name: string;
  kind: QuestionKind;
  label: string;
  hint?: string;
  info?: string;
  modal?: { trigger: string; title: string; body: string };
  options?: readonly Option[];
  dependsOn?: Condition;
  /**
   * Still live (judged, sent and reviewed) but not drawn while this holds: an answer another one
   * set for the customer, e.g. the start date that "Yes, from today" fills in.
   */
  hiddenWhen?: Condition;
  dateOptions?: {
    startYear?: number;
    endYear?: number;
    enablePast?: boolean;
    format?: 'day-month-year' | 'month-year';
  };
  /** Browser hints for text inputs. */
  input?: {
    autoComplete?: string;
    inputMode?: 'text' | 'tel' | 'email' | 'numeric';
    uppercase?: boolean;
    /**
     * Brands whose triage has already asked this answer (the breakdown brand finds the policy by
     * its number): the field shows it, read-only, instead of asking again.
     */
    fixedOn?: readonly DeploymentBrand[];
  };
  /** For `list` questions: the fields of one entry. */
  item?: readonly Question[];
  rules: readonly RuleRef[];
  /**
   * Rules that apply only while a condition holds, e.g. a brand that blocks applicants who are
   * not the policyholder, or aad's "for a permanent change must be true".
   */
  conditionalRules?: readonly { when: Condition; rules: readonly RuleRef[] }[];
  /**
   * Lookups that fill other answers: a postcode lookup writes the chosen address to `addressField`
   * (validated by `addressRules`); a vehicle lookup searches by the registration in `registrationField`.
   */
  lookup?:
    | {
        addressField: string;
        addressRules: readonly RuleRef[];
        /** Also keep the chosen address's UPRN here (a home's new address); manual entry clears it. */
        uprnField?: string;
      }
    | { registrationField: string };
  /** When the answer equals `value`, the text in `field` is appended in brackets on save ('Other (text)'). */
  other?: { value: string; field: string };
  /** How the review page shows this answer; omit to leave it off the review. */
  review?: { label: string };
  /**
   * What changing this answer does to others: `clears` empties the
   * named answers; `setToday` then sets `field` to today's date when the answer is `when`.
   */
  effects?: { clears?: readonly string[]; setToday?: { field: string; when: unknown } };
  /** How the answer is stored beyond its kind's normalisation. */
  store?: QuestionStore;
}

export interface QuestionStore {
  /** Stored upper-cased (after trimming). */
  upperCase?: boolean;
  /** List entries whose `dateField` lies more than `years` before the anchor date are not sent. */
  dropOlderThan?: { years: number; dateField: string; relativeTo: DateAnchor };
  /** Stored in its place while the question is not live (a placeholder the receiving API needs). */
  whenNotLive?: unknown;
}

export type StepId = string;

export interface Step {
  /** Route segment under /{form}/request/, e.g. `your-details`. */
  id: StepId;
  /**
   * Other addresses the spec gives this page (renewal preference's `renewal-preference`): they
   * open it under its own id, so links and bookmarks made to the spec's route still land here.
   */
  aliases?: readonly StepId[];
  heading: string;
  intro?: string;
  questions: readonly Question[];
  /** Eligibility style: after the first `leading` questions, reveal the rest one at a time. */
  reveal?: { leading: number; alwaysShown?: readonly string[] };
  /** Message shown under the buttons when the step is submitted invalid. */
  invalidMessage?: string;
  dependsOn?: Condition;
  /** Named conditions this step's questions share; they join the journey's one namespace. */
  conditions?: NamedConditions;
}

/** Conditions declared once under a name and referred to as `{ ref: name }`. */
export type NamedConditions = Readonly<Record<string, Condition>>;

export interface ReviewSection {
  id: string;
  heading: string;
  /** Step whose questions this section lists; its change link returns here. */
  step: StepId;
  changeLabel?: string;
}

export interface StepCount {
  step: number;
  of: number;
}

/** What a triage page reads of its journey: where it sends the customer on, and its "Step 1 of y". */
export interface JourneyStart {
  firstStep: StepId;
  counter: StepCount;
}

export interface Journey {
  /** The form code the registry (forms.ts) knows this journey by; the engine never reads it. */
  form: string;
  steps: readonly Step[];
  /** Named conditions several questions or steps share (see `Condition`'s `{ ref }`). */
  conditions?: NamedConditions;
  review: {
    sections: readonly ReviewSection[];
    submitLabel: string;
    /** A submit label that replaces `submitLabel` while its condition holds (two mileage readings). */
    submitLabelWhen?: { when: Condition; label: string };
    notices?: readonly string[];
  };
  /** Checkboxes answered as `checkbox0`, `checkbox1`, …; all must be ticked. */
  importantInformation?: { checkboxes: readonly string[]; heading?: string };
  success: {
    heading: string;
    body: readonly string[];
    /**
     * Bodies that replace `body` when their condition holds on the answers sent; the first match
     * wins. `request` names what was asked, for the email's "Thank you for your request to …"
     * when it is not the form's title (a lapse that is not an enquiry).
     */
    variants?: readonly { when: Condition; body: readonly string[]; request?: string }[];
  };
}
