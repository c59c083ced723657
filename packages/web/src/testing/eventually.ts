import { vi } from 'vitest';

/**
 * Retries the check until it passes, for as long as the suite's other waits (Testing Library's and
 * expect.poll's, 60 s in vitest.config.ts and domSetup.ts): vi.waitFor gives up after one second,
 * and a busy CI machine took longer than that to sign a fake staff member in. A wait ends on what
 * it checks, never on the clock; the limit only stops a hang.
 */
export const eventually = <T>(check: () => T | Promise<T>): Promise<T> =>
  vi.waitFor(check, { timeout: 60_000, interval: 20 });
