/**
 * Registrations are looked up without spaces and in capitals (spaces
 * stripped), so "ya19 kxr" finds YA19KXR. Only the characters a UK plate can hold
 * are accepted; the journey's own registration pattern judges the exact format.
 */
const PLATE_CHARACTERS = /^[A-Z0-9]{2,8}$/;

/** The registration as stored, or `null` when it cannot be a UK registration. */
export function normaliseRegistration(input: string): string | null {
  const compact = input.replace(/\s+/g, '').toUpperCase();
  return PLATE_CHARACTERS.test(compact) ? compact : null;
}
