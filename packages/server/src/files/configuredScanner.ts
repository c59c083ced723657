import type { Config } from '../config.ts';
import { type ClamdAddress, clamdScanner, type VirusScanner } from './clamdScanner.ts';

/** Where clamd listens: CLAMD_SOCKET, or CLAMD_HOST and CLAMD_PORT (the socket wins); unset, there is none. */
export function clamdAddress(config: Config): ClamdAddress | undefined {
  if (config.CLAMD_SOCKET) return { socket: config.CLAMD_SOCKET };
  if (config.CLAMD_HOST) return { host: config.CLAMD_HOST, port: config.CLAMD_PORT };
  return undefined;
}

/** clamd when one is configured, else no scanner at all. */
export function configuredScanner(config: Config): VirusScanner | undefined {
  const address = clamdAddress(config);
  return address && clamdScanner({ address, timeoutMs: config.CLAMD_TIMEOUT_MS });
}
