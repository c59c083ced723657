import { ErrorText, errorId } from '../design/Field.tsx';
import styles from '../design/field.module.css';
import { FieldFrame } from './FieldFrame.tsx';
import { asText, type FieldProps } from './fieldProps.ts';

/**
 * Native radios in a fieldset named by its legend: the browser gives one tab stop for the group,
 * arrow keys that move and select, and Space to pick the focused option — with no script to load.
 * The first radio takes the field's id, so the error summary's link focuses the group.
 * Choosing is answering: the question counts as seen on change, not when focus leaves it, so its
 * message (a conditional refusal) never appears later and moves the next control under the pointer.
 * The accordion variant shows the chosen option's extra information under it.
 */
function Radios(props: FieldProps & { accordion?: boolean }) {
  const { id, question, value, onChange, onBlur, error, accordion } = props;
  const selected = asText(value);
  return (
    <FieldFrame id={id} question={question} error={error} group groupRole="radiogroup">
      <div className={styles.options}>
        {question.options?.map((option, index) => {
          const optionId = index === 0 ? id : `${id}-${index}`;
          return (
            <div key={option.value}>
              <div className={styles.radioRow}>
                <input
                  type="radio"
                  className={styles.nativeRadio}
                  id={optionId}
                  name={question.name}
                  value={option.value}
                  checked={selected === option.value}
                  aria-invalid={error ? true : undefined}
                  onChange={() => {
                    onChange(option.value);
                    onBlur();
                  }}
                />
                <label htmlFor={optionId}>{option.label}</label>
              </div>
              {option.info && (!accordion || selected === option.value) ? (
                <p className={styles.optionInfo}>{option.info}</p>
              ) : null}
            </div>
          );
        })}
      </div>
    </FieldFrame>
  );
}

export const RadioField = (props: FieldProps) => <Radios {...props} />;
export const RadioAccordionField = (props: FieldProps) => <Radios {...props} accordion />;

/** A single confirmation or consent box; its label is the statement being agreed to. */
export function CheckboxField(props: FieldProps) {
  const { id, question, value, onChange, onBlur, error } = props;
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <ErrorText id={id} error={error} />
      <div className={styles.checkboxRow}>
        <input
          id={id}
          type="checkbox"
          className={styles.nativeCheckbox}
          name={question.name}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId(id) : undefined}
        />
        <label htmlFor={id}>{question.label}</label>
      </div>
      {question.hint ? <p className={styles.hint}>{question.hint}</p> : null}
    </div>
  );
}
