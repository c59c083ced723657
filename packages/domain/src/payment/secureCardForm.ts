import { z } from 'zod';
import { MESSAGES } from '../rules/messages.ts';
import { PATTERNS } from '../rules/patterns.ts';
import { CARD_MESSAGES as M } from './cardMessages.ts';
import { type CardFormInput, cardFormSchema } from './cardRules.ts';
import { detectCardType } from './cardType.ts';

/** The secure card form's field names, as posted by its HTML form. */
export const SECURE_CARD_FIELDS = [
  'holderName',
  'cardNumber',
  'expiryMonth',
  'expiryYear',
  'securityNumber',
  'startMonth',
  'startYear',
  'issueNumber',
  'postCode',
] as const;

/** Nothing chosen says what to choose; a value that is not a number says the range. */
const monthOrYear = (message: string, required = message) =>
  z
    .string()
    .trim()
    .min(1, required)
    .regex(/^\d{1,4}$/, message)
    .transform(Number);

/** Blank when the customer left it empty (the fields a card may not have). */
const optionalMonthOrYear = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^(\d{1,4})?$/, message)
    .transform((value) => (value ? Number(value) : undefined))
    .optional();

/**
 * What the secure form posts: text fields only; a postcode for the billing check. Maestro cards
 * may carry a start date and an issue number, asked as the portal's own card form asks them.
 */
const posted = z.object({
  holderName: z.string().max(100),
  cardNumber: z.string().max(40),
  expiryMonth: monthOrYear(M.expiryMonth, M.expiryMonthRequired),
  expiryYear: monthOrYear(M.expiryYear, M.expiryYearRequired),
  securityNumber: z.string().max(10),
  startMonth: optionalMonthOrYear(M.startMonth),
  startYear: optionalMonthOrYear(M.startYear),
  issueNumber: z.string().max(10).optional(),
  postCode: z
    .string()
    .trim()
    .min(1, MESSAGES.postcodeRequired)
    .regex(PATTERNS.postcode, MESSAGES.postcodeInvalid),
});

/**
 * The secure card form (speik) asks only what a card check needs: name, number, expiry,
 * security code and the billing postcode (the address check banks make). The card is then
 * judged by the same card rules as the portal's own card form, with server time, so the two
 * ways of paying never disagree; the customer typing it is the cardholder.
 */
export function parseSecureCardForm(body: unknown, now: string) {
  const form = posted.safeParse(body);
  if (!form.success) return { ok: false as const, errors: issuesOf(form.error) };
  const { postCode, expiryMonth, expiryYear, startMonth, startYear, issueNumber, ...card } = form.data;
  const started = startMonth !== undefined || startYear !== undefined;
  const input: CardFormInput = {
    ...card,
    ...(started
      ? { startMonthYear: { month: startMonth ?? Number.NaN, year: startYear ?? Number.NaN } }
      : {}),
    ...(issueNumber?.trim() ? { issueNumber } : {}),
    cardInYourName: true,
    hasCardPermission: true,
    title: 'Cardholder',
    expiryMonthYear: { month: expiryMonth, year: expiryYear },
    cardType: detectCardType(card.cardNumber.replace(/\D/g, '')),
    billingAddress: { line1: 'Postcode check', line2: '-', postCode, country: 'GB', ukbillingAddress: true },
  };
  const valid = cardFormSchema(now).safeParse(input);
  if (!valid.success) return { ok: false as const, errors: issuesOf(valid.error) };
  return { ok: true as const, card: valid.data };
}

/** The card rules' month/year blocks, as the secure form's own month and year inputs. */
const MONTH_YEAR_FIELDS: Record<string, { month: string; year: string }> = {
  expiryMonthYear: { month: 'expiryMonth', year: 'expiryYear' },
  startMonthYear: { month: 'startMonth', year: 'startYear' },
};

/** Errors keyed by the secure form's own field names (month and year blocks map to their inputs). */
function issuesOf(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => {
    const [first = '', second] = issue.path.map(String);
    const block = MONTH_YEAR_FIELDS[first];
    const field = block ? (second === 'year' ? block.year : block.month) : first;
    return { field, message: issue.message };
  });
}
