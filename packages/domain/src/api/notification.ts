import { z } from 'zod';

/** POST notification/validate: does this address look able to receive our emails? (request-journeys.md §7) */
export const emailCheckRequest = z.object({ email: z.string().min(3).max(254) });
export const emailCheckResponse = z.object({ emailExists: z.boolean() });

export const EMAIL_CHECK_PATH = 'notification/validate';
/** The browser waits this long for the answer, then lets the customer carry on. */
export const EMAIL_CHECK_TIMEOUT_MS = 10_000;
export const EMAIL_CHECK_MESSAGE = 'That email address does not appear to be valid.';
