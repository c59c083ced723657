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
  'postCode',
] as const;

const monthOrYear = (message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d{1,4}$/, message)
    .transform(Number);

/** What the secure form posts: text fields only; a postcode for the billing check. */
const posted = z.object({
  holderName: z.string().max(100),
  cardNumber: z.string().max(40),
  expiryMonth: monthOrYear(M.expiryMonth),
  expiryYear: monthOrYear(M.expiryYear),
  securityNumber: z.string().max(10),
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
  const { postCode, expiryMonth, expiryYear, ...card } = form.data;
  const input: CardFormInput = {
    ...card,
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

/** Errors keyed by the secure form's own field names (expiry month and year map to their inputs). */
function issuesOf(error: z.ZodError): { field: string; message: string }[] {
  return error.issues.map((issue) => {
    const [first, second] = issue.path.map(String);
    const field =
      first === 'expiryMonthYear' ? (second === 'year' ? 'expiryYear' : 'expiryMonth') : (first ?? '');
    return { field, message: issue.message };
  });
}
