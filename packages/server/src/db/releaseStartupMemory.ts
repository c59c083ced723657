import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * Embedded PGlite creates a fresh database by running `initdb` in a WebAssembly instance of its
 * own, whose memory (a few hundred MB) is garbage as soon as the database is up. An idle server
 * allocates too little for V8 to collect it soon, so it sat in RSS for the process's life
 * (bench/README.md: idle RSS 590–770 MB). One full collection after start-up hands it back.
 * `--expose-gc` is set for this call only; nothing else in the server calls gc.
 */
export function releaseStartupMemory(): void {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as (() => void) | undefined;
  gc?.();
}
