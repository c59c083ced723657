import { useEffect, useRef } from 'react';
import styles from '../accept.module.css';

const FRAME_NAME = 'device-data-collection';

/** The collection page answers `{ MessageType: 'profile.completed', SessionId }`, as text or an object. */
function sessionIdFrom(data: unknown): string | null {
  let message = data;
  if (typeof data === 'string') {
    try {
      message = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof message !== 'object' || message === null) return null;
  const { MessageType, SessionId } = message as Record<string, unknown>;
  return MessageType === 'profile.completed' && typeof SessionId === 'string' && SessionId ? SessionId : null;
}

/**
 * The hidden device data collection frame that runs before a payment: a form posts the signed
 * token (and the card's first six digits) into it, and the card provider's page hands back the
 * reference the payment must carry. Only messages from the collection page's origin count.
 */
export function DeviceDataCollection({
  url,
  jwt,
  bin,
  onReference,
}: {
  url: string;
  jwt: string;
  bin: string;
  onReference(reference: string): void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const report = useRef(onReference);
  report.current = onReference;

  useEffect(() => {
    const origin = new URL(url).origin;
    const listen = (event: MessageEvent) => {
      if (event.origin !== origin) return;
      const reference = sessionIdFrom(event.data);
      if (reference) report.current(reference);
    };
    window.addEventListener('message', listen);
    formRef.current?.submit();
    return () => window.removeEventListener('message', listen);
  }, [url]);

  return (
    <>
      <iframe
        name={FRAME_NAME}
        title="Card check"
        className={styles.hiddenFrame}
        aria-hidden="true"
        tabIndex={-1}
      />
      <form ref={formRef} method="post" action={url} target={FRAME_NAME} hidden>
        <input type="hidden" name="JWT" value={jwt} />
        {bin && <input type="hidden" name="Bin" value={bin} />}
      </form>
    </>
  );
}
