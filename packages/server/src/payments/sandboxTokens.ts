import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Signed values the sandbox hands the browser: a compact HS256 JWT (as 3-D Secure servers
 * use for the challenge and device data collection) and self-checking reference ids, so the
 * sandbox can tell its own values from made-up ones without storing them.
 */

const base64url = (value: string | Buffer): string => Buffer.from(value).toString('base64url');

const sign = (secret: string, data: string): string =>
  createHmac('sha256', secret).update(data).digest('base64url');

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

export const randomId = (prefix: string): string => `${prefix}_${randomBytes(16).toString('hex')}`;

export const signJwt = (secret: string, claims: Record<string, string | number>): string => {
  const body = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify(claims))}`;
  return `${body}.${sign(secret, body)}`;
};

/** The claims of a JWT this sandbox signed and that has not expired, else undefined. */
export const verifyJwt = (
  secret: string,
  token: string,
  nowSeconds: number,
): Record<string, unknown> | undefined => {
  const [header, payload, signature] = token.split('.');
  if (!header || !payload || !signature || !sameText(signature, sign(secret, `${header}.${payload}`))) return;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return;
    const exp = 'exp' in claims ? claims.exp : undefined;
    if (typeof exp === 'number' && exp < nowSeconds) return;
    return { ...claims };
  } catch {
    return;
  }
};

/** `df_<random>.<mac>`: a device data collection reference the sandbox can recognise later. */
export const issueReference = (secret: string, prefix: string): string => {
  const id = randomId(prefix);
  return `${id}.${sign(secret, id).slice(0, 22)}`;
};

export const isIssuedReference = (secret: string, prefix: string, value: string): boolean => {
  const [id, mac] = value.split('.');
  return Boolean(id?.startsWith(`${prefix}_`) && mac && sameText(mac, sign(secret, id).slice(0, 22)));
};
