import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoYourDetails } from '@portal/demo-data/answers';
import { MESSAGES } from '@portal/domain/rules/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';
import { multipartSave, type Part, pdf } from '../test/uploadParts.ts';

/** Real files of each accepted type, made of their formats' own signatures. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
  Buffer.from('JFIF\0'),
  Buffer.alloc(200, 0x11),
  Buffer.from([0xff, 0xd9]),
]);
/** A Windows executable's header, named as a PDF. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(62, 0),
  Buffer.from('PE\0\0'),
  Buffer.alloc(500, 1),
]);

const answers = {
  ...demoYourDetails('10000001'),
  documentType: 'DRIVING_LICENCE',
  // What the browser claims is ignored: the server lists what actually arrived.
  documents: [{ name: 'claimed.pdf', size: 10, type: 'application/pdf' }],
};
const envelope = { brand: 'DIRECTLINE', product: 'PCW', answers };

/** A multipart save as a browser's FormData sends it, with this file's envelope unless told. */
const multipart = (files: Part[], request: unknown = envelope) => multipartSave(files, { request });

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
}

describe.each(TEST_DATABASES)('uploading documents with a docupl save on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let uploads: string;
  beforeAll(async () => {
    uploads = await mkdtemp(join(tmpdir(), 'upload-test-'));
    t = await createTestApp({ kind, env: { UPLOAD_DIR: uploads } });
    token = await initialise(t.app);
  });
  afterAll(async () => {
    await t.close();
    await rm(uploads, { recursive: true, force: true });
  });

  const rows = async <T>(sql: string) => ((await t.db.execute(sql)) as unknown as { rows: T[] }).rows;
  const requestCount = async () =>
    Number((await rows<{ n: number }>('select count(*)::int as n from requests'))[0]?.n);
  const send = async (body: { payload: Buffer; contentType: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/docupl/save',
      headers: { 'x-auth-token': token, 'content-type': body.contentType },
      payload: body.payload,
    });

  /** A refused upload answers 4xx with the message and leaves no request and no file behind. */
  async function refusedWith(body: { payload: Buffer; contentType: string }, message: string) {
    const [requestsBefore, filesBefore] = [await requestCount(), await filesUnder(uploads)];
    const response = await send(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'documents', message }]);
    expect(await requestCount()).toBe(requestsBefore);
    expect(await filesUnder(uploads)).toEqual(filesBefore);
  }

  it('takes a 200 KB PDF and files of every accepted type, stored under names the server chose', async () => {
    const response = await send(
      await multipart([
        { name: 'licence.pdf', bytes: pdf(200 * 1024) },
        { name: 'front.jpg', bytes: JPEG, type: 'image/jpeg' },
        { name: 'back.png', bytes: PNG, type: 'image/png' },
        { name: 'stamp.gif', bytes: GIF, type: 'image/gif' },
      ]),
    );
    expect(response.statusCode).toBe(200);
    const [reference] = response.json() as string[];
    const documents = await rows<{
      display_name: string;
      content_type: string;
      size_bytes: number;
      storage_key: string;
    }>(
      `select d.display_name, d.content_type, d.size_bytes, d.storage_key from request_documents d
       join requests r on r.id = d.request_id where r.reference = '${reference}' order by d.id`,
    );
    expect(documents.map((row) => [row.display_name, row.content_type])).toEqual([
      ['licence.pdf', 'application/pdf'],
      ['front.jpg', 'image/jpeg'],
      ['back.png', 'image/png'],
      ['stamp.gif', 'image/gif'],
    ]);
    expect(documents[0]?.size_bytes).toBe(200 * 1024);
    for (const row of documents) {
      expect(row.storage_key).toMatch(/^\d{4}-\d{2}-\d{2}\/[0-9a-f-]{36}$/);
      expect((await readFile(join(uploads, row.storage_key))).length).toBe(row.size_bytes);
    }
    const [details] = await rows<{ details: { documents: { name: string }[] } }>(
      `select details from requests where reference = '${reference}'`,
    );
    expect(details?.details.documents.map((file) => file.name)).toEqual([
      'licence.pdf',
      'front.jpg',
      'back.png',
      'stamp.gif',
    ]);
  });

  it("refuses a 6 MB PDF with the spec's message, keeping nothing", async () => {
    await refusedWith(
      await multipart([{ name: 'big.pdf', bytes: pdf(6 * 1024 * 1024) }]),
      'big.pdf: Maximum file size exceeded (5 MB per file)',
    );
  });

  it('judges a file by its content: an executable named .pdf is refused', async () => {
    await refusedWith(
      await multipart([{ name: 'invoice.pdf', bytes: EXE }]),
      `invoice.pdf: ${MESSAGES.fileType}`,
    );
    await refusedWith(
      await multipart([
        { name: 'fine.pdf', bytes: pdf(1000) },
        { name: 'invoice.pdf', bytes: EXE },
      ]),
      `invoice.pdf: ${MESSAGES.fileType}`,
    );
  });

  it('never uses the client file name as a path', async () => {
    const response = await send(await multipart([{ name: '../../../../etc/passwd.pdf', bytes: pdf(2000) }]));
    expect(response.statusCode).toBe(200);
    const [row] = await rows<{ display_name: string; storage_key: string }>(
      'select display_name, storage_key from request_documents order by id desc limit 1',
    );
    expect(row?.display_name).toBe('passwd.pdf');
    for (const path of await filesUnder(uploads)) expect(path.startsWith(uploads)).toBe(true);
    expect((await filesUnder(uploads)).some((path) => path.includes('passwd'))).toBe(false);
  });

  it('asks for a file when a save claims documents it did not send', async () => {
    const before = await requestCount();
    const response = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/docupl/save',
      headers: { 'x-auth-token': token, 'content-type': 'application/json' },
      payload: envelope,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([
      { field: 'documents', message: 'Please choose a file to upload' },
    ]);
    expect(await requestCount()).toBe(before);
  });

  it('keeps nothing of an upload cut off part-way', async () => {
    const whole = await multipart([{ name: 'licence.pdf', bytes: pdf(300 * 1024) }]);
    const [requestsBefore, filesBefore] = [await requestCount(), await filesUnder(uploads)];
    const response = await send({
      payload: whole.payload.subarray(0, 150 * 1024),
      contentType: whole.contentType,
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await requestCount()).toBe(requestsBefore);
    expect(await filesUnder(uploads)).toEqual(filesBefore);
  });

  it('refuses files on a form that takes none', async () => {
    const con = {
      ...envelope,
      answers: { ...answers, title: 'Ms', newFirstName: 'Amelia', newLastName: 'Stone', reason: 'Marriage' },
    };
    const body = await multipart([{ name: 'licence.pdf', bytes: pdf(1000) }], con);
    const response = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/con/save',
      headers: { 'x-auth-token': token, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
  });
});
