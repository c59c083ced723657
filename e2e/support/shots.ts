import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let folder: string | undefined;

/**
 * Where a screenshot of this run goes: a fresh temporary folder per test file (each file runs in
 * its own worker), so parallel runs and checkouts never overwrite each other's pictures. The
 * folder is named in the log the first time it is used.
 */
export function shotPath(name: string): string {
  if (!folder) {
    folder = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
    console.log(`screenshots in ${folder}`);
  }
  return join(folder, `${name}.png`);
}
