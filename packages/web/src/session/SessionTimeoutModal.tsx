import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../design/Button.tsx';
import styles from '../design/Modal.module.css';
import { formatCountdown, liveCountdownText } from './sessionTimer.ts';

/**
 * The warning before the session ends. The visible countdown ticks every
 * second but is not live; a separate polite live region speaks the time left only at whole
 * minutes and at 30 and 10 seconds, and is emptied between them so what a screen reader finds
 * there is never an older time than the one shown. Escape means "Yes, continue".
 */
export function SessionTimeoutModal({
  remaining,
  busy,
  onContinue,
  onEnd,
}: {
  remaining: number;
  busy: boolean;
  onContinue(): void;
  onEnd(): void;
}) {
  // The time the warning opened with: that second speaks it in words, later ones only at marks.
  const [openedAt] = useState(remaining);
  const announcement = liveCountdownText(openedAt, remaining);

  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen
      isKeyboardDismissDisabled={false}
      onOpenChange={(open) => {
        if (!open) onContinue();
      }}
    >
      <Modal className={styles.modal}>
        <Dialog
          className={styles.dialog}
          role="alertdialog"
          aria-describedby="session-timeout-text session-timeout-time"
        >
          <Heading slot="title" className={styles.title}>
            Session Timeout
          </Heading>
          <p id="session-timeout-text">Are you still there?</p>
          <p id="session-timeout-time">
            Your session will end in{' '}
            <strong className={styles.countdown}>{formatCountdown(remaining)}</strong>
          </p>
          <p className={styles.visuallyHidden} aria-live="polite" aria-atomic="true">
            {announcement}
          </p>
          <div className={styles.actions}>
            <Button onPress={onContinue} loading={busy} autoFocus>
              Yes, continue
            </Button>
            <Button variant="secondary" onPress={onEnd} isDisabled={busy}>
              No, clear data
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
