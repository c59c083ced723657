import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { skipWithout } from '../skipWithout.ts';
import { covAnswers } from '../testAnswers.ts';
import { startSession } from '../testApp.ts';
import { FAULT_NOW, faultApp, until, withinSeconds } from './faultApp.ts';
import {
  createScratchDatabase,
  postgresServerUrl,
  queryAside,
  type ScratchDatabase,
  SKIP_WITHOUT_POSTGRES,
} from './scratchDatabase.ts';

const SAVES = 60;
const AT_ONCE = 15;
const CUTS = 6;

const saveBody = (i: number) => ({
  brand: 'DIRECTLINE',
  product: 'PCW',
  answers: covAnswers({ make: 'BMW', model: `CUT${i}`, yearOfManufacture: '2024' }),
});

describe.skipIf(skipWithout(postgresServerUrl, SKIP_WITHOUT_POSTGRES))(
  'the Postgres connection cut under load',
  () => {
    let scratch: ScratchDatabase;
    let database: Database;
    let app: FastifyInstance;
    let session: string;

    beforeAll(async () => {
      scratch = await createScratchDatabase(FAULT_NOW);
      database = await scratch.open();
      app = await faultApp(database);
      session = await startSession(app);
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      await scratch?.drop();
    });

    const save = (i: number) =>
      withinSeconds(
        20,
        app.inject({
          method: 'POST',
          url: '/mta-api/mta/cov/save',
          headers: { 'x-auth-token': session },
          payload: saveBody(i),
        }),
        `save ${i}`,
      );

    /** Ends every connection the app holds, from outside, the way a failover or a DBA would. */
    const cutConnections = () =>
      queryAside(
        scratch.url,
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );

    it('fails calls clearly and retryably, writes nothing by halves, and recovers by itself', async () => {
      const answers: { statusCode: number; body: string }[] = [];
      let cuts = 0;
      let next = 0;
      const worker = async () => {
        while (next < SAVES) answers.push(await save(next++));
      };
      // Cuts spread over the run by its progress, not the clock: the k-th once k/(CUTS+1) of the
      // saves have been sent, whatever the machine's speed, each while saves are in flight.
      const cutter = async () => {
        while (cuts < CUTS) {
          const sent = Math.floor(((cuts + 1) * SAVES) / (CUTS + 1));
          await until(() => next >= sent, `save ${sent} sent`);
          if (answers.length >= SAVES) return;
          await cutConnections();
          cuts++;
        }
      };
      await Promise.all([...Array.from({ length: AT_ONCE }, worker), cutter()]);

      expect(answers).toHaveLength(SAVES);
      const failed = answers.filter((answer) => answer.statusCode !== 200);
      // A lost connection is answered as one: 503 CONNECTION_ERROR, which the page retries with its key.
      for (const answer of failed) {
        expect(answer.statusCode, answer.body).toBe(503);
        expect(JSON.parse(answer.body)).toEqual({
          errorCode: 'CONNECTION_ERROR',
          message: 'Connection error, please try again',
        });
      }
      // The cuts landed: some calls failed, or the test proved nothing.
      expect(cuts).toBeGreaterThan(0);
      expect(failed.length).toBeGreaterThan(0);

      // Every acknowledged save is stored, and every stored request came with its email and its quote.
      const acknowledged = answers
        .filter((answer) => answer.statusCode === 200)
        .map((answer) => (JSON.parse(answer.body) as string[])[0]);
      const stored = await queryAside<{ reference: string }>(scratch.url, 'SELECT reference FROM requests');
      expect(stored.map((row) => row.reference)).toEqual(expect.arrayContaining(acknowledged));
      const [counts] = await queryAside<{ requests: number; quotes: number; emails: number }>(
        scratch.url,
        `SELECT (SELECT count(*)::int FROM requests) AS requests,
              (SELECT count(*)::int FROM quotes) AS quotes,
              (SELECT count(*)::int FROM outbox) AS emails`,
      );
      expect(counts?.emails).toBe(counts?.requests);
      expect(counts?.quotes).toBe(counts?.requests);
      expect(counts?.requests).toBeLessThanOrEqual(SAVES);

      // Recovery without a restart: the next call gets a fresh connection and succeeds.
      const later = await save(SAVES + 1);
      expect(later.statusCode, later.body).toBe(200);
    });

    it('answers a burst cut as it starts, with none left hanging, and serves the next save', async () => {
      const pending = Array.from({ length: AT_ONCE }, (_, i) => save(1000 + i));
      await cutConnections();
      const answers = await Promise.all(pending);
      for (const answer of answers) expect([200, 503], answer.body).toContain(answer.statusCode);
      const recovered = await save(2000);
      expect(recovered.statusCode, recovered.body).toBe(200);
    });
  },
);
