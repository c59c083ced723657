// Whether an output must be rebuilt: missing, or older than any file under its sources.
// `npm start` uses it so that a checkout already built starts without waiting for a bundler.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  // A folder's own time changes when a file in it is added, renamed or deleted.
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** True when `output` is missing or any file under `sources` (files or folders) is newer. */
export function isStale(output, sources) {
  return !existsSync(output) || Math.max(...sources.map(newest)) > statSync(output).mtimeMs;
}
