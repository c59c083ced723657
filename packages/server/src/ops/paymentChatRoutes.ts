import { opsPaths } from '@portal/domain/api/opsPaths';
import { opsMessageResponse, opsRefusals, paymentChatResponse } from '@portal/domain/api/opsResponses';
import { PAYMENT_CHAT_ACTIONS, type PaymentChatAction } from '@portal/domain/payment/paymentChatActions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { PaymentChats } from './paymentChats.ts';
import { refusal, staffOf } from './staffAuthPlugin.ts';

const params = z.object({ id: z.coerce.number().int().positive() });
const ERROR_CODES = { 404: 'NOT_FOUND', 409: 'CONFLICT' } as const;
const BODIES: Record<PaymentChatAction, z.ZodType<{ attempt?: 1 | 2 }>> = {
  'secure-form': z.object({}),
  taken: z.object({}),
  declined: z.object({ attempt: z.union([z.literal(1), z.literal(2)]) }),
  transferred: z.object({}),
};

/**
 * ops/payment-chats: the agent's side of a payment chat (paymentChats.ts): the quote and the
 * actions possible now, and each action (the console's CSRF check has run).
 */
export const paymentChatRoutes: FastifyPluginAsyncZod<{ paymentChats: PaymentChats }> = async (
  app,
  { paymentChats },
) => {
  app.get(
    opsPaths.paymentChat,
    { schema: { params, response: { 200: paymentChatResponse, ...opsRefusals(400, 401, 404) } } },
    async (request, reply) => {
      const view = await paymentChats.view(request.params.id);
      if (!view) return reply.status(404).send(refusal('NOT_FOUND', 'This chat has no payment to take.'));
      return view;
    },
  );

  for (const action of PAYMENT_CHAT_ACTIONS)
    app.post(
      opsPaths.paymentChatAction.replace(':action', action),
      {
        schema: {
          params,
          body: BODIES[action],
          response: { 200: opsMessageResponse, ...opsRefusals(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const { attempt } = request.body as { attempt?: 1 | 2 };
        const done = await paymentChats.act(request.params.id, staffOf(request), action, attempt);
        if (!done.ok) return reply.status(done.status).send(refusal(ERROR_CODES[done.status], done.message));
        return { message: 'Sent to the customer.' };
      },
    );
};
