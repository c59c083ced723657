import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';

/** Redocly's command line, as `npx @redocly/cli lint` runs it. */
const redoclyCli = join(
  dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
  'bin/cli.js',
);

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

  it('lints with no errors under `redocly lint` (its recommended rules)', async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/mta-api/docs/json' });
    expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
    const document = join(work, 'openapi.json');
    writeFileSync(document, answer.body);
    const lint = spawnSync(process.execPath, [redoclyCli, 'lint', document, '--format=stylish'], {
      cwd: work,
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
    });
    expect(lint.status, `${lint.stdout}\n${lint.stderr}`).toBe(0);
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
          const success = statuses.some((status) => /^2\d\d$/.test(status) || status === '426');
          return !success || (!PUBLIC.includes(path) && !statuses.includes('401'));
        })
        .map(([method]) => `${method} ${path}`),
    );
    expect(unstated).toEqual([]);
  });
});
