import { StepIndicatorFrame } from '../design/StepIndicator.tsx';
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
