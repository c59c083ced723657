import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SECURE_FORM_SCRIPT, SECURE_FORM_STYLES } from './secureFormAssets.ts';
import {
  secureChallengePage,
  secureFormGonePage,
  secureFormPage,
  secureOutcomePage,
} from './secureFormPages.tsx';
import type { SecureForms } from './secureForms.ts';

const FORM_TYPE = 'application/x-www-form-urlencoded';
const id = z.object({ id: z.string().max(40) });
const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/** The posted fields that may be shown again after an error: never the card number or security code. */
const keptFields = (body: Record<string, unknown>) =>
  Object.fromEntries(
    (
      [
        'holderName',
        'expiryMonth',
        'expiryYear',
        'startMonth',
        'startYear',
        'issueNumber',
        'postCode',
      ] as const
    ).map((name) => [name, typeof body[name] === 'string' ? String(body[name]).slice(0, 100) : '']),
  );

/**
 * The secure card form's pages on the payment side: the form, its card post (which may hand
 * over to the test bank's 3-D Secure page inside the frame), and the bank's return, which
 * settles the form through the callback. Card fields are never logged: the body is not logged.
 */
export async function secureFormRoutes(app: FastifyInstance, options: { forms: SecureForms }) {
  const { forms } = options;
  if (!app.hasContentTypeParser(FORM_TYPE))
    app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: 8 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const hide = { hide: true };

  routes.get('/secure-form/:id', { schema: { ...hide, params: id } }, async (request, reply) => {
    const found = await forms.live(request.params.id);
    if (!found) return html(reply, 404, secureFormGonePage());
    if (found.form.state === 'TAKEN') return html(reply, 200, secureOutcomePage(found.form.id, 'TAKEN'));
    const view = {
      id: found.form.id,
      uuid: found.quote.uuid,
      amountPence: found.quote.quoteDto.amountToDebit ?? 0,
    };
    return html(reply, 200, secureFormPage({ ...view, kept: {}, errors: [] }));
  });

  routes.post(
    '/secure-form/:id',
    { schema: { ...hide, params: id, body: z.record(z.string(), z.string().max(200)) } },
    async (request, reply) => {
      const found = await forms.live(request.params.id);
      if (!found) return html(reply, 404, secureFormGonePage());
      const outcome = await forms.pay(found.form.id, request.body);
      if (!outcome) return html(reply, 404, secureFormGonePage());
      if (outcome.kind === 'challenge') return html(reply, 200, secureChallengePage(outcome));
      if (outcome.kind === 'finished')
        return html(reply, 200, secureOutcomePage(found.form.id, outcome.state));
      const view = {
        id: found.form.id,
        uuid: found.quote.uuid,
        amountPence: found.quote.quoteDto.amountToDebit ?? 0,
        kept: keptFields(request.body),
      };
      return outcome.kind === 'invalid'
        ? html(reply, 400, secureFormPage({ ...view, errors: outcome.errors }))
        : html(reply, 200, secureFormPage({ ...view, errors: [], notice: outcome.message }));
    },
  );

  // The test bank sends the frame back to `<return>;status=…`; the status there is ignored. The
  // form may have expired while the customer was at the bank: the payment is settled all the same.
  routes.get(
    '/secure-form/:id/:returned',
    { schema: { ...hide, params: id.extend({ returned: z.string().regex(/^return(;|$)/) }) } },
    async (request, reply) => {
      const found = await forms.find(request.params.id);
      if (!found) return html(reply, 404, secureFormGonePage());
      const state = found.form.paymentId
        ? await forms.callback(found.form.id, found.form.paymentId)
        : found.form.state;
      return html(reply, 200, secureOutcomePage(found.form.id, state));
    },
  );

  routes.get('/secure-form/form.css', { schema: hide }, async (_request, reply) =>
    reply
      .type('text/css; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(SECURE_FORM_STYLES),
  );
  routes.get('/secure-form/secure-form.js', { schema: hide }, async (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(SECURE_FORM_SCRIPT),
  );
}
