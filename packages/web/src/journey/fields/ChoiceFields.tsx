import { Checkbox, FieldError, Label, Radio, RadioGroup, Text } from 'react-aria-components';
import styles from '../../design/field.module.css';
import { asText, errorId, type FieldProps } from './fieldProps.ts';

/**
 * Radios from react-aria (arrow keys move between options, one tab stop).
 * The accordion variant shows the chosen option's extra information under it.
 */
function Radios(props: FieldProps & { accordion?: boolean }) {
  const { id, question, value, onChange, onBlur, error, accordion } = props;
  const selected = asText(value);
  return (
    <RadioGroup
      id={id}
      className={error ? `${styles.field} ${styles.invalid}` : styles.field}
      value={selected || null}
      onChange={onChange}
      onBlur={onBlur}
      isInvalid={Boolean(error)}
      name={question.name}
    >
      <Label className={styles.label}>{question.label}</Label>
      {question.hint ? (
        <Text slot="description" className={styles.hint}>
          {question.hint}
        </Text>
      ) : null}
      {question.info ? <p className={styles.info}>{question.info}</p> : null}
      <FieldError className={styles.error}>{error}</FieldError>
      <div className={styles.options}>
        {question.options?.map((option) => (
          <div key={option.value}>
            <Radio value={option.value} className={styles.radio}>
              {option.label}
            </Radio>
            {option.info && (!accordion || selected === option.value) ? (
              <p className={styles.optionInfo}>{option.info}</p>
            ) : null}
          </div>
        ))}
      </div>
    </RadioGroup>
  );
}

export const RadioField = (props: FieldProps) => <Radios {...props} />;
export const RadioAccordionField = (props: FieldProps) => <Radios {...props} accordion />;

/** A single confirmation or consent box; its label is the statement being agreed to. */
export function CheckboxField(props: FieldProps) {
  const { id, question, value, onChange, onBlur, error } = props;
  return (
    <div id={id} className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      {error ? (
        <p id={errorId(id)} className={styles.error}>
          <span className={styles.visuallyHidden}>Error: </span>
          {error}
        </p>
      ) : null}
      <Checkbox
        className={styles.checkbox}
        name={question.name}
        isSelected={value === true}
        onChange={onChange}
        onBlur={onBlur}
        isInvalid={Boolean(error)}
        aria-describedby={error ? errorId(id) : undefined}
      >
        {question.label}
      </Checkbox>
      {question.hint ? <p className={styles.hint}>{question.hint}</p> : null}
    </div>
  );
}
