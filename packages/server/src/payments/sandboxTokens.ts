import { randomBytes } from 'node:crypto';
import { type JWTPayload, jwtVerify, SignJWT } from 'jose';
import { sameSecret } from '../crypto/sameSecret.ts';
import { hmacSha256 } from '../crypto/sha256.ts';

/**
 * Signed values the sandbox hands the browser: a compact HS256 JWT (as 3-D Secure servers
 * use for the challenge and device data collection) and self-checking reference ids, so the
 * sandbox can tell its own values from made-up ones without storing them.
 */

const sign = (secret: string, data: string): string => hmacSha256(secret, data, 'base64url');

export const randomId = (prefix: string): string => `${prefix}_${randomBytes(16).toString('hex')}`;

const key = (secret: string) => new TextEncoder().encode(secret);

/** An HS256 JWT of these claims (`exp` in seconds, as the claims give it). */
export const signJwt = (secret: string, claims: Record<string, string | number>): Promise<string> =>
  new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(key(secret));

/**
 * The claims of a JWT this sandbox signed (HS256 only) and that has not expired at `nowSeconds`
 * (the gateway's clock, not the machine's), else undefined.
 */
export const verifyJwt = async (
  secret: string,
  token: string,
  nowSeconds: number,
): Promise<JWTPayload | undefined> => {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowSeconds * 1000),
    });
    return payload;
  } catch {
    return undefined;
  }
};

/** `df_<random>.<mac>`: a device data collection reference the sandbox can recognise later. */
export const issueReference = (secret: string, prefix: string): string => {
  const id = randomId(prefix);
  return `${id}.${sign(secret, id).slice(0, 22)}`;
};

export const isIssuedReference = (secret: string, prefix: string, value: string): boolean => {
  const [id, mac] = value.split('.');
  return Boolean(id?.startsWith(`${prefix}_`) && mac && sameSecret(mac, sign(secret, id).slice(0, 22)));
};
