import { z } from 'zod';
import { londonToday } from '../dates.ts';
import { CARD_MESSAGES as M } from './cardMessages.ts';
import { CARD_TYPES, cardDigits, detectCardType, expiryYears, startYears } from './cardType.ts';

/** A card's month as `YYYY-MM`, and London's month now: they compare as text. */
const cardMonth = (month: number, year: number): string => `${year}-${String(month).padStart(2, '0')}`;
const londonMonth = (now: string): string => londonToday(now).slice(0, 7);

const holderName = z
  .string()
  .trim()
  .min(1, M.holderNameRequired)
  .min(2, M.holderNameLength)
  .max(61, M.holderNameLength)
  .regex(/^\p{L}/u, M.holderNameStart)
  .regex(/^[\p{L}\-'. ]*$/u, M.holderNameCharacters);

/** Length and characters are checked as typed; the value that leaves the form is digits only. */
const cardNumber = z
  .string()
  .min(1, M.cardNumberRequired)
  .min(13, M.cardNumberLength)
  .max(23, M.cardNumberLength)
  .regex(/^[\d -]*$/, M.cardNumberCharacters)
  // Scheme numbers are 12 to 19 digits; separators alone must not reach the length limit.
  .refine((value) => /^\d{12,19}$/.test(cardDigits(value)), M.cardNumberDigits)
  .transform(cardDigits);

const securityNumber = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z
      .string()
      .min(1, M.securityNumberRequired)
      .regex(/^\d{3,4}$/, M.securityNumberFormat),
  );

/** A number chosen from a list: nothing chosen says what to choose, a bad value says the range. */
const chosen = (required: string, invalid: string) =>
  z.number({
    error: (issue) => (issue.input === undefined || Number.isNaN(issue.input) ? required : invalid),
  });

const month = (required: string, invalid: string) =>
  chosen(required, invalid).int(invalid).min(1, invalid).max(12, invalid);

const expiryMonthYear = (now: string | undefined) =>
  z
    .object({
      month: month(M.expiryMonthRequired, M.expiryMonth),
      year: chosen(M.expiryYearRequired, M.expiryYear).int(M.expiryYear),
    })
    .superRefine((value, ctx) => {
      if (now === undefined) return;
      if (!expiryYears(now).includes(value.year)) {
        ctx.addIssue({ code: 'custom', path: ['year'], message: M.expiryYear });
        return;
      }
      // A card is good until the last moment of its expiry month.
      if (cardMonth(value.month, value.year) < londonMonth(now)) {
        ctx.addIssue({ code: 'custom', path: ['month'], message: M.expired });
      }
    });

const startMonthYear = (now: string | undefined) =>
  z
    .object({
      month: month(M.startMonthRequired, M.startMonth),
      year: z.number(M.startYear).int(M.startYear),
    })
    .superRefine((value, ctx) => {
      if (now === undefined) return;
      if (!startYears(now).includes(value.year)) {
        ctx.addIssue({ code: 'custom', path: ['year'], message: M.startYear });
        return;
      }
      // A card that starts this month has already started; one starting next month has not.
      if (cardMonth(value.month, value.year) > londonMonth(now)) {
        ctx.addIssue({ code: 'custom', path: ['month'], message: M.startNotPast });
      }
    });

const addressLine = z.string().trim().max(100, M.addressTooLong);

const billingAddress = z
  .object({
    line1: addressLine,
    line2: addressLine,
    postCode: z.string().trim().max(10, M.addressIncomplete),
    country: addressLine,
    ukbillingAddress: z.boolean(),
    emailAddress: z.union([z.literal(''), z.email(M.email).max(254, M.email)]).optional(),
  })
  .superRefine((address, ctx) => {
    const parts = [address.line1, address.line2, address.postCode, address.country];
    if (parts.some((part) => part.length === 0)) {
      ctx.addIssue({ code: 'custom', path: [], message: M.addressIncomplete });
    }
  });

/**
 * The card form with every rule a card number, expiry and security code must meet.
 *
 * `now` is server time (ISO 8601); the year lists and the expired / not-yet-started checks
 * hang on it in Europe/London. Without `now` only the time-free rules run, which is what a
 * route declares as its body schema (OpenAPI) before the handler re-checks with server time.
 * The output carries the card number as digits only and the card type detected from it,
 * whatever type the browser claimed.
 */
export const cardFormSchema = (now?: string) =>
  z
    .object({
      cardInYourName: z.boolean(),
      holderName,
      title: z.string().trim().min(1, M.titleRequired).max(20, M.titleRequired),
      cardNumber,
      securityNumber,
      hasCardPermission: z.boolean(),
      expiryMonthYear: expiryMonthYear(now),
      startMonthYear: startMonthYear(now).optional(),
      issueNumber: z
        .string()
        .trim()
        .regex(/^\d{0,2}$/, M.issueNumberFormat)
        .optional(),
      cardType: z.enum(CARD_TYPES),
      billingAddress,
    })
    .superRefine((card, ctx) => {
      if (!card.cardInYourName && !card.hasCardPermission) {
        ctx.addIssue({ code: 'custom', path: ['hasCardPermission'], message: M.permissionRequired });
      }
      // Maestro needs one of the two; a start date alone makes the issue number optional.
      const hasIssue = (card.issueNumber ?? '').length > 0;
      if (detectCardType(card.cardNumber) === 'maestro' && !hasIssue && !card.startMonthYear) {
        ctx.addIssue({ code: 'custom', path: ['issueNumber'], message: M.startOrIssueRequired });
      }
    })
    .transform((card) => ({ ...card, cardType: detectCardType(card.cardNumber) }));

/** What the card form holds while the customer types. */
export type CardFormInput = z.input<ReturnType<typeof cardFormSchema>>;
/** A card that passed every rule: digits-only number, detected type, stripped security number. */
export type ValidCard = z.output<ReturnType<typeof cardFormSchema>>;
