import type { InputHTMLAttributes } from 'react';
import styles from './form.module.css';

/** A native checkbox with a large target, its statement as the label and its error above it. */
export function CheckboxInput({
  id,
  label,
  error,
  ...input
}: { id: string; label: string; error?: string | undefined } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'id'
>) {
  const errorId = `${id}-error`;
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      {error && (
        <p id={errorId} className={styles.error}>
          <span className={styles.visuallyHidden}>Error: </span>
          {error}
        </p>
      )}
      <div className={styles.checkboxRow}>
        <input
          {...input}
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}
