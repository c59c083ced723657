import type { CardFormInput } from '@portal/domain/payment/cardRules';
import { memo, useEffect } from 'react';
import { Controller, type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { Field } from '../../design/Field.tsx';
import { TextInput, YesNo } from '../../design/NativeInputs.tsx';
import { cardFieldId } from './cardFieldErrors.ts';
import { UK } from './cardFormDefaults.ts';

/**
 * The card's billing address. A UK address asks for the lines and postcode (the country is the
 * UK); any other asks for the country too. Missing parts: 'You must fill in your address details'.
 * Like the card's fields, it follows its own answers and errors (CardDetailsFields.tsx).
 */
export const BillingAddressFields = memo(function BillingAddressFields({
  form,
}: {
  form: UseFormReturn<CardFormInput>;
}) {
  const { register, control, watch, setValue, trigger } = form;
  // "Fill in your address details" belongs to the whole address, so a change to any line
  // re-judges it after a submit (react-hook-form re-checks only the field that changed).
  useEffect(() => {
    const subscription = watch((_values, { name }) => {
      if (name?.startsWith('billingAddress.') && form.formState.isSubmitted) void trigger('billingAddress');
    });
    return () => subscription.unsubscribe();
  }, [watch, trigger, form.formState]);
  const errors = useFormState({ control, name: 'billingAddress' }).errors.billingAddress;
  const inUk = useWatch({ control, name: 'billingAddress.ukbillingAddress' });
  const groupError = errors?.message ?? errors?.root?.message;
  return (
    <Field group label="Billing address" id={cardFieldId('billingAddress.group')} error={groupError}>
      <Controller
        control={control}
        name="billingAddress.ukbillingAddress"
        render={({ field }) => (
          <Field group label="Is the card's billing address in the UK?" id="card-billing-uk">
            <YesNo
              id={cardFieldId('billingAddress.ukbillingAddress')}
              name={field.name}
              value={field.value}
              onChange={(value) => {
                field.onChange(value);
                setValue('billingAddress.country', value ? UK : '');
              }}
            />
          </Field>
        )}
      />
      <TextInput
        id={cardFieldId('billingAddress.line1')}
        label="House number and street"
        autoComplete="billing address-line1"
        error={errors?.line1?.message}
        {...register('billingAddress.line1')}
      />
      <TextInput
        id={cardFieldId('billingAddress.line2')}
        label="Town or city"
        autoComplete="billing address-level2"
        error={errors?.line2?.message}
        {...register('billingAddress.line2')}
      />
      <TextInput
        id={cardFieldId('billingAddress.postCode')}
        label={inUk ? 'Postcode' : 'Postcode or zip code'}
        autoComplete="billing postal-code"
        short
        error={errors?.postCode?.message}
        {...register('billingAddress.postCode')}
      />
      {!inUk && (
        <TextInput
          id={cardFieldId('billingAddress.country')}
          label="Country"
          autoComplete="billing country-name"
          error={errors?.country?.message}
          {...register('billingAddress.country')}
        />
      )}
    </Field>
  );
});
