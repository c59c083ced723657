import { CHALLENGE_OUTCOMES } from '@portal/domain/payment/paymentApi';
import { PAYMENT_API_ERRORS } from '@portal/domain/payment/paymentErrors';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxGateway } from './sandboxGateway.ts';
import {
  BANK_STYLES,
  challengeMissingPage,
  challengePage,
  DEVICE_DATA_SCRIPT,
  deviceDataPage,
} from './sandboxPages.tsx';

export interface SandboxGatewayRoutesOptions {
  gateway: SandboxGateway;
}

const FORM_TYPE = 'application/x-www-form-urlencoded';
const md = z.string().min(1).max(200);

const jwt = z.string().min(1).max(2000);
/**
 * The portal's 3dsecure frame posts `MD` and `JWT`; the bank page's buttons send `md`, `outcome`
 * and the same signed `JWT` back. Without the token nobody can answer a challenge: `md` alone
 * (which appears in return URLs and logs) is not enough.
 */
const challengePost = z.union([
  z.object({ md, outcome: z.enum(CHALLENGE_OUTCOMES), JWT: jwt }),
  // `Frame: self` keeps the bank page's answer inside a frame (the secure card form's own).
  z.object({ MD: md, JWT: jwt, Frame: z.literal('self').optional() }),
]);

/** The collection frame may send the card's first digits (never more than 8) with the token. */
const deviceDataPost = z.object({
  JWT: z.string().min(1).max(2000),
  Bin: z
    .string()
    .regex(/^\d{6,8}$/)
    .optional(),
});

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * The sandbox acquirer's browser-facing pages: the 3-D Secure test bank page and device data
 * collection. Registered by the server beside the portal API, on the portal's own origin.
 */
export async function sandboxGatewayRoutes(
  app: FastifyInstance,
  opts: SandboxGatewayRoutesOptions,
): Promise<void> {
  const { gateway } = opts;
  if (!app.hasContentTypeParser(FORM_TYPE)) {
    app.addContentTypeParser(
      FORM_TYPE,
      { parseAs: 'string', bodyLimit: 8 * 1024 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );
  }
  const routes = app.withTypeProvider<ZodTypeProvider>();

  const showChallenge = async (reply: FastifyReply, challengeMd: string, token: string, inFrame = false) => {
    if (!(await gateway.isChallengeToken(token, challengeMd)))
      return html(reply, 404, challengeMissingPage());
    const details = await gateway.challengeDetails(challengeMd);
    return details.ok
      ? html(reply, 200, challengePage(details.value, token, inFrame ? '_self' : '_top'))
      : html(reply, 404, challengeMissingPage());
  };

  routes.get(
    '/sandbox-gateway/challenge',
    { schema: { hide: true, querystring: z.object({ md, JWT: jwt }) } },
    async (request, reply) => showChallenge(reply, request.query.md, request.query.JWT),
  );

  routes.post(
    '/sandbox-gateway/challenge',
    { schema: { hide: true, body: challengePost } },
    async (request, reply) => {
      const body = request.body;
      if ('MD' in body) return showChallenge(reply, body.MD, body.JWT, body.Frame === 'self');
      if (!(await gateway.isChallengeToken(body.JWT, body.md)))
        return html(reply, 404, challengeMissingPage());
      const result = await gateway.challengeResult(body.md, body.outcome);
      if (!result.ok) return html(reply, 404, challengeMissingPage());
      return reply.code(303).header('cache-control', 'no-store').redirect(result.value.returnUrl, 303);
    },
  );

  routes.post(
    '/sandbox-gateway/ddc',
    { schema: { hide: true, body: deviceDataPost } },
    async (request, reply) => {
      if (!(await gateway.isDeviceDataToken(request.body.JWT))) {
        return reply
          .code(400)
          .send({ errorCode: 'DEVICE_DATA_INVALID', message: PAYMENT_API_ERRORS.DEVICE_DATA_INVALID });
      }
      const dfReferenceId = gateway.issueDfReference();
      if (request.headers.accept?.includes('application/json')) {
        return reply.header('cache-control', 'no-store').send({ dfReferenceId });
      }
      return html(reply, 200, deviceDataPage(dfReferenceId));
    },
  );

  routes.get('/sandbox-gateway/bank.css', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/css; charset=utf-8').header('cache-control', 'public, max-age=300').send(BANK_STYLES),
  );

  routes.get('/sandbox-gateway/ddc.js', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(DEVICE_DATA_SCRIPT),
  );
}
