import styles from '../design/text.module.css';
import type { Side } from '../session/SessionScope.tsx';
import { useEndSessionOnArrival } from '../session/useEndSessionOnArrival.ts';
import { PageHeading } from '../shell/PageHeading.tsx';
import { StartAgainChoice } from './StartAgainChoice.tsx';

const COPY = {
  timeout: { heading: 'Session timeout', lead: 'Looks like this took too long' },
  ended: { heading: 'Session ended', lead: 'We have cleared your session data' },
} as const satisfies Record<string, { heading: string; lead: string }>;

/** Where a timed-out or ended session lands; it logs out and clears storage on arrival. */
export function SessionEndPage({ reason, side }: { reason: keyof typeof COPY; side: Side }) {
  useEndSessionOnArrival();
  const copy = COPY[reason];
  return (
    <>
      <PageHeading>{copy.heading}</PageHeading>
      <p className={styles.lead}>{copy.lead}</p>
      {reason === 'timeout' && <p>For your security, we have signed you out and cleared your answers.</p>}
      {side === 'accept' && (
        <p>
          The link to your quote in the email we sent you is still valid, so you can use it again to return to
          your quote.
        </p>
      )}
      <StartAgainChoice />
    </>
  );
}
