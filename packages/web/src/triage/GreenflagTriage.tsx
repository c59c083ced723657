import type { FieldError } from '@portal/domain/errors';
import type { FormCode } from '@portal/domain/formCodes';
import type { Question, StepCount } from '@portal/domain/journeys/journey';
import {
  choosePrefix,
  GET_IN_TOUCH_MESSAGE,
  GREENFLAG_PREFIXES,
  type GreenflagTriageValues,
  getInTouchWarning,
  greenflagTriageErrors,
  normalisePolicyNumber,
  policyNumberEnabled,
} from '@portal/domain/triage/greenflagTriage';
import { type FormEvent, useState } from 'react';
import { Button } from '../design/Button.tsx';
import { ErrorSummary } from '../design/ErrorSummary.tsx';
import fieldStyles from '../design/field.module.css';
import { StepIndicator } from '../design/StepIndicator.tsx';
import { FieldFrame } from '../fields/FieldFrame.tsx';
import { describedBy, fieldId } from '../fields/fieldProps.ts';
import { SelectField } from '../fields/TextField.tsx';
import { useNavigateKeepingQuery } from '../lib/keepQuery.tsx';
import { Link } from '../shell/Link.tsx';
import { PageHeading } from '../shell/PageHeading.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import styles from './triage.module.css';
import { messageFor, triageFieldProps } from './triageFields.ts';
import { prefillAnswer, storeTriage } from './triageStorage.ts';

const PREFIX: Question = {
  name: 'policyType',
  kind: 'select',
  label: 'Policy number prefix',
  hint: 'The letters at the start of the policy number in your documents',
  options: GREENFLAG_PREFIXES.map((prefix) => ({ value: prefix, label: prefix })),
  rules: [],
};

const POLICY_NUMBER: Question = {
  name: 'policyNumber',
  kind: 'text',
  label: 'Policy number',
  hint: 'The 8 digits after the prefix',
  rules: [],
};

/**
 * Greenflag triage: only GF / policies change online. Continue is
 * disabled while the form is invalid, as the spec says, in the accessible way: it looks
 * inactive and is announced as unavailable (aria-disabled), yet stays focusable and, when
 * pressed, shows what is missing (a natively disabled button could do neither).
 */
export function GreenflagTriage({
  form,
  firstStep,
  counter,
}: {
  form: FormCode;
  firstStep: string;
  counter?: StepCount | undefined;
}) {
  const shell = useShell();
  const navigate = useNavigateKeepingQuery();
  const [values, setValues] = useState<GreenflagTriageValues>({ policyType: '', policyNumber: '' });
  const [submitted, setSubmitted] = useState<FieldError[] | null>(null);

  const errors = greenflagTriageErrors(values);
  // Field errors show on submit, not on blur, so the form does not shift under the pointer.
  const shown = (field: string) => (submitted !== null ? messageFor(errors, field) : undefined);
  const numberEnabled = policyNumberEnabled(values.policyType);
  const warn = getInTouchWarning(values.policyType);
  // The warning already says why GF-Pol / and Other cannot go on; the field need not repeat it.
  const prefixError = warn ? undefined : shown('policyType');
  const numberError = shown('policyNumber');
  const numberId = fieldId(POLICY_NUMBER.name);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (errors.length > 0) return setSubmitted([...errors]);
    const digits = normalisePolicyNumber(values.policyNumber);
    storeTriage('policyType', values.policyType);
    // Kept as the customer's documents print it, GF and all: only GF / policies come this far.
    prefillAnswer(form, 'policyNumber', `GF ${digits.replace(/^GF\/?/i, '')}`);
    navigate(`/${form}/request/${firstStep}`);
  };

  return (
    <div className={styles.page}>
      {/* Counted among the journey's pages (navigation.ts stepCounter); a form with no journey yet has none to count. */}
      {counter ? <StepIndicator step={counter.step} of={counter.of} /> : null}
      <PageHeading>Find your policy</PageHeading>
      <p className={styles.intro}>Tell us the policy number shown in your Green Flag documents.</p>
      <ErrorSummary errors={submitted ?? []} fieldId={fieldId} />
      <form noValidate onSubmit={onSubmit}>
        <SelectField
          {...triageFieldProps({
            question: PREFIX,
            form,
            now: shell.now,
            value: values.policyType,
            error: prefixError,
            onChange: (value) => {
              setValues((before) => choosePrefix(before, value));
            },
          })}
        />
        <div aria-live="polite">
          {warn ? (
            <p className={styles.warning}>
              {GET_IN_TOUCH_MESSAGE}{' '}
              <Link to={shell.brandSettings.links.contact} external>
                Contact Green Flag
              </Link>
            </p>
          ) : null}
        </div>
        <FieldFrame id={numberId} question={POLICY_NUMBER} error={numberError}>
          <input
            id={numberId}
            name={POLICY_NUMBER.name}
            className={fieldStyles.input}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            disabled={!numberEnabled}
            value={values.policyNumber}
            aria-invalid={numberError ? true : undefined}
            aria-describedby={describedBy({ id: numberId, question: POLICY_NUMBER, error: numberError })}
            onChange={(event) => setValues((before) => ({ ...before, policyNumber: event.target.value }))}
          />
        </FieldFrame>
        <div className={styles.actions}>
          <Button type="submit" aria-disabled={errors.length > 0 || undefined}>
            Continue
          </Button>
        </div>
      </form>
    </div>
  );
}
