import { z } from 'zod';
import { DEPLOYMENT_BRANDS, PARTNER_BRANDS } from '../brands/brand.ts';
import { MESSAGES } from '../rules/messages.ts';
import { PATTERNS } from '../rules/patterns.ts';
import { normaliseRegistration } from './registrationPlate.ts';

// The triage lookups' schemas, both ways; their paths are in triagePaths.ts.

/**
 * The answer for a registration no policy in this store insures. It is outside 0-3, so motor
 * triage treats it like any status it cannot self-serve (web chat or call) and the mileage
 * lookup reads it as EXCEPTION.
 */
export const POLICY_STATUS_NOT_FOUND = 4;

export const policyStatusRequest = z.object({
  registration: z
    .string()
    .max(20)
    .transform(normaliseRegistration)
    .pipe(z.string().regex(PATTERNS.registration, MESSAGES.registrationInvalid)),
});
export type PolicyStatusRequest = z.input<typeof policyStatusRequest>;

export const policyStatusResponse = z.object({ policyStatus: z.number().int().min(0) });
export type PolicyStatusResponse = z.infer<typeof policyStatusResponse>;

const TRIAGE_BRANDS: readonly string[] = [...DEPLOYMENT_BRANDS, ...PARTNER_BRANDS];

export const homePolicyRequest = z.object({
  /** Unique Property Reference Number of the chosen address. */
  uprn: z.string().regex(/^\d{1,12}$/, 'UPRN is invalid'),
  /** The deployment brand, or the partner (RBS, NATWEST) the customer came through. */
  brand: z
    .string()
    .max(20)
    .transform((value) => value.trim().toUpperCase())
    .pipe(z.string().refine((value) => TRIAGE_BRANDS.includes(value), 'Brand is invalid')),
});
export type HomePolicyRequest = z.input<typeof homePolicyRequest>;

export const homePolicyResponse = z.object({ policyFound: z.boolean() });
export type HomePolicyResponse = z.infer<typeof homePolicyResponse>;
