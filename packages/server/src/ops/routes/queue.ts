import { QUEUE_SORTS } from '@portal/domain/api/opsConsole';
import { opsPaths } from '@portal/domain/api/opsPaths';
import { opsRefusals, queueResponse, staffListResponse } from '@portal/domain/api/opsResponses';
import { DEPLOYMENT_BRANDS } from '@portal/domain/brands/brand';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { listQueue, QUEUE_STATUSES } from '../queue.ts';
import { listStaff } from '../staffAccounts.ts';
import { staffOf } from '../staffAuthPlugin.ts';

/** A select left at "any" sends an empty value. */
const optional = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal('').transform(() => undefined));
export const pageQuery = z.coerce.number().int().min(1).max(100_000).default(1);

/**
 * ops/queue: every request and quote, searched, filtered and paged ("my work", oldest first),
 * and the staff a request can be handed to.
 */
export const queueRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    opsPaths.queue,
    {
      schema: {
        querystring: z.object({
          status: optional(z.enum(QUEUE_STATUSES)),
          brand: optional(z.enum(DEPLOYMENT_BRANDS)),
          form: z.string().max(40).optional(),
          policyNumber: z.string().max(20).optional(),
          q: z.string().max(100, 'Search for 100 characters or fewer').optional(),
          owner: optional(z.literal('me')),
          sort: optional(z.enum(QUEUE_SORTS)),
          page: pageQuery,
        }),
        response: { 200: queueResponse, ...opsRefusals(400, 401) },
      },
    },
    async (request) => {
      const { q, owner, ...filter } = request.query;
      const listed = await listQueue(
        db,
        { ...filter, search: q, ownerId: owner === 'me' ? staffOf(request).id : undefined },
        clock(),
      );
      return { requests: listed.rows, total: listed.total, page: listed.page, pageSize: listed.pageSize };
    },
  );

  app.get(
    opsPaths.staff,
    { schema: { response: { 200: staffListResponse, ...opsRefusals(401) } } },
    async () => ({
      staff: await listStaff(db),
    }),
  );
};
