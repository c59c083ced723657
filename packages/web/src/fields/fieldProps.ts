import type { DeploymentBrand } from '@portal/domain/brands/brand';
import type { FormCode } from '@portal/domain/formCodes';
import type { Question } from '@portal/domain/journeys/journey';
import { describedBy as describedByIds } from '../design/Field.tsx';

/** What every question component receives from the step form. */
export interface FieldProps {
  question: Question;
  form: FormCode;
  /** DOM id of the focusable control; the error summary links to it. */
  id: string;
  value: unknown;
  onChange(value: unknown): void;
  /**
   * The question was seen. A list's entry names its own field (`claims.0.type`) rather than the
   * whole list; anything else passed (fields hand their blur event straight on) means this question.
   */
  onBlur(path?: unknown): void;
  error?: string | undefined;
  /** Server time (ISO), for year lists and calendars. */
  now: string;
  /** The brand whose page this is: some show an answer their triage already took (`input.fixedOn`). */
  brand?: DeploymentBrand;
  /** Lookups fill answers besides their own (the chosen address, say); lists draw nested fields. */
  answers: Record<string, unknown>;
  setAnswer(name: string, value: unknown): void;
  errorFor(name: string): string | undefined;
  /** A server-side check of this answer (the email check) reports its verdict here. */
  reportCheck(name: string, message: string | undefined): void;
  /**
   * A field whose own state changes what an answer's error should say, and where (an address not
   * yet searched for is the postcode's to explain): the error of `field` is shown as `instead`.
   */
  rewordError?(field: string, instead: { field: string; message: string } | undefined): void;
}

export const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`;
export { errorId, hintId } from '../design/Field.tsx';

/** aria-describedby for a question's control (the design frame's rule, fed from the question). */
export const describedBy = (props: Pick<FieldProps, 'id' | 'question' | 'error'>): string | undefined =>
  describedByIds(props.id, props.question.hint, props.error);

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
