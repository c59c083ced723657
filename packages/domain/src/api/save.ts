import { z } from 'zod';
import { DEPLOYMENT_BRANDS, PRODUCTS } from '../brands/brand.ts';

/** Largest accepted save body; anything bigger is refused before parsing. */
export const SAVE_BODY_LIMIT_BYTES = 64 * 1024;

/**
 * POST {form}/save body. `answers` are checked against the form's journey definition
 * by the same domain rules the browser runs; this envelope only fixes the outer shape.
 */
export const saveRequest = z.object({
  brand: z.enum(DEPLOYMENT_BRANDS),
  product: z.enum(PRODUCTS),
  partner: z.string().max(20).optional(),
  answers: z.record(z.string().max(64), z.unknown()),
  /** The solved robot check (an ALTCHA payload) on forms that ask for one. */
  botCheck: z.string().max(4096).optional(),
});
export type SaveRequest = z.infer<typeof saveRequest>;

/** A non-empty list means success; it holds the stored request's reference. */
export const saveResponse = z.array(z.string()).min(1);
export type SaveResponse = z.infer<typeof saveResponse>;

/**
 * The browser names each review-page submit with a key it keeps across retries, so a save that
 * reached the server before the connection dropped is answered again, not made twice.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/);
