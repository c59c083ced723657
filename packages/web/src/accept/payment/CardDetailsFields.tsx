import type { CardFormInput } from '@portal/domain/payment/cardRules';
import { detectCardType, expiryYears, formatCardNumber, startYears } from '@portal/domain/payment/cardType';
import { memo } from 'react';
import { Controller, type FieldErrors, type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { Field, fieldStyles } from '../../design/Field.tsx';
import { CheckboxInput, SelectInput, TextInput, YesNo } from '../../design/NativeInputs.tsx';
import { cardFieldId } from './cardFieldErrors.ts';

const TITLES = ['Mr', 'Mrs', 'Miss', 'Ms', 'Mx', 'Dr'];
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);
/** Selects hold text; the card rules want numbers, and an empty choice is "not chosen". */
const asNumber = (value: unknown) => (value === '' || value === undefined ? undefined : Number(value));

function MonthYear({
  form,
  name,
  legend,
  years,
  errors,
}: {
  form: UseFormReturn<CardFormInput>;
  name: 'expiryMonthYear' | 'startMonthYear';
  legend: string;
  years: number[];
  errors: FieldErrors<CardFormInput>[typeof name];
}) {
  const error = errors?.month?.message ?? errors?.year?.message ?? errors?.message;
  return (
    <Field group label={legend} id={cardFieldId(`${name}.group`)} error={error}>
      <div className={fieldStyles.parts}>
        <div className={fieldStyles.part}>
          <SelectInput
            id={cardFieldId(`${name}.month`)}
            label="Month"
            {...form.register(`${name}.month`, { setValueAs: asNumber })}
          >
            <option value="">MM</option>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {String(month).padStart(2, '0')}
              </option>
            ))}
          </SelectInput>
        </div>
        <div className={fieldStyles.part}>
          <SelectInput
            id={cardFieldId(`${name}.year`)}
            label="Year"
            {...form.register(`${name}.year`, { setValueAs: asNumber })}
          >
            <option value="">YYYY</option>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </SelectInput>
        </div>
      </div>
    </Field>
  );
}

/**
 * The card itself: holder, number grouped as typed, dates, security number. It follows the
 * answers and errors it shows itself (useWatch, useFormState), so the page around it does not
 * redraw it: react-hook-form sets its form ready as it mounts, which redraws the page at once, in
 * the task that puts it on screen (bench/README.md).
 */
export const CardDetailsFields = memo(function CardDetailsFields({
  form,
  now,
}: {
  form: UseFormReturn<CardFormInput>;
  now: string;
}) {
  const { register, control, setValue } = form;
  const { errors } = useFormState({ control });
  const [inYourName, number] = useWatch({ control, name: ['cardInYourName', 'cardNumber'] });
  const maestro = detectCardType(number ?? '') === 'maestro';
  const cardNumber = register('cardNumber');
  return (
    <>
      <Controller
        control={control}
        name="cardInYourName"
        render={({ field }) => (
          <Field
            group
            label="Is the card in your name?"
            id="card-in-your-name"
            error={errors.cardInYourName?.message}
          >
            <YesNo
              id={cardFieldId('cardInYourName')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
            />
          </Field>
        )}
      />
      {inYourName === false && (
        <CheckboxInput
          id={cardFieldId('hasCardPermission')}
          label="I have the cardholder's permission to use this card"
          error={errors.hasCardPermission?.message}
          {...register('hasCardPermission')}
        />
      )}
      <SelectInput
        id={cardFieldId('title')}
        label="Cardholder's title"
        error={errors.title?.message}
        {...register('title')}
      >
        <option value="">Please select</option>
        {TITLES.map((title) => (
          <option key={title}>{title}</option>
        ))}
      </SelectInput>
      <TextInput
        id={cardFieldId('holderName')}
        label="Name on the card"
        autoComplete="cc-name"
        error={errors.holderName?.message}
        {...register('holderName')}
      />
      <TextInput
        id={cardFieldId('cardNumber')}
        label="Card number"
        hint="The long number on the front of your card"
        inputMode="numeric"
        autoComplete="cc-number"
        error={errors.cardNumber?.message}
        {...cardNumber}
        onChange={(event) => {
          const formatted = formatCardNumber(event.target.value);
          setValue('cardType', detectCardType(formatted));
          event.target.value = formatted;
          return cardNumber.onChange(event);
        }}
      />
      <MonthYear
        form={form}
        name="expiryMonthYear"
        legend="Expiry date"
        years={expiryYears(now)}
        errors={errors.expiryMonthYear}
      />
      {maestro && (
        <>
          <MonthYear
            form={form}
            name="startMonthYear"
            legend="Start date (if shown on your card)"
            years={startYears(now)}
            errors={errors.startMonthYear}
          />
          <TextInput
            id={cardFieldId('issueNumber')}
            label="Issue number (if shown on your card)"
            hint="Maestro cards need a start date or an issue number"
            inputMode="numeric"
            short
            error={errors.issueNumber?.message}
            {...register('issueNumber')}
          />
        </>
      )}
      <TextInput
        id={cardFieldId('securityNumber')}
        label="Security number"
        hint="The last 3 digits on the back of your card (4 on the front for American Express)"
        inputMode="numeric"
        autoComplete="cc-csc"
        short
        error={errors.securityNumber?.message}
        {...register('securityNumber')}
      />
    </>
  );
});
