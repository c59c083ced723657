import type { ReactNode } from 'react';
import { InfoModal } from '../../design/InfoModal.tsx';
import { errorId, type FieldProps, hintId } from './fieldProps.ts';
import styles from './fields.module.css';

interface FrameProps extends Pick<FieldProps, 'id' | 'question' | 'error'> {
  /** Groups (radios, date parts) are a fieldset with a legend; single controls get a label. */
  group?: boolean;
  children: ReactNode;
}

/** Label or legend, hint, error message and the control, in the order people read them. */
export function FieldFrame({ id, question, error, group, children }: FrameProps) {
  const hint = question.hint ? (
    <p id={hintId(id)} className={styles.hint}>
      {question.hint}
    </p>
  ) : null;
  const message = error ? (
    <p id={errorId(id)} className={styles.error}>
      <span className={styles.visuallyHidden}>Error: </span>
      {error}
    </p>
  ) : null;
  const info = (
    <>
      {question.info ? <p className={styles.info}>{question.info}</p> : null}
      {question.modal ? (
        <InfoModal trigger={question.modal.trigger} title={question.modal.title}>
          <p>{question.modal.body}</p>
        </InfoModal>
      ) : null}
    </>
  );
  if (group) {
    return (
      <fieldset className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
        <legend className={styles.label}>{question.label}</legend>
        {hint}
        {info}
        {message}
        {children}
      </fieldset>
    );
  }
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <label className={styles.label} htmlFor={id}>
        {question.label}
      </label>
      {hint}
      {info}
      {message}
      {children}
    </div>
  );
}
