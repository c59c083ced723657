import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fastifyCookie } from '@fastify/cookie';
import { type QueueView, queueResponse } from '@portal/domain/api/opsResponses';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { cspHash } from '../crypto/sha256.ts';
import type { Db } from '../db/database.ts';
import type { StaffMember } from '../ops/audit.ts';
import { listQueue } from '../ops/queue.ts';
import { STAFF_COOKIE } from '../ops/staffCookie.ts';
import { inlineSheetLinks, STYLESHEET_LINK } from './inlineSheets.ts';
import { LATE_LOADER, scriptsAfterPaint } from './lateScripts.ts';

/**
 * The console's page (/ops/), its first screen drawn here: the sign-in page, or for the member of
 * staff whose session cookie came with the request the queue's first page, rows and all, as the
 * API would answer it. The web app's server build draws it (dist/server/ops-server.js, the same
 * components the browser then takes it over with); its style sheets go inline and its scripts
 * are asked for after it paints, as on the customer's drawn pages. Without that build, or when
 * drawing fails, the bare ops.html is sent and the browser draws everything, as before.
 */

/** What the web app's `renderConsole` takes and answers (packages/web/src/ops/opsServer.tsx). */
interface DrawnConsole {
  staff: StaffMember | null;
  queue?: { body: QueueView; drawnAt: string };
}
interface ConsoleRenderer {
  renderConsole(drawn: DrawnConsole): { html: string; state: string };
}

export interface OpsConsoleOptions {
  db: Db;
  clock: () => Date;
  /** The member of staff a session token belongs to while it lasts (staff-auth's own check). */
  staffOf: (token: string | undefined) => Promise<StaffMember | undefined>;
}

/** The queue's first page with no filter, read through the API's own answer schema. */
async function firstQueuePage(db: Db, now: Date): Promise<QueueView> {
  const listed = await listQueue(db, {}, now);
  return queueResponse.parse({
    requests: listed.rows,
    total: listed.total,
    page: listed.page,
    pageSize: listed.pageSize,
  });
}

export function loadOpsConsole(webDist: string, options: OpsConsoleOptions) {
  const shell = readFileSync(join(webDist, 'ops.html'), 'utf8');
  const entry = join(webDist, 'server', 'ops-server.js');
  // The console's sheets, inline: the first paint waits on no request but the page's own.
  const sheets = [...shell.matchAll(STYLESHEET_LINK)].map(([, sheet]) => sheet ?? '');
  const style = sheets.map((sheet) => readFileSync(join(webDist, sheet), 'utf8')).join('\n');
  const page = scriptsAfterPaint(shell.replace(STYLESHEET_LINK, ''), []).replace(
    '</head>',
    `<style>${style}</style>${inlineSheetLinks(sheets)}</head>`,
  );
  const scriptHash = cspHash(LATE_LOADER);
  const styleHash = cspHash(style);
  let renderer: Promise<ConsoleRenderer> | undefined;
  const loadRenderer = () => {
    renderer ??= import(pathToFileURL(entry).href) as Promise<ConsoleRenderer>;
    return renderer;
  };

  async function draw(request: FastifyRequest): Promise<string> {
    const token = fastifyCookie.parse(request.headers.cookie ?? '')[STAFF_COOKIE];
    const staff = (await options.staffOf(token)) ?? null;
    const now = options.clock();
    const drawn: DrawnConsole = staff
      ? { staff, queue: { body: await firstQueuePage(options.db, now), drawnAt: now.toISOString() } }
      : { staff: null };
    const { html, state } = (await loadRenderer()).renderConsole(drawn);
    return page.replace(
      '<div id="root"></div>',
      `<div id="root">${html}</div><script type="application/json" id="ops-drawn">${state}</script>`,
    );
  }

  return async function consolePage(request: FastifyRequest, reply: FastifyReply) {
    // Drawn for one member of staff: never kept by a cache.
    void reply.header('cache-control', 'no-store');
    if (!existsSync(entry)) return reply.sendFile('ops.html', webDist);
    let html: string;
    try {
      html = await draw(request);
    } catch (error) {
      request.log.error({ err: error }, 'the console could not be drawn on the server');
      return reply.sendFile('ops.html', webDist);
    }
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header(
        'content-security-policy',
        csp
          .replace("script-src 'self'", `script-src 'self' ${scriptHash}`)
          .replace("style-src 'self'", `style-src 'self' ${styleHash}`),
      );
    return reply.type('text/html; charset=utf-8').send(html);
  };
}
