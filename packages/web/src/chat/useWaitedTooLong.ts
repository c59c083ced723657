import { useEffect, useState } from 'react';

/** True once `waiting` has held for `limitMs` without a break (a customer is never left waiting without an alternative). */
export function useWaitedTooLong(waiting: boolean, limitMs: number): boolean {
  const [tooLong, setTooLong] = useState(false);
  useEffect(() => {
    setTooLong(false);
    if (!waiting) return;
    const timer = setTimeout(() => setTooLong(true), limitMs);
    return () => clearTimeout(timer);
  }, [waiting, limitMs]);
  return tooLong;
}
