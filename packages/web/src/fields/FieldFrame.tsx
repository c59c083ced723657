import type { ReactNode } from 'react';
import { Field } from '../design/Field.tsx';
import styles from '../design/field.module.css';
import { InfoModal } from '../design/InfoModal.tsx';
import type { FieldProps } from './fieldProps.ts';

interface FrameProps extends Pick<FieldProps, 'id' | 'question' | 'error'> {
  /** Groups (radios, date parts) are a fieldset with a legend; single controls get a label. */
  group?: boolean;
  groupRole?: 'radiogroup';
  children: ReactNode;
}

/** A journey question in the app's one field frame, with the question's info line and dialog. */
export function FieldFrame({ id, question, error, group, groupRole, children }: FrameProps) {
  const help = (
    <>
      {question.info ? <p className={styles.info}>{question.info}</p> : null}
      {question.modal ? (
        <InfoModal trigger={question.modal.trigger} title={question.modal.title}>
          <p>{question.modal.body}</p>
        </InfoModal>
      ) : null}
    </>
  );
  return (
    <Field
      id={id}
      label={question.label}
      hint={question.hint}
      error={error}
      group={group}
      groupRole={groupRole}
      help={help}
    >
      {children}
    </Field>
  );
}
