import type { QuotationCheck } from '@portal/domain/accept/quotationChecks';
import {
  AUTO_RENEWAL_QUESTION,
  acceptButtonLabel,
  acceptHint,
  asksAutoRenewal,
  declinableOnline,
  declineDialogBody,
  quoteStatusMessage,
  STILL_WORKING_MESSAGE,
  secondaryButtonLabel,
} from '@portal/domain/accept/quoteCopy';
import type { FieldError } from '@portal/domain/errors';
import type { FormCode } from '@portal/domain/formCodes';
import { paymentJourney } from '@portal/domain/quotes/paymentJourney';
import type { QuoteDto, QuoteRecord } from '@portal/domain/quotes/quoteDto';
import { Fragment, lazy, Suspense, useState } from 'react';
import { Button } from '../../design/Button.tsx';
import { ErrorSummary } from '../../design/ErrorSummary.tsx';
import { Field } from '../../design/Field.tsx';
import { CheckboxInput, YesNo } from '../../design/NativeInputs.tsx';
import styles from '../accept.module.css';
import { INVALID_FORM_MESSAGE, useInvalidFlash } from '../useInvalidFlash.ts';
import { useQuoteActions } from './useQuoteActions.ts';
import { useTickedChecks } from './useTickedChecks.ts';

// The decline dialog (and react-aria's overlay code, about 30 KB gzip) loads when Decline is
// pressed, not with every quotation.
const DeclineModal = lazy(() =>
  import('./DeclineModal.tsx').then((module) => ({ default: module.DeclineModal })),
);

const checkId = (name: string) => `check-${name}`;
const AUTO_RENEWAL_FIELD = 'autoRenewal';
const ACCEPT_HINT_ID = 'accept-hint';

/**
 * The confirmations and the decision buttons of the quotation pages. Make payment looks
 * disabled until every box is ticked (the spec's behaviour) but stays pressable and says what it
 * waits for, so it reads as a button rather than a broken one; pressing it lists what is missing.
 */
export function QuotationDecision({
  form,
  quote,
  dto,
  checks,
  page,
}: {
  form: FormCode;
  quote: QuoteRecord;
  dto: QuoteDto;
  checks: readonly QuotationCheck[];
  page: 'quotation-opt' | 'quotation-legacy' | 'payment';
}) {
  const { box, errorOf, allTicked, handleSubmit } = useTickedChecks(checks);
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const [declineOpen, setDeclineOpen] = useState(false);
  const autoRenewalAsked = asksAutoRenewal(form);
  const [autoRenewal, setAutoRenewal] = useState<boolean>();
  const autoRenewalMissing = autoRenewalAsked && autoRenewal === undefined;
  const autoRenewalError =
    autoRenewalMissing && failedSubmits > 0 ? AUTO_RENEWAL_QUESTION.message : undefined;
  const actions = useQuoteActions(form, quote, dto);
  const complete = allTicked && !autoRenewalMissing;
  const flash = useInvalidFlash(failedSubmits, !complete);

  const statusMessage = quoteStatusMessage(dto.quote_status);
  if (statusMessage) {
    return (
      <p className={styles.notice} role="status">
        {statusMessage}
      </p>
    );
  }

  const onInvalid = (unticked: FieldError[]) => {
    setSummary([
      ...unticked,
      ...(autoRenewalMissing ? [{ field: AUTO_RENEWAL_FIELD, message: AUTO_RENEWAL_QUESTION.message }] : []),
    ]);
    setFailedSubmits((count) => count + 1);
  };
  const submit = handleSubmit(() => {
    if (autoRenewalMissing) return onInvalid([]);
    setSummary([]);
    actions.accept(autoRenewal);
  }, onInvalid);

  const secondary = secondaryButtonLabel(form);
  const acceptLabel = acceptButtonLabel(paymentJourney(dto));
  return (
    <form noValidate onSubmit={submit}>
      <ErrorSummary
        errors={summary}
        fieldId={checkId}
        // Each box is named: three alike "Please agree to continue" tell nobody which to tick.
        labelOf={(field) =>
          field === AUTO_RENEWAL_FIELD
            ? AUTO_RENEWAL_QUESTION.label
            : checks.find((check) => check.name === field)?.label
        }
      />
      <fieldset className={styles.checks}>
        <legend className={styles.visuallyHidden}>Your confirmation</legend>
        {checks.map((check) => (
          <Fragment key={check.name}>
            <CheckboxInput
              id={checkId(check.name)}
              label={check.label}
              error={errorOf(check.name)}
              {...box(check.name)}
            />
            {check.hint ? <p className={styles.hint}>{check.hint}</p> : null}
          </Fragment>
        ))}
      </fieldset>
      {autoRenewalAsked && (
        <Field
          group
          id={checkId(AUTO_RENEWAL_FIELD)}
          label={AUTO_RENEWAL_QUESTION.label}
          hint={AUTO_RENEWAL_QUESTION.hint}
          error={autoRenewalError}
        >
          <YesNo
            id={checkId(AUTO_RENEWAL_FIELD)}
            name={AUTO_RENEWAL_FIELD}
            value={autoRenewal}
            onChange={setAutoRenewal}
          />
        </Field>
      )}
      {!complete && (
        <p id={ACCEPT_HINT_ID} className={styles.hint}>
          {acceptHint(checks.length, acceptLabel)}
        </p>
      )}
      <div className={styles.actions}>
        <Button
          type="submit"
          loading={actions.pending === 'proceed' || actions.pending === 'accept'}
          data-looks-disabled={complete ? undefined : ''}
          aria-describedby={complete ? undefined : ACCEPT_HINT_ID}
        >
          {acceptLabel}
        </Button>
        <Button
          variant="secondary"
          onPress={() => (declinableOnline(form) ? setDeclineOpen(true) : actions.exit(page))}
        >
          {secondary}
        </Button>
      </div>
      <div role="status" aria-live="polite">
        {actions.stillWorking && <p className={styles.status}>{STILL_WORKING_MESSAGE}</p>}
        {flash && <p className={styles.status}>{INVALID_FORM_MESSAGE}</p>}
      </div>
      {declineOpen && (
        <Suspense fallback={null}>
          <DeclineModal
            isOpen
            onOpenChange={setDeclineOpen}
            onConfirm={actions.decline}
            declining={actions.pending === 'decline'}
            body={declineDialogBody(form, quote)}
          />
        </Suspense>
      )}
    </form>
  );
}
