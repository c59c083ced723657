import { createConfig, lintFromString } from '@redocly/openapi-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/testApp.ts';

describe('the API contract', () => {
  let test: TestApp;
  beforeAll(async () => {
    test = await createTestApp('pglite');
  });
  afterAll(() => test?.close());

  it("lints clean under Redocly's recommended rules", async () => {
    const answer = await test.app.inject({ method: 'GET', url: '/mta-api/docs/json' });
    expect(answer.statusCode, answer.body.slice(0, 500)).toBe(200);
    const document = answer.body;
    const problems = await lintFromString({
      source: document,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const errors = problems.filter((problem) => problem.severity === 'error');
    expect(
      errors.map((problem) => `${problem.ruleId}: ${problem.message} @ ${problem.location[0]?.pointer}`),
    ).toEqual([]);
  });
});
