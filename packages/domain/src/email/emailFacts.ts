import { z } from 'zod';
import { DEPLOYMENT_BRANDS } from '../brands/brand.ts';
import { PHONE_LINES } from '../brands/contactLines.ts';
import { POLICY_DOCUMENT_KINDS } from '../documents/policyDocumentFacts.ts';
import { type FormCode, isFormCode } from '../formCodes.ts';
import { quoteDtoSchema } from '../quotes/quoteDto.ts';

/**
 * What an outbox row holds: the facts of one email, not its HTML. Rendering React Email costs
 * milliseconds of CPU, which inside a change's transaction kept a database connection idle while
 * Node worked; the outbox worker renders these facts when it sends instead. Each kind names the
 * few values its template needs, so a row is small and is checked when read back.
 */
const formCode = z.custom<FormCode>((value) => typeof value === 'string' && isFormCode(value));
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Who the email speaks as: the brand (and partner) and the phone line that answers about it. */
const sender = {
  brand: z.enum(DEPLOYMENT_BRANDS),
  /** The partner (RBS, NATWEST) the customer came through or the policy was sold under. */
  partner: z.string().optional(),
  /** The line that answers about this email; customer services when absent. */
  line: z.enum(PHONE_LINES).optional(),
};

export const requestReceivedFacts = z.object({
  kind: z.literal('request-received'),
  ...sender,
  form: formCode,
  reference: z.string(),
  firstName: z.string(),
  /** Rating referred the change to an underwriter: a person will price it. */
  referred: z.boolean().optional(),
  /** What happens next, as the journey's success page says it for these answers. */
  nextSteps: z.array(z.string()).optional(),
  /** What was asked, when the answers make it other than the form's usual request. */
  request: z.string().optional(),
  /** The brand's origin and the request page link's token (removed from the row once sent). */
  origin: z.string().optional(),
  token: z.string().optional(),
});

export const changeRequestedFacts = z.object({
  kind: z.literal('change-requested-notice'),
  ...sender,
  form: formCode,
  reference: z.string(),
  policyNumber: z.string(),
  holderFirstName: z.string(),
  /** The London day the request arrived. */
  receivedOn: isoDay,
  request: z.string().optional(),
});

export const quoteFacts = z.object({
  kind: z.literal('quote'),
  ...sender,
  form: formCode,
  firstName: z.string(),
  /** The brand's own origin at the time of the quote, e.g. http://greenflag.localhost:3000. */
  origin: z.string(),
  product: z.string(),
  /**
   * The link's one-time token in the clear: kept only until the email is sent, then removed
   * from the row (outboxWorker.ts), so a dump of the outbox opens nobody's quote.
   */
  token: z.string().optional(),
  validUntil: isoDay,
  money: quoteDtoSchema.pick({
    totalPremiumChange: true,
    amountToDebit: true,
    adminFee: true,
    paymentType: true,
  }),
  coverStart: isoDay,
  coverEnd: isoDay,
});

export const policyUpdatedFacts = z.object({
  kind: z.literal('policy-updated'),
  ...sender,
  /** The quote's form; an unknown one gets the general wording. */
  form: z.string(),
  coverStart: isoDay,
  coverEnd: isoDay,
  /** The brand's origin, for the link to the new version's documents. */
  origin: z.string().optional(),
  /** The documents link's token in the clear: removed from the row once sent, like a quote's. */
  token: z.string().optional(),
  /** The documents the link opens (a motor policy's certificate first). */
  documents: z.array(z.enum(POLICY_DOCUMENT_KINDS)).optional(),
  /** What the quote did with money: paid by card now, or settled by the way the policy is paid. */
  paid: z.boolean().optional(),
  money: quoteDtoSchema
    .pick({
      paymentType: true,
      premiumDeviationFlag: true,
      totalPremiumChange: true,
      amountToDebit: true,
      adminFee: true,
      instalmentChange: true,
    })
    .optional(),
});

const handledRequest = {
  ...sender,
  firstName: z.string(),
  /** The request's form title, as staff and customer know it. */
  title: z.string(),
  reference: z.string(),
};
export const requestAppliedFacts = z.object({ kind: z.literal('request-applied'), ...handledRequest });
export const requestRejectedFacts = z.object({
  kind: z.literal('request-rejected'),
  ...handledRequest,
  reason: z.string(),
});

/** Staff asked the customer something about a request: answered on the request's page. */
export const requestQuestionFacts = z.object({
  kind: z.literal('request-question'),
  ...handledRequest,
  question: z.string(),
  /** The brand's origin, for the link to the request's page. */
  origin: z.string(),
  /** The page link's token in the clear: removed from the row once sent. */
  token: z.string().optional(),
});

export const chatMessageReplyFacts = z.object({
  kind: z.literal('chat-message-reply'),
  ...sender,
  firstName: z.string(),
  reference: z.string(),
  message: z.string(),
  reply: z.string(),
});

export const chatTranscriptFacts = z.object({
  kind: z.literal('chat-transcript'),
  ...sender,
  /** What the customer saw, one line a message; never agents' notes. */
  lines: z.array(z.string()),
});

export const guessingAlertFacts = z.object({
  kind: z.literal('identity-guessing-alert'),
  ...sender,
  firstName: z.string(),
  policyNumber: z.string(),
});

/** An email queued before the outbox held facts: it was rendered then, and is sent as it stands. */
export const prerenderedFacts = z.object({
  kind: z.literal('prerendered'),
  subject: z.string(),
  html: z.string(),
  text: z.string(),
});

export const emailFactsSchema = z.discriminatedUnion('kind', [
  requestReceivedFacts,
  changeRequestedFacts,
  quoteFacts,
  policyUpdatedFacts,
  requestAppliedFacts,
  requestRejectedFacts,
  requestQuestionFacts,
  chatMessageReplyFacts,
  chatTranscriptFacts,
  guessingAlertFacts,
  prerenderedFacts,
]);
export type EmailFacts = z.infer<typeof emailFactsSchema>;
export type EmailKind = EmailFacts['kind'];
export type FactsOf<K extends EmailKind> = Extract<EmailFacts, { kind: K }>;
