import { DECLINE_MODAL } from '@portal/domain/accept/quoteCopy';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../../design/Button.tsx';
import modalStyles from '../../design/Modal.module.css';

/**
 * "Are you sure you want to decline?" as an alert dialog: focus moves in,
 * Escape and Continue close it and return focus to the Decline button.
 */
export function DeclineModal({
  isOpen,
  onOpenChange,
  onConfirm,
  declining,
  body,
}: {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  onConfirm(): void;
  declining: boolean;
  /** What declining this quote does (declineDialogBody). */
  body: string;
}) {
  return (
    <ModalOverlay className={modalStyles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={modalStyles.modal}>
        <Dialog role="alertdialog" className={modalStyles.dialog}>
          <Heading slot="title" className={modalStyles.title}>
            {DECLINE_MODAL.title}
          </Heading>
          <p>{body}</p>
          <div className={modalStyles.actions}>
            <Button onPress={onConfirm} loading={declining}>
              {DECLINE_MODAL.confirm}
            </Button>
            <Button variant="secondary" onPress={() => onOpenChange(false)}>
              {DECLINE_MODAL.cancel}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
