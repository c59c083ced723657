import { addSeconds } from 'date-fns';

/** A clock the test moves by hand, so expiry and back-off never depend on the wall clock. */
export function testClock(start: string | Date = '2026-03-10T10:00:00.000Z') {
  let current = new Date(start);
  const advance = (seconds: number): void => {
    current = addSeconds(current, seconds);
  };
  return {
    now: (): Date => current,
    advance,
    /** The name older suites use for `advance`. */
    advanceSeconds: advance,
  };
}
export type TestClock = ReturnType<typeof testClock>;
