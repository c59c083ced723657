import type { FormCode } from '@portal/domain/formCodes';
import { SECURE_FORM_FRAME_HEIGHT } from '@portal/domain/payment/securePayment';
import { PageHeading } from '../../shell/PageHeading.tsx';
import { PageLoading } from '../../shell/PageLoading.tsx';
import styles from '../accept.module.css';
import { PaymentChat, WaitingScreen } from './PaymentChat.tsx';
import type { PayingQuote } from './securePaymentApi.ts';
import { useSecurePayment } from './useSecurePayment.ts';

/**
 * The payment page once the quote has proceeded to payment: the secure card form in its frame,
 * or, when that cannot be used, a payment chat with an agent.
 */
export function SecurePaymentPage({ form, quote }: { form: FormCode; quote: PayingQuote }) {
  const { phase, frame } = useSecurePayment(form, quote);
  return (
    <>
      <PageHeading>Pay for your change</PageHeading>
      {phase.kind === 'starting' && <PageLoading />}
      {phase.kind === 'form' && (
        <iframe
          ref={frame}
          src={phase.url}
          title="Secure card payment form"
          className={styles.frame}
          height={SECURE_FORM_FRAME_HEIGHT}
        />
      )}
      {phase.kind === 'connecting' && <WaitingScreen connected={false} />}
      {phase.kind === 'chat' && <PaymentChat form={form} token={phase.token} />}
    </>
  );
}
