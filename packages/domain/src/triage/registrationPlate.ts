/**
 * Spaces removed and upper-cased before the pattern is checked, as the spec stores it. Apart from
 * the lookup schemas (triageApi.ts) so the triage screen can show and check a plate without
 * loading the schema library.
 */
export const normaliseRegistration = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
