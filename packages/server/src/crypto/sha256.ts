import { createHash, createHmac } from 'node:crypto';

/**
 * The server's one SHA-256 of a string. Hex is how bearer tokens (sessions, quote links, prepop
 * links) and request fingerprints are kept at rest; base64url makes short opaque ids.
 */
export const sha256 = (value: string, encoding: 'hex' | 'base64' | 'base64url' = 'hex'): string =>
  createHash('sha256').update(value).digest(encoding);

/** How a Content-Security-Policy names one inline script or style: `'sha256-<base64>'`. */
export const cspHash = (text: string): string => `'sha256-${sha256(text, 'base64')}'`;

/**
 * The server's one HMAC-SHA256: a value signed with a secret only the server holds, so what it
 * hands out (a sandbox reference, a callback, the console's CSRF key) is checked without storing it.
 */
export const hmacSha256 = (secret: string, value: string, encoding: 'hex' | 'base64url' = 'hex'): string =>
  createHmac('sha256', secret).update(value).digest(encoding);
