import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { mailboxReader } from '../email/mailboxReader.ts';
import { mailboxEmailPage, mailboxListPage, mailboxNotFoundPage } from '../html/devMailboxPages.tsx';

/** Mailbox ids are a serial (int4) column: a bigger number is bad input, not a database error. */
const mailboxIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

// Long addresses, links and tokens wrap anywhere, so the mailbox fits a phone's width.
const STYLES = `body{font-family:system-ui,sans-serif;margin:0;padding:1rem;color:#1a1a1a;line-height:1.5;overflow-wrap:anywhere}
main{max-width:60rem;margin:0 auto}table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.5rem;border-bottom:1px solid #b1b4b6;vertical-align:top;overflow-wrap:anywhere}
a{color:#0b3d91}a:focus{outline:3px solid #ffbf47;background:#ffbf47;color:#000}iframe{width:100%;height:70vh;border:1px solid #b1b4b6;box-sizing:border-box}
pre{white-space:pre-wrap;background:#f3f2f1;padding:1rem}`;

/**
 * The development mailbox: every email the dev transport delivered, newest first, with its
 * HTML (in a sandboxed frame) and plain text. Only mounted when no SMTP server is configured.
 */
export async function devMailboxRoutes(app: FastifyInstance, options: { db: Db }): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const emails = mailboxReader(options.db);
  api.get('/dev/mailbox.css', async (_request, reply) => reply.type('text/css').send(STYLES));

  api.get('/dev/mailbox', async (_request, reply) => {
    return reply.type('text/html').send(mailboxListPage(await emails.latest()));
  });

  api.get('/dev/mailbox/:id', { schema: { params: mailboxIdParams } }, async (request, reply) => {
    const row = await emails.find(request.params.id);
    if (!row) return reply.status(404).type('text/html').send(mailboxNotFoundPage());
    return reply.type('text/html').send(mailboxEmailPage(row));
  });

  api.get('/dev/mailbox/:id/html', { schema: { params: mailboxIdParams } }, async (request, reply) => {
    const row = await emails.find(request.params.id);
    if (!row) return reply.status(404).send();
    // Email HTML carries inline styles; this frame alone may use them, and runs no script. The
    // mailbox page frames it, so framing is allowed from the same origin (the portal's default
    // refuses all framing, which left the preview blank).
    return reply
      .header(
        'content-security-policy',
        "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'; sandbox",
      )
      .header('x-frame-options', 'SAMEORIGIN')
      .type('text/html')
      .send(row.html);
  });
}
