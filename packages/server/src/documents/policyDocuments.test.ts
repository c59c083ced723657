import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyDocumentLinks, policyDocuments } from '../db/schema/documents.ts';
import { folderFileStore } from '../files/folderFileStore.ts';
import { outboxEmails } from '../test/outboxTestSupport.ts';
import { pdfText } from '../test/pdfText.ts';
import { covAnswers, onRecordCars } from '../test/testAnswers.ts';
import { createTestApp, startSession, type TestApp, testDatabaseKinds } from '../test/testApp.ts';
import { createPolicyDocuments } from './policyDocuments.ts';

describe.each(testDatabaseKinds)('a change makes its version’s documents (%s)', (kind) => {
  let test: TestApp;
  let session: string;

  beforeAll(async () => {
    test = await createTestApp({ kind, env: { OUTBOX_WORKER: 'off' } });
    session = await startSession(test.app);
  });
  afterAll(() => test?.close());

  const post = (url: string, payload: object, host = 'directline.localhost') =>
    test.app.inject({
      method: 'POST',
      url: `/mta-api/mta/${url}`,
      headers: { 'x-auth-token': session, host },
      payload,
    });
  const download = (href: string, host = 'directline.localhost') =>
    test.app.inject({ method: 'GET', url: href.replace(/^https?:\/\/[^/]+/, ''), headers: { host } });

  /** Accepts a cheaper car (nothing to pay) for policy 10000001; answers the quote and the new registration. */
  async function acceptCheaperCar(model: string) {
    const cars = await onRecordCars(test.app, session);
    const saved = await post('cov/save', {
      brand: 'DIRECTLINE',
      product: 'PCW',
      answers: covAnswers({ make: 'KIA', model, yearOfManufacture: '2012' }, cars),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const token = (await outboxEmails(test.db, 'quote')).at(-1)!.text.match(/verification\/([\w-]+)/)![1]!;
    const uuid = (await post('cov/idv/validate', { token })).json().quoteDTO.uuid as string;
    const accepted = await post('quote/accept', { token, uuid });
    expect(accepted.json()).toEqual({ status: 'ACCEPTED' });
    return { quote: { token, uuid }, registration: cars.next };
  }

  it('emails a link to the new certificate, which names the new car, the period and the version', async () => {
    const { quote, registration } = await acceptCheaperCar('PICANTO');
    const email = (await outboxEmails(test.db, 'policy-updated')).at(-1)!;
    const link = email.text.match(/Download your new certificate: (\S+)/)?.[1];
    expect(link, email.text).toMatch(
      /^http:\/\/directline\.localhost:\d+\/mta-api\/mta\/documents\/[\w-]{43}\/certificate$/,
    );
    // Only the link's hash is kept.
    const token = link!.split('/').at(-2)!;
    expect(JSON.stringify(await test.db.select().from(policyDocumentLinks))).not.toContain(token);

    const response = await download(link!);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const certificate = await pdfText(response.rawPayload);
    expect(certificate.tagged).toBe(true);
    expect(certificate.text).toContain(registration);
    expect(certificate.text).toContain('20 March 2026 to');
    const [documents] = await test.db.select().from(policyDocuments).orderBy(policyDocuments.id);
    expect(certificate.text).toContain(`Policy version ${documents!.version}`);

    // The success page is handed the same version's documents, and they are the same file.
    const offered = await post('quote/documents', quote);
    expect(offered.statusCode, offered.body).toBe(200);
    const href = offered.json().documents.find((d: { kind: string }) => d.kind === 'certificate').href;
    expect((await download(href)).rawPayload.equals(response.rawPayload)).toBe(true);
  });

  it('keeps an earlier version’s documents as they were when a later change is made', async () => {
    const first = (await outboxEmails(test.db, 'policy-updated'))
      .at(-1)!
      .text.match(/certificate: (\S+)/)![1]!;
    const before = await download(first);
    const { registration } = await acceptCheaperCar('RIO');
    const again = await download(first);
    expect(again.rawPayload.equals(before.rawPayload)).toBe(true);
    expect((await pdfText(again.rawPayload)).text).not.toContain(registration);
    const latest = (await outboxEmails(test.db, 'policy-updated'))
      .at(-1)!
      .text.match(/certificate: (\S+)/)![1]!;
    expect((await pdfText((await download(latest)).rawPayload)).text).toContain(registration);
  });

  it('is drawn by the worker after the change commits, not in its transaction', async () => {
    const { registration } = await acceptCheaperCar('CEED');
    const rows = await test.db.select().from(policyDocuments).orderBy(policyDocuments.id);
    const made = rows.at(-1)!;
    expect(made.producedAt).toBeNull();
    const store = folderFileStore(mkdtempSync(join(tmpdir(), 'documents-test-')));
    const worker = createPolicyDocuments(test.db, store, test.clock.now);
    expect(await worker.producePending()).toBeGreaterThan(0);
    const [produced] = await test.db.select().from(policyDocuments).where(eq(policyDocuments.id, made.id));
    expect(produced?.producedAt).not.toBeNull();
    const bytes = await store.get(produced!.files.certificate!);
    expect((await pdfText(bytes!)).text).toContain(registration);
    expect(await worker.producePending()).toBe(0);
  });

  it('opens only on its own brand’s host, and not once expired', async () => {
    const link = (await outboxEmails(test.db, 'policy-updated'))
      .at(-1)!
      .text.match(/certificate: (\S+)/)![1]!;
    expect((await download(link, 'privilege.localhost')).json()).toMatchObject({
      errorCode: 'INVALID_TOKEN',
    });
    expect(
      (await download(link.replace(/documents\/[\w-]+/, `documents/${'x'.repeat(43)}`))).statusCode,
    ).toBe(404);
    test.clock.advance(61 * 86_400);
    expect((await download(link)).json()).toMatchObject({ errorCode: 'TOKEN_EXPIRED' });
  });
});
