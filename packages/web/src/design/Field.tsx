import type { ReactNode } from 'react';
import styles from './field.module.css';

export const hintId = (id: string) => `${id}-hint`;
export const errorId = (id: string) => `${id}-error`;

/** aria-describedby for a control: hint first, then the error, as a screen reader should hear them. */
export function describedBy(id: string, hint: unknown, error: string | undefined): string | undefined {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined;
}

/** The error line above a control: red, bold and prefixed for screen readers. */
export function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorId(id)} className={styles.error}>
      <span className={styles.visuallyHidden}>Error: </span>
      {error}
    </p>
  );
}

export interface FieldProps {
  /** DOM id of the control (or the group's first control): the label and error summary point at it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Groups (radios, date parts) are a fieldset with a legend; single controls get a label. */
  group?: boolean;
  /** A group of radios is named a radio group (fieldset keeps its legend as the name). */
  groupRole?: 'radiogroup';
  /** Extra help between the hint and the error (an info line, a "more about this" dialog). */
  help?: ReactNode;
  children: ReactNode;
}

/**
 * The one frame every form field of the app is drawn in — journey questions and the accept
 * side's card and quotation forms alike: label or legend, hint, help, error, then the control,
 * in the order people read them, with the error marked by colour, a bar and text.
 */
export function Field({ id, label, hint, error, group, groupRole, help, children }: FieldProps) {
  const className = error ? `${styles.field} ${styles.invalid}` : styles.field;
  const hintLine = hint ? (
    <p id={hintId(id)} className={styles.hint}>
      {hint}
    </p>
  ) : null;
  const body = (
    <>
      {hintLine}
      {help}
      <ErrorText id={id} error={error} />
      {children}
    </>
  );
  if (group)
    return (
      <fieldset className={className} role={groupRole} aria-describedby={error ? errorId(id) : undefined}>
        <legend className={styles.legend}>{label}</legend>
        {body}
      </fieldset>
    );
  return (
    <div className={className}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {body}
    </div>
  );
}

export const fieldStyles = styles;
