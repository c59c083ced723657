import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestLinks } from '../../db/schema/requestTracking.ts';
import { outboxEmails } from '../../test/outboxTestSupport.ts';
import { DEMO_AGENT, staffClient } from '../../test/staffTestClient.ts';
import { createTestApp, initialise, type TestApp, testDatabaseKinds } from '../../test/testApp.ts';
import { multipartSave, pdf } from '../../test/uploadParts.ts';

/** The answer form as a browser posts it: the text first, then the files. */
async function answerForm(text: string, files: { name: string; bytes: Buffer }[]) {
  const form = new FormData();
  form.append('answer', text);
  for (const file of files)
    form.append('file1', new Blob([new Uint8Array(file.bytes)], { type: 'application/pdf' }), file.name);
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  };
}

describe.each(testDatabaseKinds)('a request its customer follows and answers (%s)', (kind) => {
  let t: TestApp;
  let session: string;
  const staff = () => staffClient(t.app);
  let agent: ReturnType<typeof staffClient>;

  beforeAll(async () => {
    t = await createTestApp({ kind, env: { OUTBOX_WORKER: 'off' } });
    session = await initialise(t.app);
    agent = staff();
    expect((await agent.signIn(DEMO_AGENT.email, DEMO_AGENT.password)).statusCode).toBe(200);
  });
  afterAll(() => t?.close());

  const page = (path: string, host = 'directline.localhost') =>
    t.app.inject({ method: 'GET', url: path.replace(/^https?:\/\/[^/]+/, ''), headers: { host } });

  /** Saves a docupl request; answers its reference and the link its confirmation email carries. */
  async function sendRequest() {
    const body = await multipartSave([{ name: 'licence.pdf', bytes: pdf(2048) }]);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/docupl/save',
      headers: { 'x-auth-token': session, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const reference = saved.json()[0] as string;
    const email = (await outboxEmails(t.db, 'request-received')).find((row) => row.text.includes(reference))!;
    const link = email.text.match(/Follow your request: (\S+)/)?.[1];
    expect(link, email.text).toMatch(/^http:\/\/directline\.localhost:\d+\/track\/[\w-]{43}$/);
    return { reference, link: link! };
  }

  it('links every request’s confirmation to its page, which says what was asked and that it is received', async () => {
    const { reference, link } = await sendRequest();
    expect(JSON.stringify(await t.db.select().from(requestLinks))).not.toContain(link.split('/').at(-1));
    const opened = await page(link);
    expect(opened.statusCode).toBe(200);
    expect(opened.body).toContain(`Your request ${reference}`);
    expect(opened.body).toContain('We have received your request.');
    // Its own brand's host only, and nothing for a made-up token.
    expect((await page(link, 'privilege.localhost')).statusCode).toBe(404);
    expect((await page(`/track/${'x'.repeat(43)}`)).body).not.toContain(reference);
  });

  it('emails the question staff ask, takes the answer with a file, and puts it before the agent', async () => {
    const { reference, link } = await sendRequest();
    const other = await sendRequest();
    await agent.post(`/requests/${reference}/take`);
    await agent.post(`/requests/${reference}/notes`, { note: 'PRIVATE: looks like a duplicate' });
    const waiting = await agent.post(`/requests/${reference}/waiting`, {
      note: 'Please send the back of the licence.',
      dueOn: '2026-03-17',
    });
    expect(waiting.statusCode, waiting.body).toBe(200);

    const question = (await outboxEmails(t.db, 'request-question')).at(-1)!;
    expect(question.text).toContain('Please send the back of the licence.');
    const questionLink = question.text.match(/Answer on your request’s page: (\S+)/)![1]!;
    const asked = await page(questionLink);
    expect(asked.body).toContain('Please send the back of the licence.');
    expect(asked.body).not.toContain('PRIVATE');
    // A link for one request never opens another.
    expect((await page(other.link)).body).not.toContain(reference);

    const form = await answerForm('Here it is.', [{ name: 'licence-back.pdf', bytes: pdf(4096) }]);
    const answered = await t.app.inject({
      method: 'POST',
      url: questionLink.replace(/^https?:\/\/[^/]+/, ''),
      headers: { host: 'directline.localhost', 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(answered.statusCode, answered.body).toBe(303);
    const after = await page(link);
    expect(after.body).toContain('We are working on your request.');
    expect(after.body).toContain('You answered: Here it is.');
    expect(after.body).toContain('licence-back.pdf');

    const detail = (await agent.get(`/requests/${reference}`)).json();
    expect(detail.status).toBe('in_progress');
    expect(JSON.stringify(detail)).toContain('Here it is.');
    expect(JSON.stringify(detail)).toContain('licence-back.pdf');
  });

  it('refuses an empty answer and a file that is not a document, tying the error to its field', async () => {
    const { reference, link } = await sendRequest();
    await agent.post(`/requests/${reference}/waiting`, { note: 'Which car?', dueOn: '2026-03-17' });
    const post = async (text: string, files: { name: string; bytes: Buffer }[]) => {
      const form = await answerForm(text, files);
      return t.app.inject({
        method: 'POST',
        url: link.replace(/^https?:\/\/[^/]+/, ''),
        headers: { host: 'directline.localhost', 'content-type': form.contentType },
        payload: form.payload,
      });
    };
    const empty = await post('  ', []);
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('aria-describedby="answer-error"');
    const exe = await post('see file', [
      { name: 'v5c.pdf', bytes: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(600, 1)]) },
    ]);
    expect(exe.statusCode).toBe(400);
    expect(exe.body).toContain('id="files-error"');
    expect((await page(link)).body).toContain('Which car?');
  });
});
