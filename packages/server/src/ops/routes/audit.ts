import { opsPaths } from '@portal/domain/api/opsPaths';
import { auditResponse, opsRefusals } from '@portal/domain/api/opsResponses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { readAudit } from '../audit.ts';
import { pageQuery } from './queue.ts';

/** ops/audit: the audit log's pages, newest first, for supervisors. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    opsPaths.audit,
    {
      preHandler: app.supervisorOnly,
      schema: {
        querystring: z.object({ page: pageQuery }),
        response: { 200: auditResponse, ...opsRefusals(400, 401, 403) },
      },
    },
    async (request) => {
      const audit = await readAudit(db, request.query.page);
      return { ...audit, entries: audit.entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })) };
    },
  );
};
