import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { freePort } from '../test/faults/serverProcess.ts';
import { createTestApp, initialise } from '../test/testApp.ts';
import { multipartSave, pdf } from '../test/uploadParts.ts';
import { newStorageKey } from './fileStore.ts';
import { s3FileStore } from './s3FileStore.ts';

const BUCKET = 'portal-documents';

/** The S3 file store against a real S3-compatible server (s3rver) started by the test. */
describe('the S3 file store on an S3-compatible server', () => {
  let server: S3rver;
  let folder: string;
  let endpoint: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 's3rver-'));
    const port = await freePort();
    server = new S3rver({
      address: '127.0.0.1',
      port,
      silent: true,
      directory: folder,
      configureBuckets: [{ name: BUCKET, configs: [] }],
    });
    await server.run();
    endpoint = `http://127.0.0.1:${port}`;
    // s3rver's fixed credentials, read by the SDK's usual chain as in production.
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'S3RVER');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'S3RVER');
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await server?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  const store = () => s3FileStore({ bucket: BUCKET, endpoint, region: 'eu-west-2' });

  it('puts, gets and removes an object; a missing key reads as null', async () => {
    const files = store();
    const key = newStorageKey(new Date('2026-03-10T10:00:00Z'));
    const bytes = new Uint8Array(pdf(70 * 1024));
    await files.put(key, bytes, 'application/pdf');
    expect(Buffer.from((await files.get(key)) ?? [])).toEqual(Buffer.from(bytes));
    await files.remove(key);
    expect(await files.get(key)).toBeNull();
    expect(await files.get(newStorageKey(new Date()))).toBeNull();
  });

  it('refuses a key the server did not make, before any call', async () => {
    await expect(store().get('../../etc/passwd')).rejects.toThrow(/did not make/);
  });

  it('keeps a saved document in the bucket (the save path, S3_BUCKET configured)', async () => {
    const t = await createTestApp({
      kind: 'pglite',
      env: { S3_BUCKET: BUCKET, S3_ENDPOINT: endpoint, S3_REGION: 'eu-west-2' },
    });
    try {
      const document = pdf(120 * 1024);
      const body = await multipartSave([{ name: 'licence.pdf', bytes: document }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/mta-api/mta/docupl/save',
        headers: { 'x-auth-token': await initialise(t.app), 'content-type': body.contentType },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
      const { rows } = (await t.db.execute('select storage_key from request_documents')) as unknown as {
        rows: { storage_key: string }[];
      };
      expect(rows).toHaveLength(1);
      const kept = await store().get(rows[0]?.storage_key ?? '');
      expect(Buffer.from(kept ?? [])).toEqual(document);
    } finally {
      await t.close();
    }
  });
});
