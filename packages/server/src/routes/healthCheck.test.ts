import { createServer, type Server } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/email.ts';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { OUTBOX_LATE_SECONDS } from './healthCheck.ts';

/** A TCP server on a free port: clamd answering PING as clamd does, or nothing at all once closed. */
async function fakeClamd(answer: string): Promise<{ port: number; server: Server }> {
  const server = createServer((socket) => {
    socket.on('data', () => socket.end(`${answer}\0`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return { port: typeof address === 'object' && address ? address.port : 0, server };
}

/** A port nothing listens on: one the system gave out and took back. */
async function deadPort(): Promise<string> {
  const { port, server } = await fakeClamd('PONG');
  await new Promise((resolve) => server.close(resolve));
  return String(port);
}

const health = async (t: TestApp) => {
  const response = await t.app.inject({ method: 'GET', url: '/health' });
  return { status: response.statusCode, body: response.json() };
};

describe.each(TEST_DATABASES)('/health on %s', (kind) => {
  describe('with every part up', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ kind });
    });
    afterAll(async () => t.close());

    it('answers 200 and names each part it checked', async () => {
      expect(await health(t)).toEqual({
        status: 200,
        body: { status: 'ok', checks: { database: 'up', outbox: 'up', chat: 'up' } },
      });
    });

    it('says the outbox is late once an email has waited too long to be sent, and ok once it is sent', async () => {
      const created = new Date(t.clock.now().getTime() - (OUTBOX_LATE_SECONDS + 60) * 1000);
      const [row] = await t.db
        .insert(outbox)
        .values({
          kind: 'prerendered',
          recipient: 'late@example.com',
          facts: { kind: 'prerendered', subject: 'Waiting', html: '<p>Waiting</p>', text: 'Waiting' },
          availableAt: created,
          createdAt: created,
        })
        .returning({ id: outbox.id });
      const late = await health(t);
      expect(late.status).toBe(503);
      expect(late.body).toMatchObject({ status: 'degraded', checks: { database: 'up', outbox: 'late' } });
      await t.db.delete(outbox).where(eq(outbox.id, row?.id ?? 0));
      expect((await health(t)).status).toBe(200);
    });
  });

  describe('with a virus scanner configured', () => {
    let pong: Awaited<ReturnType<typeof fakeClamd>>;
    beforeAll(async () => {
      pong = await fakeClamd('PONG');
    });
    afterAll(async () => new Promise((resolve) => pong.server.close(resolve)));

    it('checks clamd answers its PING', async () => {
      const t = await createTestApp({
        kind,
        env: { CLAMD_HOST: '127.0.0.1', CLAMD_PORT: String(pong.port) },
      });
      try {
        expect(await health(t)).toMatchObject({ status: 200, body: { checks: { clamd: 'up' } } });
      } finally {
        await t.close();
      }
    });

    it('answers 503 naming clamd when nothing listens where it should be', async () => {
      const t = await createTestApp({ kind, env: { CLAMD_HOST: '127.0.0.1', CLAMD_PORT: await deadPort() } });
      try {
        expect(await health(t)).toEqual({
          status: 503,
          body: { status: 'degraded', checks: { database: 'up', outbox: 'up', chat: 'up', clamd: 'down' } },
        });
      } finally {
        await t.close();
      }
    });
  });
});
