import type { FieldError } from '@portal/domain/errors';
import type { FormCode } from '@portal/domain/formCodes';
import type { Question } from '@portal/domain/journeys/journey';
import type { FieldProps } from '../fields/fieldProps.ts';
import { fieldId } from '../fields/fieldProps.ts';

/**
 * Triage draws its inputs with the journeys' field components; this builds the props those
 * components expect for one question held in a triage screen's own state.
 */
export function triageFieldProps(options: {
  question: Question;
  form: FormCode;
  now: string;
  value: string;
  error: string | undefined;
  onChange(value: string): void;
  onBlur?(): void;
}): FieldProps {
  const { question, form, now, value, error } = options;
  return {
    question,
    form,
    id: fieldId(question.name),
    value,
    error,
    now,
    answers: { [question.name]: value },
    onChange: (next) => options.onChange(typeof next === 'string' ? next : ''),
    onBlur: () => options.onBlur?.(),
    setAnswer: (_name, next) => options.onChange(typeof next === 'string' ? next : ''),
    errorFor: () => error,
    reportCheck: () => {},
  };
}

/** The message for a field from a list of errors, if any. */
export const messageFor = (errors: readonly FieldError[], field: string): string | undefined =>
  errors.find((error) => error.field === field)?.message;
