import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { ERROR_CODES } from '@portal/domain/errors';
import { MESSAGES } from '@portal/domain/rules/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INFECTED_UPLOAD_ACTION } from '../requests/uploadScan.ts';
import { type ClamdProcess, EICAR, EICAR_SIGNATURE, startClamd } from '../test/clamdProcess.ts';
import { freePort } from '../test/faults/serverProcess.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { multipartSave, pdf } from '../test/uploadParts.ts';

/** Uploads scanned by a real clamd (Debian's clamav-daemon) holding the EICAR signature. */
describe('uploads scanned by clamd', () => {
  let clamd: ClamdProcess;
  let t: TestApp;
  let uploads: string;
  beforeAll(async () => {
    clamd = await startClamd();
    uploads = await mkdtemp(`${tmpdir()}/scan-test-`);
    t = await createTestApp({
      kind: 'pglite',
      env: { UPLOAD_DIR: uploads, CLAMD_HOST: '127.0.0.1', CLAMD_PORT: String(clamd.port) },
    });
    // clamd loads its signatures before it answers: slow on a busy machine.
  });
  afterAll(async () => {
    await t?.close();
    await clamd?.close();
    if (uploads) await rm(uploads, { recursive: true, force: true });
  });

  const count = async (sql: string) =>
    Number(((await t.db.execute(sql)) as unknown as { rows: { n: number }[] }).rows[0]?.n);
  const stored = async () => ({
    requests: await count('select count(*)::int as n from requests'),
    documents: await count('select count(*)::int as n from request_documents'),
    files: (await readdir(uploads, { recursive: true, withFileTypes: true })).filter((entry) =>
      entry.isFile(),
    ).length,
  });
  const infectedRecords = () =>
    t.db.execute(
      `select subject, detail from staff_audit where action = '${INFECTED_UPLOAD_ACTION}'`,
    ) as unknown as Promise<{
      rows: { subject: string; detail: Record<string, unknown> }[];
    }>;
  const save = async (files: { name: string; bytes: Buffer }[]) => {
    const body = await multipartSave(files);
    return t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/docupl/save',
      headers: { 'x-auth-token': await initialise(t.app), 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('keeps a clean PDF', async () => {
    const before = await stored();
    const response = await save([{ name: 'licence.pdf', bytes: pdf(100 * 1024) }]);
    expect(response.statusCode, response.body).toBe(200);
    expect(await stored()).toEqual({
      requests: before.requests + 1,
      documents: before.documents + 1,
      files: before.files + 1,
    });
  });

  it("refuses a PDF carrying EICAR with the spec's upload message, keeps nothing and records it for staff", async () => {
    const before = await stored();
    const response = await save([
      { name: 'clean.pdf', bytes: pdf(2000) },
      { name: 'invoice.pdf', bytes: pdf(4000, EICAR) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'documents', message: MESSAGES.fileType }]);
    expect(await stored()).toEqual(before);
    const { rows } = await infectedRecords();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.subject).toBe('docupl');
    expect(rows[0]?.detail).toMatchObject({
      signature: expect.stringContaining(EICAR_SIGNATURE),
      fileName: 'invoice.pdf',
      contentType: 'application/pdf',
      brand: 'DIRECTLINE',
    });
  });

  it('fails closed with a retryable error while clamd is down, keeping nothing', async () => {
    await clamd.stop();
    const before = await stored();
    const response = await save([{ name: 'licence.pdf', bytes: pdf(2000) }]);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('30');
    expect(response.json()).toEqual({ errorCode: 'SCAN_UNAVAILABLE', message: ERROR_CODES.SCAN_UNAVAILABLE });
    expect(await stored()).toEqual(before);
  });
});

describe('a clamd that never answers', () => {
  let silent: Server;
  let t: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    // Takes the connection and the bytes, and says nothing.
    silent = createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(port, '127.0.0.1', resolve));
    t = await createTestApp({
      kind: 'pglite',
      env: { CLAMD_HOST: '127.0.0.1', CLAMD_PORT: String(port), CLAMD_TIMEOUT_MS: '300' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('times out into the same retryable error, keeping nothing', async () => {
    const body = await multipartSave([{ name: 'licence.pdf', bytes: pdf(2000) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/docupl/save',
      headers: { 'x-auth-token': await initialise(t.app), 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(503);
    expect(response.json().errorCode).toBe('SCAN_UNAVAILABLE');
    const rows = (await t.db.execute('select count(*)::int as n from requests')) as unknown as {
      rows: { n: number }[];
    };
    // The demo data seeds no requests: none was written.
    expect(rows.rows[0]?.n).toBe(0);
  });
});
