import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react';
import { describedBy, ErrorText, errorId, Field, fieldStyles as styles } from './Field.tsx';

type Described = { id: string; label: string; hint?: string; error?: string | undefined };

/** A labelled native text input with its hint and error read with it. */
export function TextInput({
  id,
  label,
  hint,
  error,
  short,
  ...input
}: Described & { short?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <input
        {...input}
        id={id}
        className={short ? `${styles.input} ${styles.short}` : styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}

/** A labelled native select. */
export function SelectInput({
  id,
  label,
  hint,
  error,
  ...select
}: Described & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>) {
  return (
    <Field id={id} label={label} hint={hint} error={error}>
      <select
        {...select}
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
      />
    </Field>
  );
}

/** A yes/no pair of native radios; the first takes the group's id so an error link can focus it. */
export function YesNo({
  id,
  name,
  value,
  onChange,
}: {
  id: string;
  name: string;
  value: boolean | undefined;
  onChange(value: boolean): void;
}) {
  return (
    <div className={styles.radios}>
      {(['Yes', 'No'] as const).map((label) => (
        <div className={styles.radioRow} key={label}>
          <input
            type="radio"
            className={styles.nativeRadio}
            id={label === 'Yes' ? id : `${id}-no`}
            name={name}
            checked={value === (label === 'Yes')}
            onChange={() => onChange(label === 'Yes')}
          />
          <label htmlFor={label === 'Yes' ? id : `${id}-no`}>{label}</label>
        </div>
      ))}
    </div>
  );
}

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
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <ErrorText id={id} error={error} />
      <div className={styles.checkboxRow}>
        <input
          {...input}
          id={id}
          type="checkbox"
          className={styles.nativeCheckbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </div>
    </div>
  );
}
