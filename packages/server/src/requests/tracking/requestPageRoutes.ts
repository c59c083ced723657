import multipart from '@fastify/multipart';
import { documentLinkToken } from '@portal/domain/api/policyDocuments';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { contactLine } from '@portal/domain/brands/contactLines';
import { brandSettings, isDeploymentBrand } from '@portal/domain/brands/registry';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sha256 } from '../../crypto/sha256.ts';
import { ScannerUnavailable } from '../../files/clamdScanner.ts';
import { hostBrand } from '../../plugins/auth.ts';
import type { UploadScan } from '../uploadScan.ts';
import { MULTIPART_LIMITS, type MultipartSave, readMultipartSave, uploadSlots } from '../uploads.ts';
import { requestPageStyles } from './requestPageStyles.ts';
import {
  type AnswerForm,
  REQUEST_PAGE_STYLES_PATH,
  requestLinkRefusedPage,
  requestPage,
} from './requestPages.tsx';
import type { RequestTracking } from './requestTrackingService.ts';

const params = z.object({ token: documentLinkToken });
const html = (reply: FastifyReply, status: number, body: string) =>
  reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(body);
const frameOf = (brand: DeploymentBrand) => ({
  brand: brandSettings(brand),
  line: contactLine(brand, 'amendments'),
});
const MAX_ANSWER = 2000;
/** A link's token stays out of the logs, whatever the level. */
const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.replace(/\/track\/[^/?#]+/, '/track/[token]'),
  }),
};

/**
 * A request's page for its customer (/track/<token>), drawn here as HTML that works without
 * script: the link's token is checked at the same limited rate as a quote link's, a link opens
 * only its own request on its own brand's host, and an answer's files pass the same upload rules
 * and virus scan as a request's.
 */
export async function requestPageRoutes(
  app: FastifyInstance,
  options: {
    tracking: RequestTracking;
    uploadScan: UploadScan;
    rateLimitMax: number;
    defaultBrand: DeploymentBrand;
  },
): Promise<void> {
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: false });
  const slots = uploadSlots();
  const read = new WeakMap<FastifyRequest, MultipartSave | { refused: string }>();
  const styles = requestPageStyles();
  const rateLimit = { max: options.rateLimitMax, timeWindow: '1 minute' };
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true };

  routes.get(REQUEST_PAGE_STYLES_PATH, { schema: hide }, (_request, reply) =>
    reply.header('cache-control', 'no-cache').type('text/css; charset=utf-8').send(styles),
  );

  /** The page for this token on this host, or the refusal page. */
  async function draw(
    request: FastifyRequest,
    reply: FastifyReply,
    token: string,
    form: AnswerForm,
    status = 200,
  ) {
    const host = hostBrand(request, options.defaultBrand);
    const view = await options.tracking.view(token);
    if ('errorCode' in view || view.brand !== host || !isDeploymentBrand(view.brand))
      return html(
        reply,
        404,
        requestLinkRefusedPage(frameOf(host), 'errorCode' in view && view.errorCode === 'TOKEN_EXPIRED'),
      );
    return html(reply, status, requestPage(frameOf(view.brand), view, request.url.split('?')[0] ?? '', form));
  }

  routes.get(
    '/track/:token',
    {
      logSerializers,
      config: { rateLimit },
      schema: { ...hide, params, querystring: z.object({ answered: z.literal('1').optional() }) },
    },
    (request, reply) =>
      draw(request, reply, request.params.token, { text: '', answered: request.query.answered === '1' }),
  );

  routes.post(
    '/track/:token',
    {
      logSerializers,
      config: { rateLimit },
      schema: { ...hide, params },
      // Files wait on disk, each judged by its bytes and scanned, before the answer is taken.
      preValidation: async (request, reply) => {
        if (!request.isMultipart()) return;
        try {
          const multipartSave = await readMultipartSave(
            request,
            async () => {
              if (!slots.take()) return false;
              reply.raw.once('close', slots.release);
              return true;
            },
            { field: 'answer', json: false },
          );
          const scanned = await options.uploadScan.check(multipartSave.uploads, {
            callName: 'request-page',
            brand: hostBrand(request, options.defaultBrand),
            sessionHash: sha256(`request-page:${(request.params as { token: string }).token}`),
            client: request.ip,
          });
          read.set(request, { ...multipartSave, uploads: scanned });
        } catch (error) {
          if (error instanceof ScannerUnavailable)
            read.set(request, {
              refused: 'We cannot check files for viruses just now. Please try again in a few minutes.',
            });
          else
            read.set(request, {
              refused: 'Your answer could not be read. Please try again, with at most 5 files.',
            });
        }
      },
      onResponse: async (request) => {
        const got = read.get(request);
        if (got && 'discard' in got) await got.discard();
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const got = read.get(request);
      if (!got)
        return draw(
          request,
          reply,
          token,
          { text: '', error: { field: 'answer', message: 'Enter your answer' } },
          400,
        );
      if ('refused' in got)
        return draw(
          request,
          reply,
          token,
          { text: '', error: { field: 'files', message: got.refused } },
          400,
        );
      const text = typeof got.body === 'string' ? got.body.trim().slice(0, MAX_ANSWER) : '';
      if (!got.uploads.ok)
        return draw(
          request,
          reply,
          token,
          { text, error: { field: 'files', message: got.uploads.message } },
          400,
        );
      if (text === '')
        return draw(
          request,
          reply,
          token,
          { text, error: { field: 'answer', message: 'Enter your answer' } },
          400,
        );
      const view = await options.tracking.view(token);
      if ('errorCode' in view || view.brand !== hostBrand(request, options.defaultBrand))
        return draw(request, reply, token, { text: '' });
      const answered = await options.tracking.answer(token, text, got.uploads.files);
      if (!answered.ok)
        return draw(request, reply, token, { text: '' }, answered.errorCode === 'NOT_WAITING' ? 409 : 404);
      return reply
        .header('cache-control', 'no-store')
        .redirect(`${request.url.split('?')[0]}?answered=1`, 303);
    },
  );
}
