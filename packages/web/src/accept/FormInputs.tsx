import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes } from 'react';
import styles from './form.module.css';

const errorIdOf = (id: string) => `${id}-error`;

function ErrorText({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={errorIdOf(id)} className={styles.error}>
      <span className={styles.visuallyHidden}>Error: </span>
      {error}
    </p>
  );
}

const describedBy = (id: string, error: string | undefined, hint: string | undefined) =>
  [hint ? `${id}-hint` : '', error ? errorIdOf(id) : ''].filter(Boolean).join(' ') || undefined;

type InputProps = {
  id: string;
  label: string;
  hint?: string;
  error?: string | undefined;
  short?: boolean;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>;

/** A labelled text input with its hint and error read with it. */
export function TextInput({ id, label, hint, error, short, ...input }: InputProps) {
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <ErrorText id={id} error={error} />
      <input
        {...input}
        id={id}
        className={short ? `${styles.input} ${styles.short}` : styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
      />
    </div>
  );
}

type SelectProps = { id: string; label: string; error?: string | undefined; children: ReactNode } & Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'id'
>;

export function SelectInput({ id, label, error, children, ...select }: SelectProps) {
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <ErrorText id={id} error={error} />
      <select
        {...select}
        id={id}
        className={styles.select}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
      >
        {children}
      </select>
    </div>
  );
}

/** A group of controls (month and year, yes and no) under one legend, with one error. */
export function FieldGroup({
  legend,
  error,
  id,
  children,
}: {
  legend: string;
  error?: string | undefined;
  id: string;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={error ? `${styles.field} ${styles.invalid}` : styles.field}
      aria-describedby={error ? errorIdOf(id) : undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <ErrorText id={id} error={error} />
      {children}
    </fieldset>
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
            className={styles.radio}
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

export const formStyles = styles;
