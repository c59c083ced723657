import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../db/database.ts';
import { mailbox } from '../db/schema/email.ts';
import { escapeHtml } from '../html/escapeHtml.ts';

/** Mailbox ids are a serial (int4) column: a bigger number is bad input, not a database error. */
const mailboxIdParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const page = (title: string, body: string) => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/dev/mailbox.css"></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;

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
  api.get('/dev/mailbox.css', async (_request, reply) => reply.type('text/css').send(STYLES));

  api.get('/dev/mailbox', async (_request, reply) => {
    const rows = await options.db.select().from(mailbox).orderBy(desc(mailbox.id)).limit(200);
    const list = rows.length
      ? `<table><caption>Newest first</caption><thead><tr><th scope="col">To</th><th scope="col">Subject</th><th scope="col">Received</th></tr></thead><tbody>${rows
          .map(
            (row) =>
              `<tr><td>${escapeHtml(row.recipient)}</td><td><a href="/dev/mailbox/${row.id}">${escapeHtml(row.subject)}</a></td><td>${row.receivedAt.toISOString()}</td></tr>`,
          )
          .join('')}</tbody></table>`
      : '<p>No emails yet.</p>';
    return reply.type('text/html').send(page('Dev mailbox', list));
  });

  api.get('/dev/mailbox/:id', { schema: { params: mailboxIdParams } }, async (request, reply) => {
    const [row] = await options.db.select().from(mailbox).where(eq(mailbox.id, request.params.id));
    if (!row)
      return reply
        .status(404)
        .type('text/html')
        .send(page('Email not found', '<p><a href="/dev/mailbox">Back to the mailbox</a></p>'));
    const links = [...row.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
    const body = `<p><a href="/dev/mailbox">Back to the mailbox</a></p>
<dl><dt>To</dt><dd>${escapeHtml(row.recipient)}</dd><dt>Received</dt><dd>${row.receivedAt.toISOString()}</dd></dl>
${links.length ? `<h2>Links</h2><ul>${links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>` : ''}
<h2>HTML</h2><iframe title="The email as HTML" sandbox src="/dev/mailbox/${row.id}/html"></iframe>
<h2>Plain text</h2><pre>${escapeHtml(row.text)}</pre>`;
    return reply.type('text/html').send(page(row.subject, body));
  });

  api.get('/dev/mailbox/:id/html', { schema: { params: mailboxIdParams } }, async (request, reply) => {
    const [row] = await options.db.select().from(mailbox).where(eq(mailbox.id, request.params.id));
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
