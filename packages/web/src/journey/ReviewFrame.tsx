import type { ReactNode } from 'react';
import { StepIndicatorFrame } from '../design/StepIndicator.tsx';
import { useStorageKnown } from '../lib/storageKnown.ts';
import { PageHeading } from '../shell/PageHeading.tsx';
import styles from './journey.module.css';

/**
 * Review and confirm before the customer's answers are read (lib/storageKnown.ts): the server
 * draws this frame, the browser hydrates it and at once fills in the answers or, with a journey
 * unfinished, sends the customer to the first unanswered step. Nothing here depends on what the
 * browser holds.
 */
export function ReviewFrame() {
  return (
    <div className={styles.page}>
      <StepIndicatorFrame />
      <PageHeading>Review and confirm</PageHeading>
      <div className={styles.frameBody}>
        <p className={styles.status} role="status">
          Loading your answers…
        </p>
      </div>
    </div>
  );
}

/**
 * Review (its answers, or the guard's redirect) once the answers can be read, the frame until
 * then. A component of its own so that the take-over redraws review alone: a question step
 * redrawn as React takes it over would set every box back to React's empty answer, wiping what
 * the customer typed on the server's drawing before it is replayed (ssr/earlyInput.ts).
 */
export function OnceAnswersRead({ children }: { children: ReactNode }) {
  return useStorageKnown() ? children : <ReviewFrame />;
}
