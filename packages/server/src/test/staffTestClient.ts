import type { FastifyInstance, InjectOptions } from 'fastify';
import { DEMO_STAFF } from '../ops/staffAccounts.ts';

const signInOf = (role: 'agent' | 'supervisor') => {
  const { email, password } = DEMO_STAFF.find((staff) => staff.role === role) as (typeof DEMO_STAFF)[number];
  return { email, password };
};
/** The README's demo accounts, as a sign-in sends them (seeded by `seedDemoStaff`). */
export const DEMO_AGENT = signInOf('agent');
export const DEMO_SUPERVISOR = signInOf('supervisor');

/**
 * Test support: a browser's view of the console API through `inject` — it keeps the cookies the
 * server sets and sends the CSRF token on every call that changes something.
 */
export function staffClient(app: FastifyInstance) {
  const jar = new Map<string, string>();
  let csrfToken = '';
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  async function call(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    extra: InjectOptions['headers'] = {},
  ) {
    const response = await app.inject({
      method,
      url: `/ops-api${url}`,
      headers: {
        cookie: cookieHeader(),
        ...(method === 'POST' ? { 'x-csrf-token': csrfToken } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...extra,
      },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    for (const set of response.cookies) {
      // A cleared cookie comes back empty (its expiry is in the past on any clock).
      if (set.value === '') jar.delete(set.name);
      else jar.set(set.name, set.value);
    }
    return response;
  }
  return {
    jar,
    get: (url: string) => call('GET', url),
    post: (url: string, body?: unknown, headers?: InjectOptions['headers']) =>
      call('POST', url, body ?? {}, headers),
    async csrf() {
      csrfToken = (await call('GET', '/csrf')).json().csrfToken;
      return csrfToken;
    },
    async signIn(email: string, password: string) {
      if (!csrfToken) await this.csrf();
      const response = await call('POST', '/sign-in', { email, password });
      // The console's token is bound to the session: sign-in hands over the new one.
      if (response.statusCode === 200) csrfToken = response.json().csrfToken;
      return response;
    },
  };
}
export type StaffClient = ReturnType<typeof staffClient>;
