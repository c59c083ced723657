import { isRecord } from '@portal/domain/isRecord';
import styles from '../design/field.module.css';
import { type FieldProps, fieldId } from './fieldProps.ts';
import { useItemField } from './itemField.ts';

type Entry = Record<string, unknown>;

/** Claims and convictions: a repeatable group of the item questions, added and removed by button. */
export function ListField(props: FieldProps) {
  const { id, question, value, onChange, error, errorFor } = props;
  const ItemField = useItemField();
  const entries: Entry[] = Array.isArray(value) ? value.filter(isRecord) : [];
  const itemLabel = question.label.replace(/s$/, '').toLowerCase();
  const update = (index: number, name: string, next: unknown) =>
    onChange(entries.map((entry, i) => (i === index ? { ...entry, [name]: next } : entry)));
  return (
    <fieldset id={id} className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <legend className={styles.label}>{question.label}</legend>
      {question.hint ? <p className={styles.hint}>{question.hint}</p> : null}
      {error ? <p className={styles.error}>{error}</p> : null}
      {entries.map((entry, index) => (
        // Entries have no identity of their own; their position is what the answers record.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={styles.listItem}>
          <h3>
            {question.label} {index + 1}
          </h3>
          {(question.item ?? []).map((item) => {
            const path = `${question.name}.${index}.${item.name}`;
            return (
              <ItemField
                key={item.name}
                {...props}
                question={item}
                id={fieldId(path)}
                value={entry[item.name]}
                error={errorFor(path)}
                onChange={(next) => update(index, item.name, next)}
                // Leaving one answer of an entry shows its own message, not those of questions
                // below it the customer has not reached yet (which would move them under the pointer).
                onBlur={() => props.onBlur(path)}
              />
            );
          })}
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => onChange(entries.filter((_, i) => i !== index))}
          >
            Remove {itemLabel} {index + 1}
          </button>
        </div>
      ))}
      <button type="button" className={styles.secondaryButton} onClick={() => onChange([...entries, {}])}>
        Add {entries.length ? 'another' : 'a'} {itemLabel}
      </button>
    </fieldset>
  );
}
