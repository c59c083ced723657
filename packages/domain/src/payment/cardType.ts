import { londonYear } from '../dates.ts';

/** Card schemes the card form knows. */
export const CARD_TYPES = ['mastercard', 'amex', 'visa', 'maestro', 'unknown'] as const;
export type CardType = (typeof CARD_TYPES)[number];

/**
 * Card type by number prefix, longest prefix first so 639 wins over any shorter rule.
 * Ranges are spelt out rather than computed so the table reads like the spec.
 */
export const CARD_PREFIXES: ReadonlyArray<readonly [prefix: string, type: CardType]> = [
  ['639', 'maestro'],
  ['51', 'mastercard'],
  ['52', 'mastercard'],
  ['53', 'mastercard'],
  ['54', 'mastercard'],
  ['55', 'mastercard'],
  ['34', 'amex'],
  ['37', 'amex'],
  ['50', 'maestro'],
  ['56', 'maestro'],
  ['57', 'maestro'],
  ['58', 'maestro'],
  ['67', 'maestro'],
  ['4', 'visa'],
];

/** The digits of a card number as typed (spaces and hyphens dropped). */
export const cardDigits = (input: string): string => input.replace(/\D/g, '');

export const detectCardType = (cardNumber: string): CardType => {
  const digits = cardDigits(cardNumber);
  return CARD_PREFIXES.find(([prefix]) => digits.startsWith(prefix))?.[1] ?? 'unknown';
};

/** Amex cards are printed 4-6-5; every other scheme in groups of four. */
const GROUPS: Record<CardType, readonly number[] | 'fours'> = {
  amex: [4, 6],
  mastercard: 'fours',
  visa: 'fours',
  maestro: 'fours',
  unknown: 'fours',
};

/** Formats as the customer types: `4111111111111111` → `4111 1111 1111 1111`. */
export const formatCardNumber = (input: string): string => {
  const digits = cardDigits(input);
  const groups = GROUPS[detectCardType(digits)];
  if (groups === 'fours') return digits.match(/.{1,4}/g)?.join(' ') ?? '';
  const parts: string[] = [];
  let rest = digits;
  for (const size of groups) {
    if (rest.length === 0) break;
    parts.push(rest.slice(0, size));
    rest = rest.slice(size);
  }
  if (rest.length > 0) parts.push(rest);
  return parts.join(' ');
};

/** Length of the masked number per scheme, so a masked Amex still looks like an Amex. */
const MASK_LENGTH: Record<CardType, number> = {
  amex: 15,
  mastercard: 16,
  visa: 16,
  maestro: 16,
  unknown: 16,
};

/**
 * Masks a card for display from its last four digits only: the full number is never needed
 * (nor kept) after validation. `maskCardNumber('1111', 'visa')` → `**** **** **** 1111`.
 */
export const maskCardNumber = (last4: string, type: CardType): string => {
  const tail = cardDigits(last4).slice(-4);
  const hidden = '*'.repeat(Math.max(MASK_LENGTH[type] - tail.length, 0));
  const masked = hidden + tail;
  const groups = GROUPS[type];
  if (groups === 'fours') return masked.match(/.{1,4}/g)?.join(' ') ?? '';
  return [masked.slice(0, 4), masked.slice(4, 10), masked.slice(10)].join(' ');
};

/** Expiry year choices: the current year and the nine after it (ten in all). */
export const expiryYears = (now: string): number[] => {
  const year = londonYear(now);
  return Array.from({ length: 10 }, (_, index) => year + index);
};

/** Start year choices: the current year and the four before it, newest first. */
export const startYears = (now: string): number[] => {
  const year = londonYear(now);
  return Array.from({ length: 5 }, (_, index) => year - index);
};
