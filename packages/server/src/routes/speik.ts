import { apiErrorResponse } from '@portal/domain/api/errorResponse';
import { apiPaths } from '@portal/domain/api/paths';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { apiError } from '@portal/domain/errors';
import { securePaymentOpen } from '@portal/domain/payment/securePayment';
import { isDecided } from '@portal/domain/quotes/quoteStatus';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CHAT_CLOSED_MESSAGE } from '../chat/chatRoutes.ts';
import type { ChatService } from '../chat/chatService.ts';
import { sameSecret } from '../crypto/sameSecret.ts';
import { hmacSha256 } from '../crypto/sha256.ts';
import type { Db } from '../db/database.ts';
import { sessionOf } from '../plugins/auth.ts';
import { paymentDue } from '../quotes/quoteDecisions.ts';
import { callerQuote, quotePolicy } from '../securePayment/callerQuote.ts';
import type { SecureForms } from '../securePayment/secureForms.ts';

const body = z.object({ uuid: z.uuid() });
const jsonText = z.string().describe('JSON text');
const errors = { 400: apiErrorResponse, 404: apiErrorResponse, 409: apiErrorResponse };
/** The gateway side signs its callback with the gateway secret: `hex(HMAC(formId.paymentId))`. */
const callbackBody = z.object({
  formId: z.string().max(40),
  paymentId: z.string().min(8).max(200),
  signature: z.string().regex(/^[0-9a-f]{64}$/),
});

export const callbackSignature = (secret: string, formId: string, paymentId: string) =>
  hmacSha256(secret, `${formId}.${paymentId}`);

export interface SpeikOptions {
  db: Db;
  clock: () => Date;
  forms: SecureForms;
  chat: ChatService;
  secret: string;
  /** `off` forces the secure form closed (demos, tests); `hours` keeps each brand's hours. */
  securePayment: 'hours' | 'off';
  rateLimitMax: number;
}

/**
 * speik/url, speik/status and speik/callback, and the opening of a
 * payment chat when the secure form cannot be used. Each acts only on the quote the caller's
 * own quote link opens, on the session's brand.
 */
export async function speikRoutes(app: FastifyInstance, options: SpeikOptions): Promise<void> {
  const { db, clock, forms, chat } = options;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { rateLimit: { max: options.rateLimitMax, timeWindow: '1 minute' } };
  const quoteOf = async (request: FastifyRequest, reply: FastifyReply) => {
    const { uuid } = request.body as z.infer<typeof body>;
    const quote = await callerQuote(db, request, sessionOf(request), uuid, clock());
    if (!quote) void reply.status(404).send(apiError('QUOTE_NOT_EXISTS'));
    return quote;
  };
  const open = (brand: DeploymentBrand) =>
    options.securePayment !== 'off' && securePaymentOpen(brand, clock().toISOString());

  // The URL as JSON text; an empty one when the form is closed, which starts the web-chat path.
  api.post(
    `/${apiPaths.speikUrl}`,
    { config, schema: { body, response: { 200: jsonText, ...errors } } },
    async (request, reply) => {
      const quote = await quoteOf(request, reply);
      if (!quote) return reply;
      if (isDecided(quote.status) || !paymentDue(quote))
        return reply.status(409).send(apiError('QUOTE_NOT_EXISTS'));
      if (!open(quote.brand as DeploymentBrand)) return JSON.stringify('');
      return JSON.stringify((await forms.open(db, quote, null)).url);
    },
  );

  api.post(
    `/${apiPaths.speikStatus}`,
    { config, schema: { body, response: { 200: jsonText, ...errors } } },
    async (request, reply) => {
      const quote = await quoteOf(request, reply);
      if (!quote) return reply;
      return JSON.stringify(await forms.statusOf(quote.id));
    },
  );

  // The payment side's report that a form's payment ended; the state is asked of the gateway.
  api.post(
    `/${apiPaths.speikCallback}`,
    {
      config: { ...config, public: true },
      schema: {
        body: callbackBody,
        response: { 200: jsonText, 400: apiErrorResponse, 403: apiErrorResponse },
      },
    },
    async (request, reply) => {
      const { formId, paymentId, signature } = request.body;
      if (!sameSecret(signature, callbackSignature(options.secret, formId, paymentId)))
        return reply.status(403).send(apiError('UNAUTHORISED'));
      return JSON.stringify(await forms.callback(formId, paymentId));
    },
  );

  // A payment chat bound to the caller's quote; verified when the session was identified for its policy.
  api.post(
    `/${apiPaths.paymentChat}`,
    { config, schema: { body, response: { 200: z.object({ token: z.string() }), ...errors } } },
    async (request, reply) => {
      const quote = await quoteOf(request, reply);
      if (!quote) return reply;
      const brand = quote.brand as DeploymentBrand;
      if (!(await chat.available(brand)))
        return reply.status(409).send({ errorCode: 'CHAT_CLOSED', message: CHAT_CLOSED_MESSAGE });
      const { customerName } = await quotePolicy(db, quote);
      const verified = sessionOf(request).policyId === quote.policyId;
      const opened = await chat.open({
        brand,
        topic: 'payment',
        customerName,
        payment: { quoteId: quote.id, verified },
      });
      return { token: opened.token };
    },
  );
}
