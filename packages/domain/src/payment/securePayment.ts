import { z } from 'zod';
import type { DeploymentBrand } from '../brands/brand.ts';
import { brandSettings } from '../brands/registry.ts';
import type { FormCode } from '../formCodes.ts';
import { formCard } from '../forms.ts';
import { isOpen } from '../hours.ts';

/**
 * The secure card form ("speik") and the web-chat payment path: the
 * waits, the hours, and how the form's status moves the customer's page.
 */
export const SECURE_PAYMENT_WAITS = {
  /** No message with a uuid from the secure-form frame within this: the web-chat path starts. */
  secureFormMessageMs: 3_000,
  /** Web chat must be available within this, else the payment is postponed. */
  webChatMs: 15_000,
  /** Web chat display delay: how often availability is asked while waiting. */
  webChatDisplayDelayMs: 1_000,
  /** The spec's status poll interval and wait are "not shown": every 3 s, for up to 20 minutes. */
  statusPollMs: 3_000,
  statusMaxWaitMs: 20 * 60_000,
} as const;
export type SecurePaymentWaits = { [K in keyof typeof SECURE_PAYMENT_WAITS]: number };

/**
 * The test seam: browser tests shorten the waits by storing JSON under this session key before
 * the page loads. A value can only shorten a wait, never lengthen it, so it changes nothing a
 * customer could exploit; anything unreadable is ignored.
 */
export const WAITS_OVERRIDE_KEY = 'mta-test-waits';
export function securePaymentWaits(override: string | null): SecurePaymentWaits {
  const shorter = (most: number) => z.number().int().min(0).max(most).optional();
  const schema = z.object({
    secureFormMessageMs: shorter(SECURE_PAYMENT_WAITS.secureFormMessageMs),
    webChatMs: shorter(SECURE_PAYMENT_WAITS.webChatMs),
    webChatDisplayDelayMs: shorter(SECURE_PAYMENT_WAITS.webChatDisplayDelayMs),
    statusPollMs: shorter(SECURE_PAYMENT_WAITS.statusPollMs),
    statusMaxWaitMs: shorter(SECURE_PAYMENT_WAITS.statusMaxWaitMs),
  });
  let parsed: z.infer<typeof schema> = {};
  try {
    parsed = schema.parse(JSON.parse(override ?? '{}'));
  } catch {
    parsed = {};
  }
  return {
    ...SECURE_PAYMENT_WAITS,
    ...Object.fromEntries(Object.entries(parsed).filter(([, v]) => v !== undefined)),
  };
}

/** Payment frame height (the 3-D Secure frame page is 450 px). */
export const SECURE_FORM_FRAME_HEIGHT = 470;

/** Whether the brand's secure card form is open now ("Secure payment closing hours"). */
export const securePaymentOpen = (brand: DeploymentBrand, nowIso: string): boolean =>
  isOpen(nowIso, brandSettings(brand).hours.securePaymentHours);

/** What a secure-form session has come to; the agent sees only this, never the card. */
export const SECURE_FORM_STATES = ['WAITING', 'TAKEN', 'DECLINED'] as const;
export type SecureFormState = (typeof SECURE_FORM_STATES)[number];

/** speik/status answers text: SUCCESS once the gateway took the payment, otherwise WAITING. */
export type SpeikStatus = 'SUCCESS' | 'WAITING';
export const speikStatusOf = (state: SecureFormState | undefined): SpeikStatus =>
  state === 'TAKEN' ? 'SUCCESS' : 'WAITING';

/**
 * One poll of speik/status, numbered from 1. SUCCESS on the first poll counts as an error (a
 * payment finished before the page asked is not this page's); a later SUCCESS is paid; WAITING
 * waits until the wait runs out; any other answer is an error.
 */
export function speikPollStep(poll: number, answer: string, elapsedMs: number): 'wait' | 'paid' | 'error' {
  if (answer === 'SUCCESS') return poll > 1 ? 'paid' : 'error';
  if (answer === 'WAITING' && elapsedMs < SECURE_PAYMENT_WAITS.statusMaxWaitMs) return 'wait';
  return 'error';
}

/** Web-chat agent data marks the customer. */
export const verificationMark = (identified: boolean) =>
  identified ? 'VERIFIED: Check Auth' : 'NOT VERIFIED';

/** Whether a form's payment may be postponed when no agent can take it (mor never may). */
export const paymentPostponable = (form: FormCode): boolean => formCard(form).accept?.postponable !== false;
