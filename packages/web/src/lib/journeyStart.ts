/**
 * Triage is shown before every journey, so a journey starts there.
 * Kept here rather than imported from the journey engine so the shell's first chunk stays small.
 */
export const journeyStartPath = (form: string) => `/${form}/request/triage`;
