import { demoYourDetails } from '@portal/demo-data/answers';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, initialise, type TestApp } from '../test/testApp.ts';

const answers = {
  ...demoYourDetails('10000001'),
  estimatedAnnualMileage: '6000',
  reason: 'Retired',
};

describe('the robot check on a simple request form', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ kind: 'pglite', env: { BOT_CHECK: 'on' } });
    token = await initialise(t.app);
  });
  afterAll(async () => t.close());

  const save = (botCheck?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/mta-api/mta/com/save',
      headers: { 'x-auth-token': token },
      payload: { brand: 'DIRECTLINE', product: 'PCW', answers, ...(botCheck ? { botCheck } : {}) },
    });

  /** What the widget does: fetch a challenge, find the counter, send both back as base64 JSON. */
  async function solved(): Promise<string> {
    const challenge = await t.app.inject({
      method: 'GET',
      url: '/mta-api/mta/botcheck/challenge',
      headers: { 'x-auth-token': token },
    });
    expect(challenge.statusCode).toBe(200);
    const body = challenge.json();
    const solution = await solveChallenge({ challenge: body, deriveKey });
    return Buffer.from(JSON.stringify({ challenge: body, solution })).toString('base64');
  }

  it('refuses a save without a solved challenge, or with a forged one', async () => {
    for (const botCheck of [undefined, 'bm90IGEgcGF5bG9hZA==']) {
      const response = await save(botCheck);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual([{ field: 'botCheck', message: 'Field is required' }]);
    }
  });

  const validate = (gResponse: string) =>
    t.app.inject({
      method: 'POST',
      url: `/mta-api/mta/recaptcha/validate?gResponse=${encodeURIComponent(gResponse)}`,
      headers: { 'x-auth-token': token },
    });

  it('takes a save with a solved challenge once, and refuses the same solution replayed', async () => {
    const payload = await solved();
    // The spec's validate call checks without spending: the save still takes it.
    expect((await validate(payload)).json()).toEqual({ success: true });
    expect((await validate('bm90IGEgcGF5bG9hZA==')).json()).toEqual({ success: false });
    expect((await save(payload)).statusCode).toBe(200);
    const replayed = await save(payload);
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().fields).toEqual([{ field: 'botCheck', message: 'Field is required' }]);
  });
});
