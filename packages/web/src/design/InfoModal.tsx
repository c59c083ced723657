import { lazy, type ReactNode, Suspense, useId, useState } from 'react';
import styles from './Modal.module.css';

// The dialog and react-aria's overlay code (about 30 KB gzip) load when a customer first opens
// one: every question step and quotation shows a trigger, few customers press it.
const InfoDialog = lazy(() => import('./InfoDialog.tsx').then((module) => ({ default: module.InfoDialog })));

/**
 * A "more information" dialog opened from a link-styled button: focus moves in and back,
 * Escape, the close button and a click outside all close it (InfoDialog).
 */
export function InfoModal({
  trigger,
  title,
  children,
}: {
  trigger: string;
  title: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const dialogId = useId();
  return (
    <>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen(true)}
      >
        {trigger}
      </button>
      {open && (
        <Suspense fallback={null}>
          <InfoDialog id={dialogId} title={title} onClose={() => setOpen(false)}>
            {children}
          </InfoDialog>
        </Suspense>
      )}
    </>
  );
}
