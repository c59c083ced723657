import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoYourDetails } from '@portal/demo-data/answers';
import { MESSAGES } from '@portal/domain/rules/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CONCURRENT_UPLOADS, uploadSlots } from '../requests/uploads.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { until } from '../test/until.ts';
import { multipartSave, pdf } from '../test/uploadParts.ts';

const envelope = {
  brand: 'DIRECTLINE',
  product: 'PCW',
  answers: { ...demoYourDetails('10000001'), documentType: 'DRIVING_LICENCE' },
};

/** A browser's FormData: the envelope as a field or as a JSON blob, before or after the file. */
async function multipart(file: Buffer, options: { envelopeAsBlob?: boolean; fileFirst?: boolean } = {}) {
  const form = new FormData();
  const addEnvelope = () =>
    options.envelopeAsBlob
      ? form.append('request', new Blob([JSON.stringify(envelope)], { type: 'application/json' }))
      : form.append('request', JSON.stringify(envelope));
  if (!options.fileFirst) addEnvelope();
  form.append('file1', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), 'licence.pdf');
  if (options.fileFirst) addEnvelope();
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

/**
 * A suite's own temporary folder (os.tmpdir() reads TMPDIR at each call), set once its app has
 * started: the upload folders counted below are its alone, whatever else is uploading meanwhile.
 */
function privateTmpdir() {
  const outer = process.env.TMPDIR;
  beforeAll(async () => {
    process.env.TMPDIR = await mkdtemp(join(tmpdir(), 'upload-gate-'));
  });
  afterAll(async () => {
    const mine = tmpdir();
    if (outer === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = outer;
    await rm(mine, { recursive: true, force: true });
  });
}

const uploadFolders = async () =>
  (await readdir(tmpdir()))
    .filter((name) => name.startsWith('portal-upload-'))
    .map((name) => join(tmpdir(), name));
/** Saves whose file has begun to arrive: only a save given an upload slot writes one. */
const filesArriving = async () => {
  let count = 0;
  for (const folder of await uploadFolders()) if ((await readdir(folder).catch(() => [])).length > 0) count++;
  return count;
};

/** A multipart save app with the robot check on or off, started before the suite's tests. */
function multipartSaveApp(botCheck: 'on' | 'off') {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite', env: { BOT_CHECK: botCheck } });
  });
  afterAll(async () => t.close());
  return async (body: { payload: Buffer; contentType: string }) =>
    t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/docupl/save',
      headers: { 'x-auth-token': await initialise(t.app), 'content-type': body.contentType },
      payload: body.payload,
    });
}

describe('a multipart save with the robot check on', () => {
  const send = multipartSaveApp('on');

  it('answers an unsolved robot check before reading any file, however large', async () => {
    // Read, the 6 MB file would be refused as too large; it is never read.
    const response = await send(await multipart(pdf(6 * 1024 * 1024)));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([{ field: 'botCheck', message: MESSAGES.robotCheckRequired }]);
    const fileFirst = await send(await multipart(pdf(1000), { fileFirst: true }));
    expect(fileFirst.json().fields).toEqual([{ field: 'botCheck', message: MESSAGES.robotCheckRequired }]);
  });
});

describe('a multipart save with the robot check off', () => {
  const send = multipartSaveApp('off');
  privateTmpdir();

  it('takes the request part sent as a JSON blob, and leaves no temporary file', async () => {
    const response = await send(await multipart(pdf(50 * 1024), { envelopeAsBlob: true }));
    expect(response.statusCode, response.body).toBe(200);
    const refused = await send(await multipart(pdf(6 * 1024 * 1024)));
    expect(refused.json().fields).toEqual([
      { field: 'documents', message: expect.stringContaining(`${MESSAGES.fileTooLarge} (5 MB per file)`) },
    ]);
    // Cleared once each answer has gone (onResponse): wait for that, however long it takes.
    await until(async () => (await uploadFolders()).length === 0);
  });

  it('takes the request part as a field typed application/json (parsed by the multipart reader)', async () => {
    const body = await multipartSave([{ name: 'licence.pdf', bytes: pdf(2000) }], {
      envelope: 'jsonField',
    });
    expect(body.payload.toString('latin1')).toContain('name="request"\r\nContent-Type: application/json');
    const response = await send(body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual([expect.stringMatching(/^REQ-/)]);
  });
});

describe('upload slots', () => {
  it('hold at most the limit at once and are given back', () => {
    const slots = uploadSlots(2);
    expect([slots.take(), slots.take(), slots.take()]).toEqual([true, true, false]);
    slots.release();
    expect(slots.take()).toBe(true);
    expect(slots.inUse).toBe(2);
  });
});

describe('an upload whose client goes away part-way', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());
  privateTmpdir();

  const statusOfSmallSave = async () => {
    const body = await multipart(pdf(1000));
    const response = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/docupl/save',
      headers: { 'x-auth-token': await initialise(t.app), 'content-type': body.contentType },
      payload: body.payload,
    });
    return response.statusCode;
  };

  /**
   * A multipart save that stops part-way: its envelope begun and no more, or its envelope whole
   * (the robot check passed) and a file begun.
   */
  const trickle = async (token: string, upTo: 'envelope' | 'file'): Promise<Socket> => {
    const { port } = t.app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((resolve) => socket.once('connect', resolve));
    const part = (name: string, extra = '') =>
      `--XYZ\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n\r\n`;
    const begun =
      upTo === 'envelope'
        ? `${part('request')}{"brand":`
        : `${part('request')}${JSON.stringify(envelope)}\r\n${part('file1', '; filename="licence.pdf"')}%PDF-1.4\n`;
    socket.write(
      'POST /mta-api/mta/docupl/save HTTP/1.1\r\nHost: localhost\r\n' +
        `x-auth-token: ${token}\r\nContent-Type: multipart/form-data; boundary=XYZ\r\n` +
        `Content-Length: 100000\r\n\r\n${begun}`,
    );
    return socket;
  };

  it('holds no upload slot for a save whose envelope has not passed, however slowly it comes', async () => {
    const sockets = await Promise.all(
      Array.from({ length: MAX_CONCURRENT_UPLOADS + 2 }, async () =>
        trickle(await initialise(t.app), 'envelope'),
      ),
    );
    // Every one is being read (its upload folder made) and none has passed its envelope.
    await until(async () => (await uploadFolders()).length === sockets.length);
    expect(await statusOfSmallSave()).toBe(200);
    for (const socket of sockets) socket.destroy();
  });

  it('gives its upload slot back, so dropped connections cannot shut uploads off', async () => {
    const sockets = await Promise.all(
      Array.from({ length: MAX_CONCURRENT_UPLOADS }, async () => trickle(await initialise(t.app), 'file')),
    );
    // Every slot is held once each save's envelope has passed and its file is arriving: watched on
    // disk, not asked with a save (one sent to see would take the last slot free, and the save it
    // beat to it would be refused, so the slots would never fill).
    await until(async () => (await filesArriving()) === MAX_CONCURRENT_UPLOADS);
    expect(await statusOfSmallSave()).toBe(429);
    for (const socket of sockets) socket.destroy();
    // Given back as each connection closes: saves are taken again once they have.
    await until(async () => (await statusOfSmallSave()) === 200);
  });
});
