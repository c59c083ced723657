import { ERROR_CODES, type FieldError } from '@portal/domain/errors';
import type { FormCode } from '@portal/domain/formCodes';
import type { Question } from '@portal/domain/journeys/journey';
import type { AddressResult } from '@portal/domain/lookups/address';
import { addressTriageCopy } from '@portal/domain/triage/addressTriageCopy';
import { homeTriageDecision } from '@portal/domain/triage/homeTriage';
import { homeTriageErrors, postcodeErrors } from '@portal/domain/triage/triageForms';
import { type FormEvent, useState } from 'react';
import { lookupHomeAddresses } from '../api/calls/triageAddresses.ts';
import { fetchHomePolicy } from '../api/calls/triageHomePolicy.ts';
import { isApiFailure } from '../api/client.ts';
import { Button } from '../design/Button.tsx';
import { ErrorSummary } from '../design/ErrorSummary.tsx';
import { fieldId } from '../fields/fieldProps.ts';
import { SelectField, TextField } from '../fields/TextField.tsx';
import { useNavigateKeepingQuery } from '../lib/keepQuery.tsx';
import { useSorryMessage } from '../lib/useSorryMessage.ts';
import { markExit } from '../session/sessionStorageKeys.ts';
import { PageHeading } from '../shell/PageHeading.tsx';
import { useShell } from '../shell/ShellContext.tsx';
import { ContactPanel } from './ContactPanel.tsx';
import styles from './triage.module.css';
import { failureMessage } from './triageFailure.ts';
import { messageFor, triageFieldProps } from './triageFields.ts';
import { storeTriage } from './triageStorage.ts';

const postcodeQuestion = (hint: string): Question => ({
  name: 'postcode',
  kind: 'text',
  label: 'Postcode',
  hint,
  input: { autoComplete: 'postal-code', uppercase: true },
  rules: [],
});

const addressQuestion = (addresses: readonly AddressResult[]): Question => ({
  name: 'address',
  kind: 'select',
  label: 'Please select your address',
  options: addresses.map((address) => ({ value: address.UPRN, label: address.displayAddress })),
  rules: [],
});

/** Address search failures that belong on the postcode field; anything else is the error page's. */
const POSTCODE_FAILURES = new Set(['VALIDATION_ERROR', 'SEARCH_ERROR']);

/** Home triage: the insured address finds the policy. */
export function HomeTriage({ form, firstStep }: { form: FormCode; firstStep: string }) {
  const shell = useShell();
  const copy = addressTriageCopy(shell.product);
  const navigate = useNavigateKeepingQuery();
  const sorry = useSorryMessage(form);
  const [postcode, setPostcode] = useState('');
  const [addresses, setAddresses] = useState<AddressResult[] | null>(null);
  const [address, setAddress] = useState('');
  const [searching, setSearching] = useState(false);
  const [searchError, setSearchError] = useState<string | undefined>();
  const [submitted, setSubmitted] = useState<FieldError[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [callUs, setCallUs] = useState(false);

  const errors = homeTriageErrors({ postcode, address, searched: addresses !== null });
  const postcodeError = searchError ?? (submitted ? messageFor(errors, 'postcode') : undefined);

  const toErrorPage = () => {
    markExit(form);
    navigate(`/${form}/request/error/`);
  };

  const findAddress = async () => {
    if (searching) return; // A search is ignored while one is loading.
    const invalid = postcodeErrors(postcode);
    if (invalid.length > 0) return setSearchError(invalid[0]?.message);
    setSearching(true);
    setSearchError(undefined);
    try {
      setAddresses(await lookupHomeAddresses(postcode));
      // The earlier problems were about finding the address; the list is a fresh question.
      setSubmitted(null);
    } catch (error) {
      if (!isApiFailure(error) || !POSTCODE_FAILURES.has(error.errorCode)) return toErrorPage();
      setAddresses(null);
      setAddress('');
      setSearchError(ERROR_CODES.SEARCH_ERROR);
    } finally {
      setSearching(false);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (errors.length > 0) return setSubmitted([...errors]);
    setSubmitted(null);
    setBusy(true);
    const brand = shell.brandParam ?? shell.brand;
    const outcome = await fetchHomePolicy(address, brand).then(
      (answer) => answer,
      (error: unknown) => ({ error: { message: failureMessage(error) } }),
    );
    setBusy(false);
    const decision = homeTriageDecision(outcome, {
      form,
      brand: shell.brand,
      brandParam: shell.brandParam,
      postcode,
    });
    if (decision.kind === 'dashboard') return window.location.assign(decision.url);
    if (decision.kind === 'callUs') return setCallUs(true);
    storeTriage('postCode', decision.postCode);
    navigate(`/${form}/request/${firstStep}`);
  };

  return (
    <div className={styles.page}>
      <PageHeading>Find your policy</PageHeading>
      <p className={styles.intro}>{copy.intro}</p>
      <ErrorSummary errors={submitted ?? []} fieldId={fieldId} />
      <form noValidate onSubmit={onSubmit}>
        <div className={styles.findRow}>
          <TextField
            {...triageFieldProps({
              question: postcodeQuestion(copy.postcodeHint),
              form,
              now: shell.now,
              value: postcode,
              error: postcodeError,
              onChange: (value) => {
                // Changing the postcode clears the address and the results.
                setPostcode(value);
                setAddresses(null);
                setAddress('');
                setSearchError(undefined);
                setSubmitted(null);
                setCallUs(false);
              },
            })}
          />
          <Button type="button" variant="secondary" loading={searching} onPress={() => void findAddress()}>
            Find your address
          </Button>
        </div>
        <p role="status" className={styles.intro}>
          {addresses ? `${addresses.length} addresses found` : ''}
        </p>
        {addresses ? (
          <SelectField
            {...triageFieldProps({
              question: addressQuestion(addresses),
              form,
              now: shell.now,
              value: address,
              error: submitted ? messageFor(errors, 'address') : undefined,
              onChange: (value) => {
                setAddress(value);
                setCallUs(false);
              },
            })}
          />
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" loading={busy}>
            Next
          </Button>
        </div>
      </form>
      {callUs ? <ContactPanel mode="callUs" sorry={sorry} /> : null}
    </div>
  );
}
