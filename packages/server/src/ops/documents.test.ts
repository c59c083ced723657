import { demoYourDetails } from '@portal/demo-data/answers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../test/staffTestClient.ts';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';
import { TEST_DATABASES } from '../test/testDatabases.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');

/** A docupl save with one PDF, as a browser's FormData sends it. */
async function docuplBody() {
  const form = new FormData();
  const answers = { ...demoYourDetails('10000001'), documentType: 'DRIVING_LICENCE', documents: [] };
  form.append('request', JSON.stringify({ brand: 'DIRECTLINE', product: 'PCW', answers }));
  form.append(
    'fileMetadata',
    JSON.stringify({ documentTypes: [{ documentType: 'DRIVING_LICENCE', filename: 'my "licence".pdf' }] }),
  );
  form.append('file1', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'my "licence".pdf');
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

describe.each(TEST_DATABASES)('uploaded documents in the console on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ kind });
  });
  afterAll(async () => t.close());

  it('serves a document only to signed-in staff, as an attachment with its stored type', async () => {
    const token = await initialise(t.app);
    const body = await docuplBody();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/docupl/save',
      headers: { 'x-auth-token': token, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [reference] = saved.json() as string[];

    const agent = staffClient(t.app);
    expect((await agent.get('/documents/1')).statusCode).toBe(401);
    await agent.signIn('agent@portal.example', 'agent-demo-password');
    const page = (await agent.get(`/requests/${reference}`)).json();
    expect(page.documents).toHaveLength(1);
    const file = await agent.get(`/documents/${page.documents[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    // The customer's name reaches the header with anything outside plain characters replaced.
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="my [A-Za-z0-9._ -]+\.pdf"$/);
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });
});
