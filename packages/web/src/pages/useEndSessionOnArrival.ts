import { useEffect } from 'react';
import { endSession } from '../session/sessionStorageKeys.ts';

/** Pages that close a journey log out and clear session storage as soon as they show. */
export function useEndSessionOnArrival(): void {
  useEffect(() => {
    void endSession();
  }, []);
}
