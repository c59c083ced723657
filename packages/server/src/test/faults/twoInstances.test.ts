import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailboxTransport } from '../../email/transports.ts';
import { createOutboxWorker } from '../../outbox/outboxWorker.ts';
import { paymentJourney } from '../abuse/paymentJourney.ts';
import { skipWithout } from '../skipWithout.ts';
import { covAnswers } from '../testAnswers.ts';
import { startSession } from '../testApp.ts';
import { FAULT_NOW, type FaultInstance, faultApp, withinSeconds } from './faultApp.ts';
import {
  createScratchDatabase,
  postgresServerUrl,
  queryAside,
  type ScratchDatabase,
  SKIP_WITHOUT_POSTGRES,
} from './scratchDatabase.ts';

describe.skipIf(skipWithout(postgresServerUrl, SKIP_WITHOUT_POSTGRES))(
  'two server instances on one Postgres',
  () => {
    let scratch: ScratchDatabase;
    let one: FaultInstance;
    let two: FaultInstance;

    beforeAll(async () => {
      scratch = await createScratchDatabase(FAULT_NOW);
      const open = async (): Promise<FaultInstance> => {
        const database = await scratch.open();
        return { database, app: await faultApp(database) };
      };
      [one, two] = await Promise.all([open(), open()]);
    });
    afterAll(async () => {
      for (const instance of [one, two]) {
        await instance?.app.close();
        await instance?.database.close();
      }
      await scratch?.drop();
    });

    it('finishes on one instance a journey started on the other, payment included', async () => {
      const session = await startSession(one.app);
      const onOne = paymentJourney(one.app, one.database.db, session);
      const onTwo = paymentJourney(two.app, two.database.db, session);

      const time = await two.app.inject({
        method: 'GET',
        url: '/mta-api/mta/time',
        headers: { 'x-auth-token': session },
      });
      expect(time.statusCode, 'session from one, used on two').toBe(200);

      const accepted = await onOne.newQuote('KIA', '2012');
      expect((await onTwo.post('quote/accept', accepted)).json()).toEqual({ status: 'ACCEPTED' });
      expect((await onOne.post('quote/accept', accepted)).json()).toEqual({ status: 'ACCEPTED' });

      const paid = await onTwo.newQuote('BMW', '2024');
      expect((await onOne.post('quote/payment/proceed', paid)).json()).toEqual({
        status: 'PAYMENT_PROCEEDED',
      });
      const card = await onTwo.cardReady('4111111111111111');
      const answers = await Promise.all([
        onOne.execute(paid, card, `two-instances-${'k'.repeat(16)}`),
        onTwo.execute(paid, card, `two-instances-${'k'.repeat(16)}`),
      ]);
      expect(answers.map((answer) => answer.json().paymentDecision)).toEqual(['SUCCESS', 'SUCCESS']);
      const charges = await queryAside(scratch.url, 'SELECT * FROM sandbox_payments WHERE reference = $1', [
        paid.uuid,
      ]);
      expect(charges).toHaveLength(1);

      // Logging out on one ends the session on the other.
      await one.app.inject({
        method: 'POST',
        url: '/mta-api/mta/logout',
        headers: { 'x-auth-token': session },
      });
      const after = await two.app.inject({
        method: 'GET',
        url: '/mta-api/mta/time',
        headers: { 'x-auth-token': session },
      });
      expect(after.statusCode).toBe(401);
    });

    it('sends each email once with an outbox worker on each instance', async () => {
      const session = await startSession(two.app);
      const saves = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          (i % 2 ? one : two).app.inject({
            method: 'POST',
            url: '/mta-api/mta/cov/save',
            headers: { 'x-auth-token': session },
            payload: {
              brand: 'DIRECTLINE',
              product: 'PCW',
              answers: covAnswers({ make: 'BMW', model: `TWIN${i}`, yearOfManufacture: '2024' }),
            },
          }),
        ),
      );
      expect(saves.map((save) => save.statusCode)).toEqual(saves.map(() => 200));

      const workers = [one, two].map((instance) =>
        createOutboxWorker({
          db: instance.database.db,
          transport: mailboxTransport(instance.database.db, () => FAULT_NOW),
          clock: () => FAULT_NOW,
          pollMs: 5,
        }),
      );
      const pending = async () =>
        Number(
          (
            await queryAside<{ n: number }>(
              scratch.url,
              "SELECT count(*)::int AS n FROM outbox WHERE status = 'pending'",
            )
          )[0]?.n,
        );
      // Both workers claim at the same time, round after round, until nothing is left.
      await withinSeconds(
        30,
        (async () => {
          while ((await pending()) > 0) await Promise.all(workers.map((worker) => worker.runOnce()));
        })(),
        'draining the outbox',
      );

      const [delivery] = await queryAside<{
        emails: number;
        sent: number;
        delivered: number;
        distinct: number;
      }>(
        scratch.url,
        `SELECT (SELECT count(*)::int FROM outbox) AS emails,
              (SELECT count(*)::int FROM outbox WHERE status = 'sent') AS sent,
              (SELECT count(*)::int FROM mailbox) AS delivered,
              (SELECT count(DISTINCT outbox_id)::int FROM mailbox) AS distinct`,
      );
      expect(delivery?.emails).toBeGreaterThanOrEqual(saves.length);
      expect(delivery?.sent).toBe(delivery?.emails);
      expect(delivery?.delivered).toBe(delivery?.emails);
      expect(delivery?.distinct).toBe(delivery?.emails);
    });
  },
);
