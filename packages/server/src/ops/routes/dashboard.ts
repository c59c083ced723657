import { dashboardResponse } from '@portal/domain/api/opsDashboard';
import { opsPaths } from '@portal/domain/api/opsPaths';
import { opsRefusals } from '@portal/domain/api/opsResponses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.ts';
import { readDashboard } from '../dashboard.ts';

/** ops/dashboard: the supervisor's day at a glance, from the records the queue reads. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ db: Db; clock: () => Date }> = async (
  app,
  { db, clock },
) => {
  app.get(
    opsPaths.dashboard,
    {
      preHandler: app.supervisorOnly,
      schema: { response: { 200: dashboardResponse, ...opsRefusals(401, 403) } },
    },
    async () => readDashboard(db, clock()),
  );
};
