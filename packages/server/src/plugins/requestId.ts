import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type Config, trustProxyOption } from '../config.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/**
 * Request ids are the server's own. An incoming `x-request-id` is kept only from a trusted proxy
 * (TRUST_PROXY set) and only when it is a UUID: anything else would let a caller write into the logs.
 */
export function requestIdGenerator(config: Config): (request: IncomingMessage) => string {
  const trusted = trustProxyOption(config) !== false;
  return (request) => {
    const incoming = request.headers['x-request-id'];
    return trusted && typeof incoming === 'string' && UUID.test(incoming)
      ? incoming.toLowerCase()
      : randomUUID();
  };
}
