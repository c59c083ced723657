import { createHash } from 'node:crypto';

/**
 * The server's one SHA-256 of a string. Hex is how bearer tokens (sessions, quote links, prepop
 * links) and request fingerprints are kept at rest; base64url makes short opaque ids.
 */
export const sha256 = (value: string, encoding: 'hex' | 'base64' | 'base64url' = 'hex'): string =>
  createHash('sha256').update(value).digest(encoding);

/** How a Content-Security-Policy names one inline script or style: `'sha256-<base64>'`. */
export const cspHash = (text: string): string => `'sha256-${sha256(text, 'base64')}'`;
