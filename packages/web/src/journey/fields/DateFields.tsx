import { type CalendarDate, parseDate } from '@internationalized/date';
import { MONTH_NAMES } from '@portal/domain/dates';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  FieldError,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  Text,
} from 'react-aria-components';
import styles from '../../design/field.module.css';
import { FieldFrame } from './FieldFrame.tsx';
import { asText, describedBy, type FieldProps } from './fieldProps.ts';

/** Date answers travel as display strings DD/MM/YYYY; empty parts stay empty ("01//2024"). */
function toCalendarDate(display: string): CalendarDate | null {
  const [day, month, year] = display.split('/');
  if (!day || !month || !year || year.length !== 4) return null;
  try {
    return parseDate(`${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`);
  } catch {
    return null;
  }
}
// Four-digit years even mid-typing ("2" is year 0002): a short year would not parse back,
// and the picker, controlled by the answer, would wipe the day and month being typed.
const toDisplay = (date: CalendarDate) =>
  `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${String(date.year).padStart(4, '0')}`;

/**
 * A typed date with a calendar popup (react-aria): en-GB puts Monday first;
 * past days are disabled unless the question allows the past.
 */
export function DateField(props: FieldProps) {
  const { id, question, value, onChange, onBlur, error, now } = props;
  const today = parseDate(now.slice(0, 10));
  return (
    <I18nProvider locale="en-GB">
      <DatePicker
        id={id}
        className={error ? `${styles.field} ${styles.invalid}` : styles.field}
        value={toCalendarDate(asText(value))}
        onChange={(date) => onChange(date ? toDisplay(date) : '')}
        onBlur={onBlur}
        minValue={question.dateOptions?.enablePast ? undefined : today}
        isInvalid={Boolean(error)}
        shouldForceLeadingZeros
      >
        <Label className={styles.label}>{question.label}</Label>
        {question.hint ? (
          <Text slot="description" className={styles.hint}>
            {question.hint}
          </Text>
        ) : null}
        <FieldError className={styles.error}>{error}</FieldError>
        <Group className={styles.dateGroup}>
          <DateInput className={styles.dateInput}>
            {(segment) => <DateSegment segment={segment} className={styles.dateSegment} />}
          </DateInput>
          <Button className={styles.calendarButton} aria-label="Choose a date from the calendar">
            <span aria-hidden="true">▾</span>
          </Button>
        </Group>
        <Popover className={styles.popover}>
          <Dialog aria-label={question.label}>
            <Calendar className={styles.calendar}>
              <header className={styles.calendarHeader}>
                <Button slot="previous" aria-label="Previous month">
                  ‹
                </Button>
                <Heading />
                <Button slot="next" aria-label="Next month">
                  ›
                </Button>
              </header>
              <CalendarGrid>
                {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, i) => pad(i + 1));

/** Date of birth as three dropdowns; years run from 17 to 99 years before this year (request-journeys.md §5). */
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
