import { BlockList, isIPv6 } from 'node:net';
import { apiError } from '@portal/domain/errors';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';
import { sameSecret } from '../crypto/sameSecret.ts';

/** The networks of METRICS_ALLOW (`10.0.0.0/8, 127.0.0.1, ::1`), as one list to check an address against. */
export function allowedNetworks(allow: string | undefined): BlockList {
  const list = new BlockList();
  for (const entry of (allow ?? '').split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [address = '', prefix] = entry.split('/');
    const family = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return list;
}

/**
 * Operators' pages (the Prometheus scrape and the API docs) tell an outsider about payments,
 * sessions and every route: in production they answer only a caller with METRICS_TOKEN as a
 * bearer token or from a METRICS_ALLOW network, and look absent (404) to anyone else. With
 * neither set they are served to nobody there; development serves them to all.
 */
export function operatorsOnly(config: Config) {
  const networks = allowedNetworks(config.METRICS_ALLOW);
  const allowed = (request: FastifyRequest) => {
    if (config.NODE_ENV !== 'production') return true;
    const bearer = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (config.METRICS_TOKEN && bearer && sameSecret(bearer, config.METRICS_TOKEN)) return true;
    const address = request.ip.replace(/^::ffff:/, '');
    return networks.check(address, isIPv6(address) ? 'ipv6' : 'ipv4');
  };
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!allowed(request)) return reply.status(404).send(apiError('NOT_FOUND'));
  };
}
