import { isRecord } from '@portal/domain/isRecord';
import { FUEL_TYPES, TRANSMISSIONS } from '@portal/domain/lookups/vehicleFacts';
import { useState } from 'react';
import { lookupVehicle } from '../api/calls/vehicleLookup.ts';
import { isApiFailure } from '../api/client.ts';
import { Button } from '../design/Button.tsx';
import styles from '../design/field.module.css';
import { asText, errorId, type FieldProps } from './fieldProps.ts';

type Vehicle = {
  make?: string;
  model?: string;
  yearOfManufacture?: string;
  fuel?: string;
  transmission?: string;
};
const title = (text: string) => text.charAt(0).toUpperCase() + text.slice(1).toLowerCase();

/**
 * Finds the vehicle by the registration answered in `lookup.registrationField` (dvla/get), or lets
 * the customer describe it: make, model, year, fuel and transmission must all be filled.
 */
export function VehicleLookupField(props: FieldProps) {
  const { id, question, value, onChange, error, answers, now } = props;
  const registrationField =
    question.lookup && 'registrationField' in question.lookup
      ? question.lookup.registrationField
      : 'registration';
  const vehicle: Vehicle = isRecord(value) ? (value as Vehicle) : {};
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<string>();
  const [manual, setManual] = useState(false);
  const registration = asText(answers[registrationField]);
  const thisYear = Number(now.slice(0, 4));

  const find = async () => {
    if (loading || !registration.trim()) {
      setNotice('Enter the registration number above first.');
      return;
    }
    setLoading(true);
    setNotice(undefined);
    try {
      const found = await lookupVehicle(registration);
      onChange({
        make: found.make,
        model: found.model,
        yearOfManufacture: String(found.yearOfManufacture),
        fuel: found.fuel,
        transmission: found.transmission,
      });
      setManual(false);
    } catch (failure) {
      setNotice(
        isApiFailure(failure) && failure.errorCode !== 'CONNECTION_ERROR'
          ? "We couldn't find that vehicle. Please check the registration or enter the details yourself."
          : failure instanceof Error
            ? failure.message
            : 'Server error',
      );
      setManual(true);
    } finally {
      setLoading(false);
    }
  };
  const set = (key: keyof Vehicle, next: string) => onChange({ ...vehicle, [key]: next });
  const hasVehicle = Boolean(vehicle.make && vehicle.model);

  return (
    <fieldset id={id} className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <legend className={styles.label}>{question.label}</legend>
      {question.hint ? <p className={styles.hint}>{question.hint}</p> : null}
      {error ? (
        <p id={errorId(id)} className={styles.error}>
          {error}
        </p>
      ) : null}
      <Button variant="secondary" onPress={find} loading={loading}>
        Find vehicle
      </Button>
      {notice ? (
        <p className={styles.info} role="status">
          {notice}
        </p>
      ) : null}
      {hasVehicle && !manual ? (
        <div className={styles.found} role="status">
          <strong>
            {title(vehicle.make ?? '')} {vehicle.model}
          </strong>
          <br />
          {[vehicle.yearOfManufacture, title(vehicle.fuel ?? ''), title(vehicle.transmission ?? '')]
            .filter(Boolean)
            .join(', ')}
        </div>
      ) : null}
      {manual ? (
        <div>
          {(['make', 'model'] as const).map((key) => (
            <div className={styles.field} key={key}>
              <label className={styles.label} htmlFor={`${id}-${key}`}>
                {title(key)}
              </label>
              <input
                id={`${id}-${key}`}
                className={styles.input}
                value={vehicle[key] ?? ''}
                onChange={(event) => set(key, event.target.value.toUpperCase())}
              />
            </div>
          ))}
          <Choice
            id={`${id}-year`}
            label="Year of manufacture"
            value={vehicle.yearOfManufacture}
            options={Array.from({ length: 30 }, (_, i) => String(thisYear - i))}
            onChange={(next) => set('yearOfManufacture', next)}
          />
          <Choice
            id={`${id}-fuel`}
            label="Fuel"
            value={vehicle.fuel}
            options={FUEL_TYPES}
            onChange={(next) => set('fuel', next)}
          />
          <Choice
            id={`${id}-transmission`}
            label="Transmission"
            value={vehicle.transmission}
            options={TRANSMISSIONS}
            onChange={(next) => set('transmission', next)}
          />
        </div>
      ) : (
        <button type="button" className={styles.linkButton} onClick={() => setManual(true)}>
          Enter the vehicle details yourself
        </button>
      )}
    </fieldset>
  );
}

function Choice(props: {
  id: string;
  label: string;
  value: string | undefined;
  options: readonly string[];
  onChange(next: string): void;
}) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={props.id}>
        {props.label}
      </label>
      <select
        id={props.id}
        className={styles.select}
        value={props.value ?? ''}
        onChange={(event) => props.onChange(event.target.value)}
      >
        <option value="">Please select</option>
        {props.options.map((option) => (
          <option key={option} value={option}>
            {title(option)}
          </option>
        ))}
      </select>
    </div>
  );
}
