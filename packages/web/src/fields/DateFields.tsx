import { MONTH_NAMES } from '@portal/domain/dates';
import { useRef } from 'react';
import styles from '../design/field.module.css';
import dateStyles from './dateParts.module.css';
import { FieldFrame } from './FieldFrame.tsx';
import { asText, describedBy, type FieldProps } from './fieldProps.ts';
import { useDateParts } from './useDateParts.ts';

/**
 * A date as three native boxes, Day, Month and Year (the GOV.UK date pattern), or Month and Year
 * for a month-year question. Digits only, typed as the customer reads the date; the answer is the
 * display string the rules read (DD/MM/YYYY or MM/YYYY). The first box takes the field's id, so
 * the error summary's link lands on it.
 */
export function DateField(props: FieldProps) {
  const { id, question, value, onChange, onBlur, error } = props;
  const monthYear = question.dateOptions?.format === 'month-year';
  const names = monthYear ? (['month', 'year'] as const) : (['day', 'month', 'year'] as const);
  const [parts, setPart] = useDateParts(asText(value), names.length, onChange);
  const boxes = useRef<HTMLDivElement>(null);
  return (
    <FieldFrame id={id} question={question} error={error} group>
      <div ref={boxes} className={dateStyles.parts}>
        {names.map((name, index) => {
          const partId = index === 0 ? id : `${id}-${name}`;
          return (
            <div key={name} className={dateStyles.part}>
              <label htmlFor={partId} className={styles.partLabel}>
                {LABELS[name]}
              </label>
              <input
                id={partId}
                name={`${question.name}-${name}`}
                className={
                  name === 'year'
                    ? `${styles.input} ${dateStyles.year}`
                    : `${styles.input} ${dateStyles.twoDigits}`
                }
                type="text"
                inputMode="numeric"
                autoComplete="off"
                spellCheck={false}
                maxLength={name === 'year' ? 4 : 2}
                value={parts[index] ?? ''}
                aria-invalid={error ? true : undefined}
                aria-describedby={index === 0 ? describedBy(props) : undefined}
                onChange={(event) => setPart(index, event.target.value.replace(/\D/g, ''))}
                // Seen once focus leaves the date, not when it moves on from day to month.
                onBlur={(event) => {
                  if (!boxes.current?.contains(event.relatedTarget)) onBlur();
                }}
              />
            </div>
          );
        })}
      </div>
    </FieldFrame>
  );
}

const LABELS = { day: 'Day', month: 'Month', year: 'Year' } as const;

const pad = (n: number) => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, i) => pad(i + 1));

/** Date of birth as three dropdowns; years run from 17 to 99 years before this year. */
export function DateOfBirthField(props: FieldProps) {
  const { id, question, value, onChange, onBlur, error, now } = props;
  const [day = '', month = '', year = ''] = asText(value).split('/');
  const thisYear = Number(now.slice(0, 4));
  const years = Array.from({ length: 83 }, (_, i) => String(thisYear - 17 - i));
  const set = (part: 0 | 1 | 2, next: string) => {
    const parts = [day, month, year];
    parts[part] = next;
    onChange(parts.some(Boolean) ? parts.join('/') : '');
  };
  const part = (
    key: 'day' | 'month' | 'year',
    label: string,
    options: [string, string][],
    index: 0 | 1 | 2,
  ) => (
    <div className={styles.datePart}>
      <label htmlFor={index === 0 ? id : `${id}-${key}`} className={styles.partLabel}>
        {label}
      </label>
      <select
        id={index === 0 ? id : `${id}-${key}`}
        className={styles.select}
        value={[day, month, year][index]}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(props)}
        autoComplete={`bday-${key}`}
        onChange={(event) => set(index, event.target.value)}
        onBlur={onBlur}
      >
        <option value="">{label}</option>
        {options.map(([optionValue, optionLabel]) => (
          <option key={optionValue} value={optionValue}>
            {optionLabel}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <FieldFrame id={id} question={question} error={error} group>
      <div className={styles.dateParts}>
        {part(
          'day',
          'Day',
          DAYS.map((d) => [d, d]),
          0,
        )}
        {part(
          'month',
          'Month',
          MONTH_NAMES.map((m, i) => [pad(i + 1), m]),
          1,
        )}
        {part(
          'year',
          'Year',
          years.map((y) => [y, y]),
          2,
        )}
      </div>
    </FieldFrame>
  );
}
