import { EMAIL_CHECK_MESSAGE } from '@portal/domain/api/emailCheck';
import { useState } from 'react';
import { checkEmail } from '../api/calls/emailCheck.ts';
import styles from '../design/field.module.css';
import { FieldFrame } from './FieldFrame.tsx';
import { asText, describedBy, type FieldProps } from './fieldProps.ts';

/** Said under an answer the triage already took, shown rather than asked again. */
const FIXED_HINT = 'The policy number you gave us to find your policy.';

export function TextField(props: FieldProps) {
  const { id, question: asked, value, onChange, onBlur, error, reportCheck, brand } = props;
  // Fixed when the brand's triage gave it: read once, so typing never locks the field mid-word.
  const [fixed] = useState(
    () => asText(value) !== '' && brand !== undefined && asked.input?.fixedOn?.includes(brand) === true,
  );
  const question = fixed ? { ...asked, hint: FIXED_HINT } : asked;
  const isEmail = question.input?.inputMode === 'email';
  // The email check runs when the customer leaves a well-formed address.
  const blur = async () => {
    onBlur();
    const email = asText(value).trim();
    if (!isEmail || !email.includes('@')) return;
    const exists = await checkEmail(email);
    reportCheck(question.name, exists === false ? EMAIL_CHECK_MESSAGE : undefined);
  };
  return (
    <FieldFrame id={id} question={question} error={error}>
      <input
        id={id}
        name={question.name}
        className={styles.input}
        type={
          question.input?.inputMode === 'email'
            ? 'email'
            : question.input?.inputMode === 'tel'
              ? 'tel'
              : 'text'
        }
        inputMode={question.input?.inputMode}
        autoComplete={question.input?.autoComplete ?? 'off'}
        spellCheck={false}
        value={asText(value)}
        readOnly={fixed || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ ...props, question })}
        onChange={(event) =>
          onChange(question.input?.uppercase ? event.target.value.toUpperCase() : event.target.value)
        }
        onBlur={blur}
      />
    </FieldFrame>
  );
}

export function TextAreaField(props: FieldProps) {
  const { id, question, value, onChange, onBlur, error } = props;
  return (
    <FieldFrame id={id} question={question} error={error}>
      <textarea
        id={id}
        name={question.name}
        className={styles.input}
        rows={4}
        value={asText(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </FieldFrame>
  );
}

export function SelectField(props: FieldProps) {
  const { id, question, value, onChange, onBlur, error } = props;
  return (
    <FieldFrame id={id} question={question} error={error}>
      <select
        id={id}
        name={question.name}
        className={styles.select}
        value={asText(value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      >
        <option value="">Please select</option>
        {question.options?.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
