import { z } from 'zod';
import { chatMessageSchema } from '../chat/chatMessageSchema.ts';
import { PAYMENT_CHAT_ACTIONS } from '../payment/paymentChatActions.ts';
import { SECURE_FORM_STATES } from '../payment/securePayment.ts';
import { apiErrorResponse } from './errorResponse.ts';

/**
 * What the operations console's API answers, status by status: the server serialises through
 * these (so nothing else leaves it) and the OpenAPI document describes them.
 */

const isoDateTime = z.string().describe('ISO 8601');
const owner = z.object({ id: z.number(), name: z.string() }).nullable();
const promise = z.object({ hours: z.number(), dueAt: isoDateTime, overdue: z.boolean() }).nullable();
/** While a request waits for the customer: when their answer is due, and whether that has passed. */
const waitingDue = z.object({ dueAt: isoDateTime, overdue: z.boolean() }).nullable();
const page = { total: z.number(), page: z.number(), pageSize: z.number() };

export const staffMemberResponse = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['agent', 'supervisor']),
});

export const opsCsrfResponse = z.object({ csrfToken: z.string() });
export const opsSignInResponse = z.object({ staff: staffMemberResponse, csrfToken: z.string() });
export const opsMeResponse = z.object({ staff: staffMemberResponse });
/** A done action: a sentence for staff to read. */
export const opsMessageResponse = z.object({ message: z.string() });

/** A hand price's quote as the customer will read it, for the supervisor's look before sending. */
export const pricePreviewResponse = opsMessageResponse.extend({
  preview: z.object({
    effectiveDate: z.iso.date(),
    premiumChangePence: z.number().int(),
    newAnnualPremiumPence: z.number().int(),
    adminFeePence: z.number().int(),
    settlement: z.string(),
  }),
});
export type PricePreviewView = z.infer<typeof pricePreviewResponse>['preview'];

export const queueResponse = z.object({
  requests: z.array(
    z.object({
      reference: z.string(),
      form: z.string(),
      brand: z.string(),
      product: z.string(),
      policyNumber: z.string().nullable(),
      customer: z.string(),
      /** The first words of a message left in web chat; null for a form's request. */
      preview: z.string().nullable(),
      status: z.string(),
      outcome: z.string().nullable(),
      quoteStatus: z.string().nullable(),
      createdAt: isoDateTime,
      owner,
      promise,
      waitingDue,
      /** A referral still waiting for a supervisor's price, whoever holds it. */
      awaitingPrice: z.boolean(),
    }),
  ),
  ...page,
});

export const staffListResponse = z.object({
  staff: z.array(z.object({ id: z.number(), name: z.string(), role: z.enum(['agent', 'supervisor']) })),
});

export const auditResponse = z.object({
  entries: z.array(
    z.object({
      id: z.number(),
      staffId: z.number().nullable(),
      staffEmail: z.string(),
      action: z.string(),
      subject: z.string(),
      detail: z.record(z.string(), z.unknown()),
      at: isoDateTime,
    }),
  ),
  ...page,
});

const quoteOnRecord = {
  uuid: z.string(),
  status: z.string(),
  state: z.string(),
  flag: z.string().nullable(),
  totalPremiumChange: z.number(),
  amountToDebit: z.number().nullish(),
  createdAt: isoDateTime,
};

export const requestDetailResponse = z.object({
  reference: z.string(),
  form: z.string(),
  brand: z.string(),
  product: z.string(),
  status: z.string(),
  outcome: z.string().nullable(),
  owner,
  promise,
  waitingDue,
  awaitingPrice: z.boolean(),
  canApply: z.boolean(),
  /** A message left in web chat: answered by email, never applied or rejected. */
  replyByEmail: z.boolean(),
  createdAt: isoDateTime,
  policy: z
    .object({
      policyNumber: z.string(),
      version: z.number(),
      annualMileage: z.number().nullable(),
      title: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      phone: z.string(),
      email: z.string(),
    })
    .nullable(),
  answers: z.array(
    z.object({
      heading: z.string(),
      rows: z.array(z.object({ name: z.string(), label: z.string(), value: z.string() })),
    }),
  ),
  change: z.object({ label: z.string(), onRecord: z.string(), requested: z.string() }).nullable(),
  openQuotesOnPolicy: z.array(z.object({ reference: z.string(), uuid: z.string(), state: z.string() })),
  documents: z.array(
    z.object({
      id: z.number(),
      documentType: z.string(),
      displayName: z.string(),
      contentType: z.string(),
      sizeBytes: z.number(),
    }),
  ),
  quotes: z.array(z.object(quoteOnRecord)),
  referralReasons: z.array(z.string()),
  notes: z.array(z.object({ at: isoDateTime, who: z.string(), note: z.string() })),
  history: z.array(z.object({ at: isoDateTime, who: z.string(), what: z.string() })),
});

export const policyActivityResponse = z.object({
  policy: z.object({
    id: z.number(),
    policyNumber: z.string(),
    brand: z.string(),
    product: z.string(),
    version: z.number(),
    annualPremiumPence: z.number(),
    annualMileage: z.number(),
    paymentType: z.string(),
    title: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string(),
    interestedParty: z.string().nullable(),
  }),
  changes: z.array(z.object({ version: z.number(), form: z.string(), actor: z.string(), at: isoDateTime })),
  quotes: z.array(z.object({ ...quoteOnRecord, form: z.string(), reference: z.string() })),
  payments: z.array(
    z.object({
      paymentId: z.string(),
      quoteUuid: z.string(),
      amountPence: z.number(),
      status: z.string(),
      errorCode: z.string().nullable(),
      cardType: z.string(),
      last4: z.string(),
      createdAt: isoDateTime,
      reference: z.string().nullable(),
      flag: z.string().nullable(),
    }),
  ),
  emails: z.array(
    z.object({
      id: z.number(),
      kind: z.string(),
      recipient: z.string(),
      subject: z.string(),
      status: z.string(),
      createdAt: isoDateTime,
      sentAt: isoDateTime.nullable(),
    }),
  ),
});

export const chatAgentsResponse = z.object({
  agents: z.array(z.object({ id: z.number(), name: z.string() })),
});

export const resolvedChatsResponse = z.object({
  conversations: z.array(
    z.object({
      id: z.number(),
      brand: z.string(),
      topic: z.string(),
      customerName: z.string(),
      ownerName: z.string().nullable(),
      reason: z.string().nullable(),
      startedAt: isoDateTime,
      resolvedAt: isoDateTime.nullable(),
    }),
  ),
  more: z.boolean(),
});

export const chatTranscriptResponse = z.object({
  id: z.number(),
  customerName: z.string(),
  reason: z.string().nullable(),
  messages: z.array(chatMessageSchema),
});

export const paymentChatResponse = z.object({
  policyNumber: z.string(),
  form: z.string(),
  quoteStatus: z.string(),
  amountDuePence: z.number(),
  verification: z.string(),
  secureForm: z.enum(SECURE_FORM_STATES).nullable(),
  paymentInFlight: z.boolean(),
  /** What the server allows now, from the gateway's answer: the panel offers nothing else. */
  actions: z.array(z.enum(PAYMENT_CHAT_ACTIONS)),
  /** Why nothing is offered, when nothing is, in words the agent can act on. */
  explanation: z.string().nullable(),
  chatStatus: z.string(),
});

/** The refusals a console call can answer with, in the portal's envelope; pick the ones a route gives. */
export const opsRefusals = <S extends 400 | 401 | 403 | 404 | 409 | 429>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, apiErrorResponse])) as Record<
    S,
    typeof apiErrorResponse
  >;

export type StaffMemberView = z.infer<typeof staffMemberResponse>;
export type RequestDetail = z.infer<typeof requestDetailResponse>;
export type QueueView = z.infer<typeof queueResponse>;
export type PolicyActivity = z.infer<typeof policyActivityResponse>;
export type AuditPageView = z.infer<typeof auditResponse>;
