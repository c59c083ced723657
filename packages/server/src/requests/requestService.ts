import { randomBytes } from 'node:crypto';
import type { SaveRequest } from '@portal/domain/api/save';
import { brandSettings, isAgentOnly, isPartnerBrand } from '@portal/domain/brands/registry';
import { addDaysIso, londonToday } from '@portal/domain/dates';
import type { FieldError } from '@portal/domain/errors';
import type { FormCode } from '@portal/domain/formCodes';
import { apiSaveCode, formCard, hasJourney, ROUTE_DATA } from '@portal/domain/forms';
import { identityClaim } from '@portal/domain/identity/identity';
import { validateJourney } from '@portal/domain/journeys/engine';
import { propertyReferences } from '@portal/domain/journeys/propertyReferences';
import { savedRequestSchema } from '@portal/domain/journeys/savedRequest';
import type { SettleOutcome } from '@portal/domain/policy/renewalSetting';
import { toSaveRecord } from '@portal/domain/requests/saveRecord';
import { withBrandDetails } from '@portal/domain/rules/brandedMessage';
import { MESSAGES } from '@portal/domain/rules/messages';
import type { RuleContext } from '@portal/domain/rules/ruleRef';
import type { BotCheck } from '../botCheck/botCheck.ts';
import type { Db, DbOrTx } from '../db/database.ts';
import { type InsertStep, idOf, insertAsOneStatement } from '../db/oneStatement.ts';
import { requests } from '../db/schema/requests.ts';
import { outboxInsert } from '../email/outboxRepository.ts';
import type { FileStore } from '../files/fileStore.ts';
import type { IdentifiedPolicy, IdentityService } from '../identity/identityService.ts';
import { requestLinkStep } from '../links/requestLinks.ts';
import type { AddressProvider } from '../lookups/addressProvider.ts';
import { type BrandUrl, priceQuote, quoteInserts } from '../quotes/quoteService.ts';
import type { PortalSession } from '../sessions/sessionService.ts';
import { journeyOf } from './journeys.ts';
import type { Judged } from './judged.ts';
import { checkPropertyReferences } from './propertyReferences.ts';
import { applyRenewalSetting, renewalSettlement } from './renewalSettings.ts';
import { answersWithUploads, storeUploads } from './requestDocuments.ts';
import { saveEmails } from './saveEmails.ts';
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
  /** The client's address: identity guesses are counted per address too. */
  client?: string | undefined;
}

const newReference = () => `REQ-${randomBytes(5).toString('hex').toUpperCase()}`;

type Refusal = Exclude<SaveOutcome, { ok: true }>;
const invalid = (fields: FieldError[]): Refusal => ({ ok: false, errorCode: 'VALIDATION_ERROR', fields });

/** A refusal found while storing: thrown to roll back (and remove stored files), then answered. */
class Refused extends Error {
  constructor(readonly outcome: Refusal) {
    super(outcome.errorCode);
  }
}

/** Step 1: the brand is the session's (the host's) and the form is one this brand offers online. */
function checkBrandAndForm({ callName, form, body, session }: SaveInput): Refusal | null {
  const brand = session.brand;
  const settings = brandSettings(brand);
  if (body.brand !== brand || (body.partner && !settings.partnerBrands.includes(body.partner)))
    return { ok: false, errorCode: 'BRAND_MISMATCH' };
  // The browser's guards already keep customers away; the server enforces the same list.
  // Forms only an agent may take on this brand are refused here as in the browser.
  if (!hasJourney(form) || !settings.allowedForms.includes(form) || isAgentOnly(brand, form))
    return { ok: false, errorCode: 'FORM_NOT_ALLOWED' };
  if (callName !== apiSaveCode(form, { ...body, policyNumber: body.answers.policyNumber }))
    return { ok: false, errorCode: 'FORM_NOT_ALLOWED' };
  return null;
}

/**
 * Step 2: the same journey engine the browser ran judges every answer again, with the files that
 * arrived (judged by their bytes, never by what the answers claim) and the property references.
 */
async function judgeAnswers(
  input: SaveInput,
  now: Date,
  addresses: AddressProvider,
): Promise<Judged | Refusal> {
  const { form, session } = input;
  const journey = await journeyOf(form);
  const withFiles = answersWithUploads(journey, input.body.answers, input.uploads);
  if (!withFiles.ok) return invalid([withFiles.error]);
  const body = { ...input.body, answers: withFiles.answers };
  const ctx: RuleContext = {
    form,
    brand: session.brand,
    partner: body.partner && isPartnerBrand(body.partner) ? body.partner : undefined,
    product: body.product,
    now: now.toISOString(),
    due: addDaysIso(londonToday(now.toISOString()), DUE_DAYS),
    answers: body.answers,
  };
  const { errors } = validateJourney(journey, body.answers, ctx);
  if (errors.length > 0) return invalid(errors);
  const unheld = await checkPropertyReferences(addresses, propertyReferences(journey, body.answers, ctx));
  if (unheld.length > 0) return invalid(unheld);
  const details = toSaveRecord(journey, body.answers, ctx);
  return { form, brand: session.brand, body, journey, ctx, files: withFiles.files, details, now };
}

/** Step 4 (in the transaction): what the request settles on the policy, read where it is applied. */
async function settleRenewal(tx: DbOrTx, judged: Judged, policyId: number) {
  const today = londonToday(judged.now.toISOString());
  const settled: SettleOutcome = await renewalSettlement(tx, judged.form, judged.details, policyId, today);
  // A refusal that sends the customer to the phone names the line and its hours.
  const message = settled.ok ? '' : withBrandDetails(settled.message, judged.ctx);
  if (!settled.ok) throw new Refused(invalid([{ field: settled.field, message }]));
  return settled.setting;
}

/**
 * Saving a request, as a pipeline of named steps: check the brand and form, judge the answers,
 * pass the robot check, identify the policy, then settle any renewal setting, price the change,
 * write the request with its files, quote or referral and email facts in one statement, and apply
 * the setting. The server never trusts the browser; nothing is written unless every step passes.
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
  /** Step 3: the robot check comes before identity, so a script cannot spend the identity attempts. */
  const passBotCheck = async (form: FormCode, token: SaveRequest['botCheck']): Promise<Refusal | null> =>
    formCard(form).botCheck && !(await botCheck.passes(db, token))
      ? invalid([{ field: 'botCheck', message: MESSAGES.robotCheckRequired }])
      : null;

  /**
   * A form that settles a renewal setting writes twice (the request, then the policy's new
   * version) and needs a transaction. Any other save reads the policy once and writes once, in one
   * statement that is atomic by itself; BEGIN and COMMIT would add two round trips and guard
   * nothing (the policy is not locked either way: the quote records the version it was priced on,
   * so a change in between supersedes it).
   */
  const inTransactionIfSettling = <T>(form: FormCode, work: (tx: DbOrTx) => Promise<T>): Promise<T> =>
    formCard(form).settle ? db.transaction(work) : work(db);

  /** Steps 4 to 7: settle, price, write the request and apply its setting. */
  async function store(judged: Judged, policy: IdentifiedPolicy) {
    const { form, brand, body, details, now } = judged;
    const reference = newReference();
    const holder = savedRequestSchema.parse(details).policyHolder;
    const recipient = holder?.email?.trim() ?? '';
    const firstName = holder?.firstName?.trim() || 'customer';
    // Files are written first and removed again if the transaction does not commit.
    const documents = await storeUploads(files, judged.files, now);
    await documents.keepIfCommitted(() =>
      inTransactionIfSettling(form, async (tx) => {
        const setting = await settleRenewal(tx, judged, policy.id);
        // Step 5: quote journeys are priced against the policy as it stands; the quote records
        // the version it was priced on. (No form both prices and settles a renewal setting,
        // which would make a new version: renewalSettings.test.ts checks.)
        const priced = ROUTE_DATA[form].amendHasQuote
          ? await priceQuote(
              tx,
              { form, brand, product: body.product, policyId: policy.id, details, recipient, firstName, now },
              brandUrl,
            )
          : ({ kind: 'not-priced' } as const);
        // Step 7: the request, its files, its quote or referral, its page's link and its emails, in one statement.
        const requestId = idOf('request');
        const link = requestLinkStep(tx, requestId, now);
        const emails = saveEmails(judged, policy, priced, {
          reference,
          recipient,
          firstName,
          page: { origin: brandUrl(brand), token: link.token },
        });
        const inserts: InsertStep[] = [
          {
            name: 'request',
            insert: tx
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
          ...documents.inserts(tx, requestId),
          ...quoteInserts(tx, priced, requestId, now),
          link.step,
          { name: 'emails', insert: outboxInsert(tx, emails, now) },
        ];
        await insertAsOneStatement(tx, inserts, 'request');
        // Step 8: a renewal setting is a new policy version, written with the request.
        if (setting) await applyRenewalSetting(tx, policy.id, setting, { reference, form, now });
      }),
    );
    return reference;
  }

  return {
    async save(input: SaveInput): Promise<SaveOutcome> {
      const refused = checkBrandAndForm(input);
      if (refused) return refused;
      const now = clock();
      const judged = await judgeAnswers(input, now, addresses);
      if ('ok' in judged) return judged;
      const noBot = await passBotCheck(input.form, input.body.botCheck);
      if (noBot) return noBot;
      // Identity keeps its own count of failed attempts, which must stand whatever the save does
      // next, so it runs before (not inside) the transaction.
      const identified = await identity.identify({
        session: input.session,
        brand: judged.brand,
        form: judged.form,
        claim: identityClaim(judged.details, judged.body.product),
        now,
        client: input.client,
      });
      if (!identified.ok) return identified;
      try {
        return { ok: true, reference: await store(judged, identified.policy) };
      } catch (error) {
        if (error instanceof Refused) return error.outcome;
        throw error;
      }
    },
  };
}
export type RequestService = ReturnType<typeof createRequestService>;
