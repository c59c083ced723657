import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { useShell } from '../app/ShellContext.tsx';
import { Button } from './Button.tsx';
import styles from './Modal.module.css';

/**
 * "Where to find your policy number": a text explanation rather than the old image, so it
 * reads the same to everyone. Escape, the close button and a click outside all close it.
 */
export function PolicyNumberModal() {
  const { brandSettings } = useShell();
  return (
    <DialogTrigger>
      <AriaButton className={styles.trigger}>Where to find your policy number</AriaButton>
      <ModalOverlay className={styles.overlay} isDismissable>
        <Modal className={styles.modal}>
          <Dialog className={styles.dialog}>
            {({ close }) => (
              <>
                <Heading slot="title" className={styles.title}>
                  Where to find your policy number
                </Heading>
                <p>Your policy number is printed near the top of the first page of your policy documents.</p>
                <p>
                  It is also in the subject line of the emails we send you about your policy and in your{' '}
                  {brandSettings.displayName} online account under "My policies".
                </p>
                <p>Most policy numbers are 8 digits long.</p>
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
