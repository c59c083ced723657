import type { PatternName } from './ruleRef.ts';

/**
 * The named patterns answers are checked against.
 * "Letters" means any Unicode letter (with combining marks), so Zoë and Siân can write their
 * names; the spec's punctuation lists are kept exactly.
 */

const LETTER = String.raw`\p{L}\p{M}`;

/** Current (AB12CDE), prefix (A123BCD), suffix (ABC123D), dateless and Northern Irish (ABC123, 1234AB). */
const REGISTRATION_FAMILIES = {
  current: /^[A-Z]{2}\d{2}[A-Z]{3}$/,
  prefix: /^[A-Z]\d{1,3}[A-Z]{3}$/,
  suffix: /^[A-Z]{3}\d{1,3}[A-Z]$/,
  datelessLettersFirst: /^[A-Z]{1,3}\d{1,4}$/,
  datelessDigitsFirst: /^\d{1,4}[A-Z]{1,3}$/,
  diplomatic: /^\d{3}[DX]\d{3}$/,
  guernsey: /^\d{1,5}$/,
  jersey: /^J\d{1,6}$/,
} as const satisfies Record<string, RegExp>;
export type RegistrationFamily = keyof typeof REGISTRATION_FAMILIES;

const registrationSource = Object.values(REGISTRATION_FAMILIES)
  .map((family) => family.source.slice(1, -1))
  .join('|');

export const PATTERNS = {
  name: new RegExp(`^[${LETTER} ,.'-]+$`, 'u'),
  // Two or more parts separated by spaces, each made of name characters.
  fullName: new RegExp(`^[${LETTER},.'-]+(?: +[${LETTER},.'-]+)+$`, 'u'),
  // A whole number, written plain or grouped in thousands as people write it (6000 or 6,000).
  number: /^(?:0|[1-9]\d*|[1-9]\d{0,2}(?:,\d{3})+)$/,
  ukPhone: /^(?:0[1-689]\d{8,9}|07\d{9})$/,
  mobile: /^07\d{9}$/,
  garageName: new RegExp(`^[${LETTER}\\d ,.'-]+$`, 'u'),
  // Area, district and inward code (plus the GIR 0AA special), one optional space.
  postcode:
    /^(?:GIR ?0AA|(?:[A-Z]\d{1,2}|[A-Z][A-HJ-Y]\d{1,2}|[A-Z]\d[A-Z]|[A-Z][A-HJ-Y]\d[A-Z]) ?\d[A-Z]{2})$/i,
  registration: new RegExp(`^(?:${registrationSource})$`, 'i'),
  // Line breaks are allowed beside the space so a textarea answer can have paragraphs.
  freeText: new RegExp(`^[${LETTER}\\d \\r\\n!?;:/_,.'-]+$`, 'u'),
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  digits: /^\d+$/,
} as const satisfies Record<PatternName, RegExp>;

/** Patterns whose values are matched (and stored) with every space removed. */
export const SPACELESS_PATTERNS: ReadonlySet<PatternName> = new Set([
  'registration',
  'ukPhone',
  'mobile',
  'digits',
]);

/** Which registration family a (space-stripped, upper-cased) registration belongs to, if any. */
export function registrationFamily(registration: string): RegistrationFamily | null {
  const plate = registration.replace(/\s+/g, '').toUpperCase();
  const entry = Object.entries(REGISTRATION_FAMILIES).find(([, family]) => family.test(plate));
  return entry ? (entry[0] as RegistrationFamily) : null;
}

/** Tests a value against a named pattern the way the rule checker does (trim, strip spaces). */
export function matchesPattern(pattern: PatternName, value: string): boolean {
  const trimmed = value.trim();
  const candidate = SPACELESS_PATTERNS.has(pattern) ? trimmed.replace(/\s+/g, '') : trimmed;
  return PATTERNS[pattern].test(candidate);
}
