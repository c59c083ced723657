/**
 * Triage is shown before every journey (request-journeys.md §2), so a journey starts there.
 * Kept here rather than imported from the journey engine so the shell's first chunk stays small.
 */
export const journeyStartPath = (form: string) => `/${form}/request/triage`;
