import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffClient } from '../staffTestClient.ts';
import { createTestApp, startSession, type TestApp, testDatabaseKinds } from '../testApp.ts';
import { controlText, declaredInputs, sampleOf } from './controlCharacterRequests.ts';
import { deeplyNestedJson, hostileHeaders, hostileJson, hostileString, numericText } from './hostileInput.ts';
import { expectCleanAnswer } from './refusal.ts';
import { fillPath, listRoutes, type RouteEntry } from './routeTable.ts';
import { countWrites, type WriteCounts } from './writeCounts.ts';

/** Enough runs per route to meet each kind of hostile input, few enough to stay fast; ABUSE_RUNS soaks. */
const RUNS_PER_ROUTE = Number(process.env.ABUSE_RUNS ?? 10);
const INITIALISE = '/mta-api/mta/initialize/:brandPath';
const LOGOUT = '/mta-api/mta/logout';
const STAFF_SIGN_OUT = '/ops-api/sign-out';

const safeEncode = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(Buffer.from(value).toString('hex'));
  }
};
const queryString = (query: Record<string, string>) =>
  Object.entries(query)
    .map(([key, value]) => `${safeEncode(key)}=${safeEncode(value)}`)
    .join('&');

const malformedJson = fc.constantFrom(
  '{',
  '{"a":',
  '[1,2',
  'nul',
  '{"__proto__":{"polluted":1}',
  '\u0000',
  '',
);
const bodyOf = fc.oneof(
  hostileJson.map((value) => ({ type: 'application/json', payload: JSON.stringify(value) })),
  malformedJson.map((payload) => ({ type: 'application/json', payload })),
  fc
    .dictionary(hostileString, hostileString, { maxKeys: 4 })
    .map((form) => ({ type: 'application/x-www-form-urlencoded', payload: queryString(form) })),
  hostileString.map((payload) => ({ type: 'text/plain', payload })),
);
const hostileRequest = fc.record({
  params: fc.array(fc.oneof(hostileString, numericText), { minLength: 1, maxLength: 3 }),
  query: fc.dictionary(hostileString, hostileString, { maxKeys: 4 }),
  body: bodyOf,
  withSession: fc.boolean(),
});

// Hundreds of requests a property: seconds alone, past 180 s beside other suites and stress-ng; a
// timeout here says nothing about the behaviour under test, so only the config's hang guard applies.
describe.each(testDatabaseKinds)('hostile input against every route (%s)', (kind) => {
  let test: TestApp;
  let session: string;
  let routes: RouteEntry[];
  /** A signed-in supervisor's cookies and CSRF token, so console routes are reached past sign-in. */
  let staffHeaders: Record<string, string> = {};
  const prototypeKeys = Object.getOwnPropertyNames(Object.prototype).sort();

  beforeAll(async () => {
    // Rate limits off here: this suite checks what each input does, the limits have their own.
    test = await createTestApp(kind, { TOKEN_RATE_LIMIT_MAX: 1_000_000 });
    session = await startSession(test.app);
    routes = listRoutes(test.app);
    const staff = staffClient(test.app);
    await staff.signIn('supervisor@portal.example', 'supervisor-demo-password');
    staffHeaders = {
      cookie: [...staff.jar].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-csrf-token': await staff.csrf(),
    };
  });
  afterAll(() => test?.close());

  /** Sends one request and checks the answer is clean and, unless it succeeded, wrote nothing. */
  async function probe(route: RouteEntry, options: InjectOptions, label: string) {
    const before = await countWrites(test.database.db);
    const response = await test.app.inject(options);
    expectCleanAnswer(route.path, response, label);
    const after = await countWrites(test.database.db);
    const allowed: Partial<WriteCounts> =
      route.path === INITIALISE && response.statusCode < 300 ? { sessions: after.sessions } : {};
    expect({ ...after, ...allowed }, `${label} wrote rows`).toEqual({ ...before, ...allowed });
  }

  const sessionFor = (route: RouteEntry, wanted: boolean): Record<string, string> =>
    // Logging out with the suite's own session would end it for every later probe.
    wanted && route.path !== LOGOUT ? { 'x-auth-token': session } : {};

  it('reads every route from the app, including each one the portal is known to serve', () => {
    const paths = routes.map((route) => `${route.method} ${route.path}`);
    for (const known of [
      'POST /mta-api/mta/:form/save',
      'GET /mta-api/mta/:form/data',
      'POST /mta-api/mta/:form/idv/validate',
      'POST /mta-api/mta/quote/accept',
      'POST /mta-api/mta/quote/decline',
      'POST /mta-api/mta/quote/payment/proceed',
      'POST /mta-api/mta/quote/payment/postpone',
      'POST /mta-api/mta/payment/validate',
      'POST /mta-api/mta/payment/execute',
      'GET /mta-api/mta/payment/payment-status',
      'GET /mta-api/mta/addr/postcode/:postcode',
      'GET /mta-api/mta/dvla/get/:registration',
      'POST /mta-api/mta/gateway/metadata',
      `POST ${INITIALISE}`,
      `POST ${LOGOUT}`,
      'GET /mta-api/mta/time',
      'POST /sandbox-gateway/challenge',
      'POST /sandbox-gateway/ddc',
      'GET /dev/mailbox/:id',
    ])
      expect(paths).toContain(known);
  });

  it('answers hostile parameters, queries and bodies on every route with no 5xx and no writes', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileRequest, async (input) => {
          const url = `${fillPath(route.path, input.params)}?${queryString(input.query)}`;
          const hasBody = route.method !== 'GET';
          await probe(
            route,
            {
              method: route.method as InjectOptions['method'],
              url,
              headers: {
                ...sessionFor(route, input.withSession),
                ...(hasBody ? { 'content-type': input.body.type } : {}),
              },
              ...(hasBody ? { payload: input.body.payload } : {}),
            },
            `${route.method} ${url.slice(0, 200)}`,
          );
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  });

  it('answers control characters in every parameter, query field and body field with no 5xx and no writes', async () => {
    const inputs = declaredInputs(test.app);
    for (const route of routes) {
      const declared = inputs.get(`${route.method} ${route.path}`);
      const staff = route.path.startsWith('/ops-api') && route.path !== STAFF_SIGN_OUT ? staffHeaders : {};
      await fc.assert(
        fc.asyncProperty(controlText, fc.constantFrom('params', 'query', 'body'), async (text, where) => {
          const query = Object.fromEntries(
            (declared?.query ?? []).map(([name, schema]) => [
              name,
              String(where === 'query' ? sampleOf(schema, text) : sampleOf(schema, 'x')),
            ]),
          );
          const body = sampleOf(
            declared?.body ?? { additionalProperties: true },
            where === 'body' ? text : 'x',
          );
          const url = `${fillPath(route.path, [where === 'params' ? text : 'cov'])}?${queryString(query)}`;
          const hasBody = route.method !== 'GET';
          await probe(
            route,
            {
              method: route.method as InjectOptions['method'],
              url,
              headers: {
                ...sessionFor(route, true),
                ...staff,
                ...(hasBody ? { 'content-type': 'application/json' } : {}),
              },
              ...(hasBody ? { payload: JSON.stringify(body) } : {}),
            },
            `${route.method} ${url.slice(0, 200)} ${JSON.stringify(body).slice(0, 200)}`,
          );
        }),
        { numRuns: 6 },
      );
    }
  });

  it('refuses JSON nested thousands deep on every route that takes a body', async () => {
    for (const route of routes.filter((entry) => entry.method !== 'GET')) {
      await fc.assert(
        fc.asyncProperty(deeplyNestedJson, async (payload) => {
          await probe(
            route,
            {
              method: route.method as InjectOptions['method'],
              url: fillPath(route.path, ['cov']),
              headers: { 'x-auth-token': session, 'content-type': 'application/json' },
              payload,
            },
            `${route.method} ${route.path} nested`,
          );
        }),
        { numRuns: 3 },
      );
    }
  });

  it('answers hostile headers on every route with no 5xx and no writes', async () => {
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(hostileHeaders, fc.boolean(), async (headers, withSession) => {
          await probe(
            route,
            {
              method: route.method as InjectOptions['method'],
              url: fillPath(route.path, ['cov']),
              headers: { ...headers, ...sessionFor(route, withSession) },
              ...(route.method === 'GET' ? {} : { payload: '{}' }),
            },
            `${route.method} ${route.path} headers ${JSON.stringify(headers).slice(0, 300)}`,
          );
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    }
  });

  it('leaves Object.prototype untouched after every poisoned key', () => {
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(prototypeKeys);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
