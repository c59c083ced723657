import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConfig, lintFromString, loadConfig } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';
import { ambiguousOperations, type Paths } from './openApiPaths.ts';

/** The project's Redocly configuration: the recommended rules (see the file for the one change). */
const REDOCLY_CONFIG = join(import.meta.dirname, '../../redocly.yaml');

type Document = { paths: Record<string, Record<string, { responses?: Record<string, unknown> }>> };
const problemsOf = (problems: Awaited<ReturnType<typeof lintFromString>>) =>
  problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`);

describe('the API contract', () => {
  let test: TestApp;
  const work = mkdtempSync(join(tmpdir(), 'portal-contract-'));
  beforeAll(async () => {
    // With a built web app, so its page routes (/ops, /ops/) are there to be left out of the document.
    const webDist = join(work, 'web');
    mkdirSync(webDist);
    for (const page of ['index.html', 'ops.html']) writeFileSync(join(webDist, page), '<!doctype html>');
    test = await createTestApp({ kind: 'pglite', env: { WEB_DIST: webDist } });
  });
  afterAll(async () => {
    await test?.close();
    rmSync(work, { recursive: true, force: true });
  });

  const documentText = async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/mta-api/docs/json' });
    expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
    return answer.body;
  };

  it("passes Redocly's lint with no error and no warning", async () => {
    const config = await loadConfig({ configPath: REDOCLY_CONFIG });
    const problems = await lintFromString({
      source: await documentText(),
      absoluteRef: 'openapi.json',
      config,
    });
    expect(problemsOf(problems)).toEqual([]);
  });

  it('lets no two operations of one method overlap, the only overlap being across methods', async () => {
    const text = await documentText();
    expect(ambiguousOperations((JSON.parse(text) as { paths: Paths }).paths)).toEqual([]);
    // Under the recommended rules as shipped, what is left is the spec's GET/POST pair, which no request confuses.
    const recommended = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config: recommended });
    expect(problems.map((p) => p.message)).toEqual([
      'Paths should resolve unambiguously. Found two ambiguous paths: `/mta-api/mta/dvla/get/{registration}` and `/mta-api/mta/dvla/{make}/models`.',
    ]);
  });

  it('states only what each operation can answer: a success, and no refusal its route cannot reach', async () => {
    const document = JSON.parse(await documentText()) as Document;
    const operations = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({
        name: `${method.toUpperCase()} ${path}`,
        statuses: Object.keys(op.responses ?? {}),
      })),
    );
    expect(
      operations.filter((op) => !op.statuses.some((s) => /^2\d\d$/.test(s))).map((op) => op.name),
    ).toEqual([]);
    // A body too large needs a body.
    expect(operations.filter((op) => op.name.startsWith('GET') && op.statuses.includes('413'))).toEqual([]);
    const statusesOf = (name: string) => operations.find((op) => op.name === name)?.statuses;
    // A route that refuses nothing itself meets only what the app-wide plugins give.
    expect(statusesOf('GET /mta-api/mta/time')).toEqual(['200', '400', '401', '429']);
    expect(statusesOf('GET /chat-api/availability')).toEqual(['200', '400', '429']);
    expect(statusesOf('POST /chat-api/leave-message')).toEqual(['200', '400', '404', '409', '413', '429']);
    // The brand paths are the only ones the initialise call answers on, so they are listed.
    expect(statusesOf('POST /mta-api/mta/initialize/greenflag')).toEqual(['204', '400', '403', '413', '429']);
    // Pages, the dev mailbox and the sockets are no operations of the API.
    expect(operations.filter((op) => !/ \/(mta-api\/mta|chat-api|ops-api)\//.test(op.name))).toEqual([]);
    expect(operations.filter((op) => op.name.endsWith('/ws'))).toEqual([]);
  });

  it('gives every operation an id of its own and no path a trailing slash', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/mta-api/docs/json' })).json() as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations).map((operation) => operation.operationId),
    );
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(document.paths).filter((path) => path.length > 1 && path.endsWith('/'))).toEqual([]);
  });

  it('states what every console call answers, status by status: its success and the refusal to sign in', async () => {
    const document = (await test.app.inject({ method: 'GET', url: '/mta-api/docs/json' })).json() as {
      paths: Record<string, Record<string, { responses?: Record<string, unknown> }>>;
    };
    const ops = Object.entries(document.paths).filter(([path]) => path.startsWith('/ops-api/'));
    expect(ops.length).toBeGreaterThan(20);
    const PUBLIC = ['/ops-api/csrf', '/ops-api/sign-in'];
    const unstated = ops.flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => {
          const statuses = Object.keys(operation.responses ?? {});
          const success = statuses.some((status) => /^2\d\d$/.test(status));
          return !success || (!PUBLIC.includes(path) && !statuses.includes('401'));
        })
        .map(([method]) => `${method} ${path}`),
    );
    expect(unstated).toEqual([]);
  });
});
