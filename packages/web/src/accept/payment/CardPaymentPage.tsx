import { acceptStepCounter } from '@portal/domain/accept/acceptSteps';
import type { FieldError } from '@portal/domain/errors';
import { isFormCode } from '@portal/domain/formCodes';
import type { CardFormInput, ValidCard } from '@portal/domain/payment/cardRules';
import { detectCardType } from '@portal/domain/payment/cardType';
import { describePaymentError } from '@portal/domain/payment/paymentErrors';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePaymentValidate } from '../../api/calls/paymentValidate.ts';
import { sendQuoteDecision } from '../../api/calls/quoteDecision.ts';
import { Button } from '../../design/Button.tsx';
import { ErrorSummary } from '../../design/ErrorSummary.tsx';
import { StepIndicator } from '../../design/StepIndicator.tsx';
import { useStorageKnown } from '../../lib/storageKnown.ts';
import { PageHeading } from '../../shell/PageHeading.tsx';
import { useShell } from '../../shell/ShellContext.tsx';
import { AmountDue, AmountDueFrame } from '../AmountDue.tsx';
import styles from '../accept.module.css';
import { acceptHref, CARD_ERROR_PARAM, searchWithout } from '../acceptHref.ts';
import { loadQuoteSession } from '../quoteSessionLoader.ts';
import { INVALID_FORM_MESSAGE, useInvalidFlash } from '../useInvalidFlash.ts';
import { useQuoteSession } from '../useQuoteSession.ts';
import { BillingAddressFields } from './BillingAddressFields.tsx';
import { CardDetailsFields } from './CardDetailsFields.tsx';
import { cardFieldId, flattenErrors } from './cardFieldErrors.ts';
import { cardDraftFrom, cardFormDefaults, UK } from './cardFormDefaults.ts';
import { paymentErrorContext } from './paymentErrorContext.ts';

/** Only a quote paid by card comes here. */
const PAYING_STEP = acceptStepCounter('card', 'online-payment') ?? { step: 1, of: 1 };
/**
 * What the card rules judge: the type follows the number, a UK address's country is the UK, and
 * the Maestro-only answers count only for a Maestro card (a blank start date is "none given").
 */
const judged = (values: CardFormInput): CardFormInput => {
  const { startMonthYear, issueNumber, ...rest } = values;
  const cardType = detectCardType(values.cardNumber ?? '');
  const maestro = cardType === 'maestro';
  const start =
    startMonthYear && (startMonthYear.month !== undefined || startMonthYear.year !== undefined)
      ? startMonthYear
      : undefined;
  const billing = values.billingAddress;
  return {
    ...rest,
    cardType,
    hasCardPermission: values.cardInYourName ? false : values.hasCardPermission,
    billingAddress: { ...billing, country: billing?.ukbillingAddress ? UK : (billing?.country ?? '') },
    ...(maestro && start ? { startMonthYear: start } : {}),
    ...(maestro && issueNumber ? { issueNumber } : {}),
  };
};

/**
 * Refusals whose own words help: the server's check of a card field ("Card validation failure
 * shows the error message from the response") and a dropped connection.
 */
const showsItsOwnMessage = (code: string) => code === 'VALIDATION_ERROR' || code === 'CONNECTION_ERROR';

/**
 * The card form: the domain's card rules, checked again by the server.
 * Until session storage is known (the server's frame, and hydrating it) it draws the heading, the
 * lead and the empty form, with the amount's box empty and no error; then it fills in.
 */
export function CardPaymentPage() {
  const storageKnown = useStorageKnown();
  const { form = '' } = useParams();
  const { search } = useLocation();
  const shell = useShell();
  const navigate = useNavigate();
  const validate = usePaymentValidate();
  // The card rules (and their schema library) load when the customer first moves into the form,
  // in a task of their own: not with the page, nor as it mounts. The form asks nothing of them
  // before that (it reads whether it is valid only after a failed submit, so it makes no check as
  // it mounts), and the first field left is checked once they have loaded.
  const rules = useMemo(() => {
    let loaded: Promise<Resolver<CardFormInput, unknown, ValidCard>> | undefined;
    const load = () =>
      (loaded ??= import('./cardResolver.ts').then(({ cardResolver }) => cardResolver(shell.now)));
    const resolver: Resolver<CardFormInput, unknown, ValidCard> = async (values, context, options) =>
      (await load())(judged(values), context, options);
    return { load, resolver };
  }, [shell.now]);
  const session = useQuoteSession();
  const cardForm = useForm<CardFormInput, unknown, ValidCard>({
    resolver: rules.resolver,
    mode: 'onTouched',
    defaultValues: cardFormDefaults(session?.readCardDraft() ?? null),
  });
  // Drawn as the frame, or before the session's items had loaded: once they have, the earlier
  // attempt's answers come back, and whatever the customer typed meanwhile stays as typed.
  const drawnWithout = useRef(!session);
  useEffect(() => {
    if (!session || !drawnWithout.current) return;
    drawnWithout.current = false;
    cardForm.reset(cardFormDefaults(session.readCardDraft()), { keepDirtyValues: true });
  }, [session, cardForm]);
  const [summary, setSummary] = useState<FieldError[]>([]);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const flash = useInvalidFlash(failedSubmits, failedSubmits > 0 && !cardForm.formState.isValid);

  const quote = session && isFormCode(form) ? session.readQuote(form) : null;
  const errorContext = paymentErrorContext(shell.brand, shell.brandParam, quote, shell.now);
  const paymentError = storageKnown && new URLSearchParams(search).get(CARD_ERROR_PARAM) === 'true';
  const shownError = validate.error
    ? showsItsOwnMessage(validate.error.errorCode)
      ? { title: 'Your card could not be checked', message: validate.error.message }
      : // A catalogued key has its words; any other code gets the spec's 'Oh dear!'.
        describePaymentError(validate.error.errorCode, errorContext)
    : paymentError
      ? describePaymentError('payment.invalid.payment.details', errorContext)
      : null;

  const submit = cardForm.handleSubmit(
    async (card) => {
      setSummary([]);
      // After a failed payment the quote waits in PAYMENT_PROCEED_FAILED; a new card is a new
      // attempt, so the quote goes back to PAYMENT_PROCEEDED first (idempotent on the server).
      if (paymentError && quote?.quoteDTO) {
        const retried = await sendQuoteDecision('proceed', {
          token: quote.token,
          uuid: quote.quoteDTO.uuid,
        }).then(
          () => true,
          () => false,
        );
        if (!retried) return navigate(acceptHref(form, 'error', searchWithout(search, CARD_ERROR_PARAM)));
      }
      const { startPaymentAttempt, storeCardDraft, storeCardHolderDetails } = await loadQuoteSession();
      validate.mutate(card, {
        onSuccess: (details) => {
          storeCardHolderDetails(details);
          const onward = searchWithout(search, CARD_ERROR_PARAM);
          startPaymentAttempt(onward, card.cardNumber.slice(0, 6));
          storeCardDraft(cardDraftFrom(card));
          navigate(acceptHref(form, 'payment-summary', onward));
        },
      });
    },
    (errors) => {
      setSummary(flattenErrors(errors));
      setFailedSubmits((count) => count + 1);
    },
  );

  return (
    <>
      <StepIndicator {...PAYING_STEP} />
      <PageHeading>Your card details</PageHeading>
      {shownError && (
        <div className={styles.errorBox} role="alert">
          <h2>{shownError.title}</h2>
          <p>{shownError.message}</p>
        </div>
      )}
      <ErrorSummary errors={summary} fieldId={cardFieldId} />
      {!session ? <AmountDueFrame /> : quote?.quoteDTO && <AmountDue dto={quote.quoteDTO} note={false} />}
      <p className={styles.lead}>Please enter the details of the card you want to pay with.</p>
      <form noValidate onSubmit={submit} onFocus={() => void rules.load()}>
        <CardDetailsFields form={cardForm} now={shell.now} />
        <BillingAddressFields form={cardForm} />
        <div className={styles.actions}>
          <Button type="submit" loading={validate.isPending}>
            Continue
          </Button>
        </div>
        <div role="status" aria-live="polite">
          {flash && <p className={styles.status}>{INVALID_FORM_MESSAGE}</p>}
        </div>
      </form>
    </>
  );
}
