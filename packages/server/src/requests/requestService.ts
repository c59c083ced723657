import { randomBytes } from 'node:crypto';
import type { SaveRequest } from '@portal/domain/api/save';
import { brandSettings, isPartnerBrand } from '@portal/domain/brands/registry';
import { addDaysIso, londonToday } from '@portal/domain/dates';
import type { FieldError } from '@portal/domain/errors';
import { type FormCode, ROUTE_DATA } from '@portal/domain/forms';
import { toSaveRecord, validateJourney } from '@portal/domain/journeys/engine';
import { hasJourney, loadJourney } from '@portal/domain/journeys/registry';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { policies } from '../db/schema/policies.ts';
import { requests } from '../db/schema/requests.ts';
import { requestReceivedEmail } from '../email/confirmationEmail.ts';
import { enqueueEmail } from '../email/outboxRepository.ts';
import { type BrandUrl, createQuoteForRequest } from '../quotes/quoteService.ts';
import { DUE_DAYS } from './staticDataService.ts';

export type SaveOutcome =
  | { ok: true; reference: string }
  | { ok: false; errorCode: 'FORM_NOT_ALLOWED' }
  | { ok: false; errorCode: 'VALIDATION_ERROR'; fields: FieldError[] };

const newReference = () => `REQ-${randomBytes(5).toString('hex').toUpperCase()}`;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Saving a request: the same journey engine the browser ran judges every answer again (the
 * server never trusts the browser); a valid request is stored, normalised, together with its
 * confirmation email in one transaction.
 */
export function createRequestService(db: Db, clock: () => Date, brandUrl: BrandUrl) {
  return {
    async save(form: FormCode, body: SaveRequest): Promise<SaveOutcome> {
      // The browser's guards already keep customers away; the server enforces the same list.
      if (!hasJourney(form) || !brandSettings(body.brand).allowedForms.includes(form))
        return { ok: false, errorCode: 'FORM_NOT_ALLOWED' };
      const journey = await loadJourney(form);
      const now = clock();
      const ctx: RuleContext = {
        form,
        brand: body.brand,
        partner: body.partner && isPartnerBrand(body.partner) ? body.partner : undefined,
        product: body.product,
        now: now.toISOString(),
        due: addDaysIso(londonToday(now.toISOString()), DUE_DAYS),
        answers: body.answers,
      };
      const { errors } = validateJourney(journey, body.answers, ctx);
      if (errors.length > 0) return { ok: false, errorCode: 'VALIDATION_ERROR', fields: errors };

      const details = toSaveRecord(journey, body.answers, ctx);
      const reference = newReference();
      await db.transaction(async (tx) => {
        const [policy] = await tx
          .select({ id: policies.id })
          .from(policies)
          .where(eq(policies.policyNumber, text(details.policyNumber).replace(/\D/g, '')))
          .limit(1);
        const [stored] = await tx
          .insert(requests)
          .values({
            reference,
            form,
            brand: body.brand,
            product: body.product,
            policyId: policy?.id ?? null,
            details,
            createdAt: now,
          })
          .returning({ id: requests.id });
        const holder = (details.policyHolder ?? {}) as Record<string, unknown>;
        const recipient = text(holder.email);
        const firstName = text(holder.firstName) || 'customer';
        // Quote journeys on a known policy are priced now; the quote email replaces the receipt.
        const quoted =
          ROUTE_DATA[form].amendHasQuote && policy
            ? await createQuoteForRequest(
                tx,
                {
                  requestId: stored!.id,
                  form,
                  brand: body.brand,
                  product: body.product,
                  policyId: policy.id,
                  details,
                  recipient,
                  firstName,
                  now,
                },
                brandUrl,
              )
            : { kind: 'not-priced' as const };
        if (quoted.kind !== 'quote') {
          await enqueueEmail(
            tx,
            requestReceivedEmail({
              brand: body.brand,
              form,
              reference,
              recipient,
              firstName,
              referred: quoted.kind === 'referral',
            }),
            now,
          );
        }
      });
      return { ok: true, reference };
    },
  };
}
export type RequestService = ReturnType<typeof createRequestService>;
