import { useEffect, useState } from 'react';

/** The spec's delay before the "correct invalid fields" message shows under the buttons. */
const FLASH_DELAY_MS = 200;
export const INVALID_FORM_MESSAGE = 'Please correct invalid fields above before continuing';

/**
 * The flash message after a failed submit: pass a value that changes on every failed submit
 * (the submit count) and whether the form is still invalid.
 */
export function useInvalidFlash(failedSubmits: number, invalid: boolean): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    setShown(false);
    if (failedSubmits === 0) return;
    const timer = setTimeout(() => setShown(true), FLASH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [failedSubmits]);
  return shown && invalid;
}
