import type { FieldError } from '@portal/domain/errors';
import type { FormCode } from '@portal/domain/formCodes';
import type { Question } from '@portal/domain/journeys/journey';
import { motorTriageDecision } from '@portal/domain/triage/motorTriage';
import { normaliseRegistration } from '@portal/domain/triage/registrationPlate';
import { motorTriageErrors } from '@portal/domain/triage/triageForms';
import { type FormEvent, useState } from 'react';
import { useServerNow } from '../api/calls/serverTime.ts';
import { fetchPolicyStatus } from '../api/calls/triagePolicyStatus.ts';
import { Button } from '../design/Button.tsx';
import { ErrorSummary } from '../design/ErrorSummary.tsx';
import { fieldId } from '../fields/fieldProps.ts';
import { TextField } from '../fields/TextField.tsx';
import { useNavigateKeepingQuery } from '../lib/keepQuery.tsx';
import { useSorryMessage } from '../lib/useSorryMessage.ts';
import { PageHeading } from '../shell/PageHeading.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import { type ContactMode, ContactPanel } from './ContactPanel.tsx';
import styles from './triage.module.css';
import { failureMessage } from './triageFailure.ts';
import { messageFor, triageFieldProps } from './triageFields.ts';
import { prefillAnswer, storeTriage } from './triageStorage.ts';

const REGISTRATION: Question = {
  name: 'currentVehicleReg',
  kind: 'text',
  label: 'Current vehicle registration',
  hint: 'For example, AB12 CDE',
  input: { autoComplete: 'off', uppercase: true },
  rules: [],
};

/** Motor triage: the registration decides who can self-serve here. */
export function MotorTriage({ form, firstStep }: { form: FormCode; firstStep: string }) {
  const shell = useShell();
  const serverNow = useServerNow();
  const navigate = useNavigateKeepingQuery();
  const sorry = useSorryMessage(form);
  const [registration, setRegistration] = useState(() => sessionStorage.getItem('triage-vehicleReg') ?? '');
  const [submitted, setSubmitted] = useState<FieldError[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [contact, setContact] = useState<ContactMode | null>(null);

  const errors = motorTriageErrors(registration);
  // Errors show on submit, not on blur: a message appearing as focus leaves would move the
  // Next button from under the pointer that is about to press it.
  const shown = submitted !== null ? messageFor(errors, REGISTRATION.name) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (errors.length > 0) return setSubmitted([...errors]);
    setSubmitted(null);
    setBusy(true);
    const plate = normaliseRegistration(registration);
    const [outcome, now] = await Promise.all([
      fetchPolicyStatus(plate).then(
        (answer) => answer,
        (error: unknown) => ({ error: { message: failureMessage(error) } }),
      ),
      serverNow(),
    ]);
    setBusy(false);
    const decision = motorTriageDecision(outcome, {
      registration: plate,
      now: now ?? shell.now,
      webchatHours: shell.brandSettings.hours.webchatHours,
    });
    if (decision.kind === 'signIn') return window.location.assign(shell.brandSettings.links.signIn);
    if (decision.kind === 'webchat' || decision.kind === 'call') return setContact(decision.kind);
    if (decision.vehicleReg) {
      storeTriage('vehicleReg', decision.vehicleReg);
      prefillAnswer(form, 'currentVehicleReg', decision.vehicleReg);
    }
    navigate(`/${form}/request/${firstStep}`);
  };

  return (
    <div className={styles.page}>
      <PageHeading>Find your policy</PageHeading>
      <p className={styles.intro}>Tell us the registration of the vehicle on your policy.</p>
      <ErrorSummary errors={submitted ?? []} fieldId={fieldId} />
      <form noValidate onSubmit={onSubmit}>
        <TextField
          {...triageFieldProps({
            question: REGISTRATION,
            form,
            now: shell.now,
            value: registration,
            error: shown,
            onChange: (value) => {
              setRegistration(value);
              setContact(null);
            },
          })}
        />
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Next
          </Button>
          <a className={styles.back} href={shell.brandSettings.links.myAccount}>
            Back
          </a>
        </div>
      </form>
      {contact ? (
        <ContactPanel mode={contact} sorry={sorry} registration={normaliseRegistration(registration)} />
      ) : null}
    </div>
  );
}
