/**
 * The email check's facts apart from its schemas (notification.ts): the text field shows the
 * message and the call waits this long, and neither needs a schema built to know it.
 */
export const EMAIL_CHECK_PATH = 'notification/validate';
/** The browser waits this long for the answer, then lets the customer carry on. */
export const EMAIL_CHECK_TIMEOUT_MS = 10_000;
export const EMAIL_CHECK_MESSAGE = 'That email address does not appear to be valid.';
