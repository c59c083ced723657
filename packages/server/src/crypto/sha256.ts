import { createHash } from 'node:crypto';

/** Hex SHA-256 of a string: how bearer tokens (sessions, quote links, prepop links) are kept at rest. */
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
