import type { ReactNode } from 'react';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { Button } from './Button.tsx';
import styles from './Modal.module.css';

/**
 * A "more information" dialog opened from a link-styled button (react-aria): focus moves in and
 * back, Escape, the close button and a click outside all close it.
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
  return (
    <DialogTrigger>
      <AriaButton className={styles.trigger}>{trigger}</AriaButton>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                {children}
                <div className={styles.actions}>
                  <Button onPress={close}>Close</Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}
