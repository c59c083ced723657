import { acceptStepCounter } from '@portal/domain/accept/acceptSteps';
import { isFormCode } from '@portal/domain/formCodes';
import { formatPence } from '@portal/domain/money';
import { nextPaymentRoute } from '@portal/domain/payment/paymentDecision';
import { amountDueNow, TOTAL_DUE_LABEL } from '@portal/domain/quotes/amountDue';
import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePaymentExecute } from '../../api/calls/paymentExecute.ts';
import { Button } from '../../design/Button.tsx';
import { StepIndicator } from '../../design/StepIndicator.tsx';
import { PageHeading } from '../../shell/PageHeading.tsx';
import styles from '../accept.module.css';
import { acceptHref, returnAddress } from '../acceptHref.ts';
import { SummaryList } from '../quotation/QuoteDetails.tsx';
import { setQuoteFlag } from '../quoteFlags.ts';
import {
  readCardHolderDetails,
  readPaymentAttempt,
  readQuote,
  storeChallenge,
  updatePaymentAttempt,
} from '../quoteSession.ts';
import { DeviceDataCollection } from './DeviceDataCollection.tsx';

const pad = (month: number) => String(month).padStart(2, '0');

/** Only a quote paid by card comes here. */
const PAYING_STEP = acceptStepCounter('check', 'online-payment') ?? { step: 1, of: 1 };
/** Checks the validated card and takes the payment. */
export function PaymentSummaryPage() {
  const { form = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  const execute = usePaymentExecute();
  const [card] = useState(readCardHolderDetails);
  const [quote] = useState(() => (isFormCode(form) ? readQuote(form) : null));
  const [attempt, setAttempt] = useState(readPaymentAttempt);
  const [waiting, setWaiting] = useState(false);
  const dto = quote?.quoteDTO;
  if (!card || !quote || !dto || !attempt || !isFormCode(form)) {
    return <p role="alert">We could not find your card details. Please go back and enter them again.</p>;
  }

  const pay = (reference: string | undefined) => {
    if (!reference) {
      // The collection frame has not answered yet; pay as soon as it does.
      setWaiting(true);
      return;
    }
    const origin = window.location.origin;
    const back = (page: string) => `${origin}${acceptHref(form, page, search)}`;
    execute.mutate(
      {
        token: quote.token,
        uuid: dto.uuid,
        cardToken: card.cardToken,
        dfReferenceId: reference,
        uiBaseUrl: origin,
        paymentRedirectionUrl: `${origin}${returnAddress(form, search)}`,
        paymentSuccessRedirectionUrl: back('payment-success'),
        paymentDeclineRedirectionUrl: back('payment-declined'),
        idempotencyKey: attempt.idempotencyKey,
      },
      {
        onSuccess: (answer) => {
          // Kept for payment-success, which shows the customer the payment's reference.
          updatePaymentAttempt({ ...(readPaymentAttempt() ?? attempt), paymentId: answer.paymentId });
          if (answer.paymentDecision === 'SUCCESS') setQuoteFlag(form, 'success', true);
          if (answer.paymentDecision === 'GO_TO_3D_SECURE')
            storeChallenge({ jwt: answer.challengeJWT, md: answer.md, url: answer.challengeUrl });
          navigate(acceptHref(form, nextPaymentRoute(answer.paymentDecision), search));
        },
        onError: () => navigate(acceptHref(form, 'error', search)),
      },
    );
  };

  const onReference = (reference: string) => {
    // One reference per attempt: a retry must send the same body as the first try, or the
    // gateway refuses the reused idempotency key.
    if (attempt.dfReferenceId) return;
    const next = { ...attempt, dfReferenceId: reference };
    updatePaymentAttempt(next);
    setAttempt(next);
    if (waiting) pay(reference);
  };

  return (
    <>
      <StepIndicator {...PAYING_STEP} />
      <PageHeading>Check your payment</PageHeading>
      <h2>Amount to pay</h2>
      <SummaryList
        rows={[
          { label: 'Premium', value: formatPence(dto.totalPremiumChange) },
          { label: 'Administration', value: formatPence(dto.adminFee ?? 0) },
          // Named as on the quote and card pages, so the customer sees the same figure each time.
          { label: TOTAL_DUE_LABEL, value: formatPence(amountDueNow(dto)) },
        ]}
      />
      <h2>Your card</h2>
      <SummaryList
        rows={[
          { label: 'Cardholder name', value: card.holderName },
          { label: 'Card number', value: card.cardNumber },
          { label: 'Expiry date', value: `${pad(card.expiryMonthYear.month)}/${card.expiryMonthYear.year}` },
        ]}
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={() => navigate(acceptHref(form, 'card-payment', search))}>
          Edit payment details
        </Button>
        {/* The reference is read from storage, where it is written as it arrives: a press between
            its arrival and the next render would see none in this render's state and wait for a
            reference already come (the page then hung on its spinner). */}
        <Button
          onPress={() => pay(readPaymentAttempt()?.dfReferenceId)}
          loading={execute.isPending || waiting}
        >
          Make payment
        </Button>
      </div>
      <DeviceDataCollection
        url={card.deviceDataCollectionUrl}
        jwt={card.deviceDataCollectionJwt}
        bin={attempt.bin}
        onReference={onReference}
      />
    </>
  );
}
