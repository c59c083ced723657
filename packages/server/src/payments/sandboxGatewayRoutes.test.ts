import type { PGlite } from '@electric-sql/pglite';
import { SANDBOX_CARDS } from '@portal/domain/payment/sandboxCards';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestGateway, executeRequest, validCard } from '../test/sandboxTestSupport.ts';
import type { SandboxGateway } from './sandboxGateway.ts';
import { sandboxGatewayRoutes } from './sandboxGatewayRoutes.ts';

let app: FastifyInstance;
let gateway: SandboxGateway;
let client: PGlite;

beforeAll(async () => {
  ({ gateway, client } = await createTestGateway());
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(sandboxGatewayRoutes, { gateway });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await client.close();
});

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});

/** Validates a sandbox card and executes it, returning the challenge it asks for. */
const challengeFor = async (scenario: 'challenge-success' | 'challenge-failure', key: string) => {
  const number = SANDBOX_CARDS.find((card) => card.scenario === scenario)?.number ?? '';
  const details = await gateway.validateCard(validCard(number), { now: '2025-06-15T09:00:00Z' });
  if (!details.ok) throw new Error(details.error.errorCode);
  const answer = await gateway.execute(
    executeRequest(details.value.cardToken, gateway.issueDfReference()),
    key,
  );
  if (!answer.ok || answer.value.paymentDecision !== 'GO_TO_3D_SECURE')
    throw new Error('expected a challenge');
  return answer.value;
};

describe('challenge page', () => {
  it('shows a labelled test bank page with Approve and Fail and no inline script', async () => {
    const challenge = await challengeFor('challenge-success', 'route-key-page-0001');
    const page = await app.inject({
      method: 'GET',
      url: `/sandbox-gateway/challenge?md=${challenge.md}&JWT=${challenge.challengeJWT}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain('<h1>Test bank: confirm your payment</h1>');
    expect(page.body).toContain('£123.45');
    expect(page.body).toContain('ending 4444');
    for (const [value, label] of [
      ['approve', 'Approve'],
      ['fail', 'Fail'],
    ])
      expect(page.body).toMatch(
        new RegExp(
          `<button type="submit" (?=[^>]*name="outcome")(?=[^>]*value="${value}")[^>]*>${label}</button>`,
        ),
      );
    expect(page.body).not.toContain('<script');
    // Styled from a file: the content policy allows no inline style.
    expect(page.body).not.toContain('<style');
    expect(page.body).toMatch(/<link rel="stylesheet" href="\/sandbox-gateway\/bank.css"\/?>/);
    const css = await app.inject({ method: 'GET', url: '/sandbox-gateway/bank.css' });
    expect(css.headers['content-type']).toContain('text/css');
    expect(css.body).toContain('min-block-size:48px');
  });

  it('shows the page when the 3dsecure frame posts MD and JWT, and refuses a forged JWT', async () => {
    const challenge = await challengeFor('challenge-success', 'route-key-post-0001');
    const posted = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/challenge',
      ...form({ MD: challenge.md, JWT: challenge.challengeJWT }),
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.body).toContain(`value="${challenge.md}"`);
    const forged = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/challenge',
      ...form({ MD: challenge.md, JWT: `${challenge.challengeJWT}x` }),
    });
    expect(forged.statusCode).toBe(404);
  });

  it('answers a challenge only with its own signed token, never with md alone', async () => {
    const challenge = await challengeFor('challenge-success', 'route-key-token-0001');
    const other = await challengeFor('challenge-success', 'route-key-token-0002');
    const mdOnly = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/challenge',
      ...form({ md: challenge.md, outcome: 'approve' }),
    });
    expect(mdOnly.statusCode).toBe(400);
    const borrowed = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/challenge',
      ...form({ md: challenge.md, outcome: 'approve', JWT: other.challengeJWT }),
    });
    expect(borrowed.statusCode).toBe(404);
    expect(await gateway.status(challenge.paymentId)).toMatchObject({
      ok: true,
      value: { status: 'AWAITING_CHALLENGE' },
    });
  });

  it('approve redirects (303) to the portal with ;status=success and records the payment', async () => {
    const challenge = await challengeFor('challenge-success', 'route-key-approve-01');
    const answer = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/challenge',
      ...form({ md: challenge.md, outcome: 'approve', JWT: challenge.challengeJWT }),
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('http://portal.test/#/cov/accept/redirects;status=success');
    expect(await gateway.status(challenge.paymentId)).toMatchObject({
      ok: true,
      value: { status: 'AUTHORISED' },
    });
  });

  it('fail redirects (303) with ;status=declined', async () => {
    const challenge = await challengeFor('challenge-success', 'route-key-fail-00001');
    const answer = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/challenge',
      ...form({ md: challenge.md, outcome: 'fail', JWT: challenge.challengeJWT }),
    });
    expect(answer.statusCode).toBe(303);
    expect(answer.headers.location).toBe('http://portal.test/#/cov/accept/redirects;status=declined');
    expect(await gateway.status(challenge.paymentId)).toMatchObject({
      ok: true,
      value: { status: 'DECLINED' },
    });
  });

  it('answers 404 for an unknown md or token and 400 for a bad outcome', async () => {
    const unknown = await app.inject({
      method: 'GET',
      url: '/sandbox-gateway/challenge?md=md_unknown&JWT=nope',
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/challenge',
      ...form({ md: 'md_unknown', outcome: 'maybe' }),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('device data collection', () => {
  const ddcJwt = async () => {
    const number = SANDBOX_CARDS[0].number;
    const details = await gateway.validateCard(validCard(number), { now: '2025-06-15T09:00:00Z' });
    if (!details.ok) throw new Error(details.error.errorCode);
    return details.value.deviceDataCollectionJwt;
  };

  it('answers a page for the hidden frame and a reference execute accepts', async () => {
    const page = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/ddc',
      ...form({ JWT: await ddcJwt(), Bin: '411111' }),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<script src="/sandbox-gateway/ddc.js"></script>');
    const json = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/ddc',
      headers: { accept: 'application/json' },
      payload: { JWT: await ddcJwt() },
    });
    const { dfReferenceId } = json.json<{ dfReferenceId: string }>();
    expect(page.body).toMatch(/data-df-reference-id="df_[0-9a-f]{32}\.[\w-]{22}"/);
    expect(dfReferenceId).toMatch(/^df_[0-9a-f]{32}\./);
  });

  it('refuses a whole card number in place of the first digits, and a forged token', async () => {
    const whole = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/ddc',
      ...form({ JWT: await ddcJwt(), Bin: '4111111111111111' }),
    });
    expect(whole.statusCode).toBe(400);
    const forged = await app.inject({
      method: 'POST',
      url: '/sandbox-gateway/ddc',
      ...form({ JWT: 'a.b.c' }),
    });
    expect(forged.statusCode).toBe(400);
  });

  it('serves the collection script', async () => {
    const script = await app.inject({ method: 'GET', url: '/sandbox-gateway/ddc.js' });
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain("MessageType: 'profile.completed'");
  });
});
