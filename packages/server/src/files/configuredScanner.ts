import type { Config } from '../config.ts';
import { clamdScanner, type VirusScanner } from './clamdScanner.ts';

/** clamd when CLAMD_SOCKET or CLAMD_HOST is set (the socket wins), else no scanner at all. */
export function configuredScanner(config: Config): VirusScanner | undefined {
  const timeoutMs = config.CLAMD_TIMEOUT_MS;
  if (config.CLAMD_SOCKET) return clamdScanner({ address: { socket: config.CLAMD_SOCKET }, timeoutMs });
  if (config.CLAMD_HOST)
    return clamdScanner({ address: { host: config.CLAMD_HOST, port: config.CLAMD_PORT }, timeoutMs });
  return undefined;
}
