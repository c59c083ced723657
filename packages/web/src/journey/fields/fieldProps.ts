import type { FormCode } from '@portal/domain/forms';
import type { Question } from '@portal/domain/journeys/journey';

/** What every question component receives from the step form. */
export interface FieldProps {
  question: Question;
  form: FormCode;
  /** DOM id of the focusable control; the error summary links to it. */
  id: string;
  value: unknown;
  onChange(value: unknown): void;
  onBlur(): void;
  error?: string | undefined;
  /** Server time (ISO), for year lists and calendars. */
  now: string;
  /** Lookups fill answers besides their own (the chosen address, say); lists draw nested fields. */
  answers: Record<string, unknown>;
  setAnswer(name: string, value: unknown): void;
  errorFor(name: string): string | undefined;
  /** A server-side check of this answer (the email check) reports its verdict here. */
  reportCheck(name: string, message: string | undefined): void;
}

export const fieldId = (name: string) => `field-${name.replaceAll('.', '-')}`;
export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** aria-describedby for a control: hint first, then the error, as a screen reader should hear them. */
export function describedBy(props: Pick<FieldProps, 'id' | 'question' | 'error'>): string | undefined {
  const ids = [props.question.hint ? hintId(props.id) : '', props.error ? errorId(props.id) : ''].filter(
    Boolean,
  );
  return ids.length ? ids.join(' ') : undefined;
}

export const asText = (value: unknown): string => (typeof value === 'string' ? value : '');
