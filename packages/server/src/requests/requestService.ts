import { randomBytes } from 'node:crypto';
import type { SaveRequest } from '@portal/domain/api/save';
import { brandSettings, isPartnerBrand } from '@portal/domain/brands/registry';
import { addDaysIso, londonToday } from '@portal/domain/dates';
import type { FieldError } from '@portal/domain/errors';
import {
  apiSaveCode,
  type FormCode,
  formCard,
  hasJourney,
  loadJourney,
  ROUTE_DATA,
} from '@portal/domain/forms';
import { identityClaim } from '@portal/domain/identity/identity';
import { validateJourney } from '@portal/domain/journeys/engine';
import { successBody } from '@portal/domain/journeys/outcome';
import { propertyReferences } from '@portal/domain/journeys/propertyReferences';
import { savedRequestSchema } from '@portal/domain/journeys/savedRequest';
import { toSaveRecord } from '@portal/domain/journeys/saveRecord';
import { MESSAGES } from '@portal/domain/rules/messages';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import type { BotCheck } from '../botCheck/botCheck.ts';
import type { Db } from '../db/database.ts';
import { type InsertStep, idOf, insertAsOneStatement } from '../db/oneStatement.ts';
import { requests } from '../db/schema/requests.ts';
import { changeRequestedNotice, requestReceivedEmail } from '../email/confirmationEmail.ts';
import { outboxInsert } from '../email/outboxRepository.ts';
import type { FileStore } from '../files/fileStore.ts';
import type { IdentityService } from '../identity/identityService.ts';
import type { AddressProvider } from '../lookups/addressProvider.ts';
import { type BrandUrl, priceQuote, quoteInserts } from '../quotes/quoteService.ts';
import { uniqueAddresses } from '../quotes/recipient.ts';
import type { PortalSession } from '../sessions/sessionService.ts';
import { checkPropertyReferences } from './propertyReferences.ts';
import { applyRenewalSetting, renewalSettlement } from './renewalSettings.ts';
import { answersWithUploads, storeUploads } from './requestDocuments.ts';
import { DUE_DAYS } from './staticDataService.ts';
import type { UploadBatch } from './uploads.ts';

export type SaveOutcome =
  | { ok: true; reference: string }
  | {
      ok: false;
      errorCode: 'FORM_NOT_ALLOWED' | 'BRAND_MISMATCH' | 'IDENTITY_NOT_MATCHED' | 'IDENTITY_LOCKED';
    }
  | { ok: false; errorCode: 'VALIDATION_ERROR'; fields: FieldError[] };

export interface SaveInput {
  /** The name the save was called by (cov, gcov, edocs-home…): it must be the one the form picks. */
  callName: string;
  form: FormCode;
  body: SaveRequest;
  session: PortalSession;
  /** Files of a multipart save; absent for a JSON save. */
  uploads?: UploadBatch | undefined;
}

const newReference = () => `REQ-${randomBytes(5).toString('hex').toUpperCase()}`;

/**
 * Saving a request: the same journey engine the browser ran judges every answer again (the
 * server never trusts the browser), the answers must identify the customer's own policy on
 * the host's brand, and a valid request is stored, normalised, together with its emails in
 * one transaction.
 */
export function createRequestService(
  db: Db,
  clock: () => Date,
  brandUrl: BrandUrl,
  identity: IdentityService,
  files: FileStore,
  botCheck: BotCheck,
  addresses: AddressProvider,
) {
  return {
    async save({ callName, form, body: sent, session, uploads }: SaveInput): Promise<SaveOutcome> {
      // The brand is the session's, which is the host's: a body naming another is refused.
      const brand = session.brand;
      const settings = brandSettings(brand);
      if (sent.brand !== brand || (sent.partner && !settings.partnerBrands.includes(sent.partner)))
        return { ok: false, errorCode: 'BRAND_MISMATCH' };
      // The browser's guards already keep customers away; the server enforces the same list.
      // Forms only an agent may take on this brand are refused here as in the browser.
      if (
        !hasJourney(form) ||
        !settings.allowedForms.includes(form) ||
        formCard(form).agentOnlyOn?.includes(brand)
      )
        return { ok: false, errorCode: 'FORM_NOT_ALLOWED' };
      if (callName !== apiSaveCode(form, { ...sent, policyNumber: sent.answers.policyNumber }))
        return { ok: false, errorCode: 'FORM_NOT_ALLOWED' };
      const journey = await loadJourney(form);
      // Documents are what arrived, judged by their bytes: never what the answers claim.
      const withFiles = answersWithUploads(journey, sent.answers, uploads);
      if (!withFiles.ok) return { ok: false, errorCode: 'VALIDATION_ERROR', fields: [withFiles.error] };
      const body = { ...sent, answers: withFiles.answers };
      const now = clock();
      const ctx: RuleContext = {
        form,
        brand,
        partner: body.partner && isPartnerBrand(body.partner) ? body.partner : undefined,
        product: body.product,
        now: now.toISOString(),
        due: addDaysIso(londonToday(now.toISOString()), DUE_DAYS),
        answers: body.answers,
      };
      const { errors } = validateJourney(journey, body.answers, ctx);
      if (errors.length > 0) return { ok: false, errorCode: 'VALIDATION_ERROR', fields: errors };
      const unheld = await checkPropertyReferences(addresses, propertyReferences(journey, body.answers, ctx));
      if (unheld.length > 0) return { ok: false, errorCode: 'VALIDATION_ERROR', fields: unheld };

      // The robot check comes before identity, so a script cannot spend the identity attempts.
      if (formCard(form).botCheck && !(await botCheck.passes(db, sent.botCheck)))
        return {
          ok: false,
          errorCode: 'VALIDATION_ERROR',
          fields: [{ field: 'botCheck', message: MESSAGES.robotCheckRequired }],
        };
      const details = toSaveRecord(journey, body.answers, ctx);
      const identified = await identity.identify({
        session,
        brand,
        form,
        claim: identityClaim(details, body.product),
        now,
      });
      if (!identified.ok) return identified;
      const policy = identified.policy;
      const settled = await renewalSettlement(db, form, details, policy.id, londonToday(now.toISOString()));
      if (!settled.ok)
        return {
          ok: false,
          errorCode: 'VALIDATION_ERROR',
          fields: [{ field: settled.field, message: settled.message }],
        };
      const reference = newReference();
      const holder = savedRequestSchema.parse(details).policyHolder;
      const recipient = holder?.email?.trim() ?? '';
      const firstName = holder?.firstName?.trim() || 'customer';
      // Quote journeys are priced before anything is written, against the policy as it stands;
      // the quote records the version it was priced on. (No form both prices and settles a
      // renewal setting, which would make a new version: renewalSettings.test.ts checks.)
      const priced = ROUTE_DATA[form].amendHasQuote
        ? await priceQuote(
            db,
            { form, brand, product: body.product, policyId: policy.id, details, recipient, firstName, now },
            brandUrl,
          )
        : ({ kind: 'not-priced' } as const);
      // The quote email replaces the receipt; the holder hears of every request at the address
      // on record, not only the one typed.
      const emails = [
        priced.kind === 'quote'
          ? priced.email
          : requestReceivedEmail({
              brand,
              form,
              reference,
              recipient,
              firstName,
              referred: priced.kind === 'referral',
              nextSteps: successBody(journey, body.answers, ctx),
            }),
        ...(uniqueAddresses([recipient, policy.holderEmail]).length > 1
          ? [changeRequestedNotice({ brand, form, policy, reference, now })]
          : []),
      ];
      // Files are written first and removed again if the request is not committed.
      const documents = await storeUploads(files, withFiles.files, now);
      const requestId = idOf('request');
      // The request, its files, its quote or referral and its emails: one statement, atomic alone.
      const inserts: InsertStep[] = [
        {
          name: 'request',
          insert: db
            .insert(requests)
            .values({
              reference,
              form,
              brand,
              product: body.product,
              policyId: policy.id,
              details,
              createdAt: now,
            })
            .returning({ id: requests.id }),
        },
        ...documents.inserts(db, requestId),
        ...quoteInserts(db, priced, requestId, now),
        { name: 'emails', insert: outboxInsert(db, emails, now) },
      ];
      const setting = settled.setting;
      await documents.keepIfCommitted(async () => {
        if (setting)
          // A renewal setting is a new policy version too: both in one transaction.
          await db.transaction(async (tx) => {
            await insertAsOneStatement(tx, inserts, 'request');
            await applyRenewalSetting(tx, policy.id, setting, { reference, form, now });
          });
        else await insertAsOneStatement(db, inserts, 'request');
      });
      return { ok: true, reference };
    },
  };
}
export type RequestService = ReturnType<typeof createRequestService>;
