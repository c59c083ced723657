import { z } from 'zod';

export { EMAIL_CHECK_MESSAGE, EMAIL_CHECK_PATH, EMAIL_CHECK_TIMEOUT_MS } from './emailCheck.ts';

/** POST notification/validate: does this address look able to receive our emails? */
export const emailCheckRequest = z.object({ email: z.string().min(3).max(254) });
export const emailCheckResponse = z.object({ emailExists: z.boolean() });
