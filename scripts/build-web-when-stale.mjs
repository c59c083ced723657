// `npm start` on a checkout that is already built should start in a second or two, not wait
// for Vite: rebuild the web app only when a source it is made from is newer than its output.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const output = 'packages/web/dist/index.html';
const sources = [
  'packages/web/src',
  'packages/domain/src',
  'packages/web/index.html',
  'packages/web/ops.html',
  'packages/web/vite.config.ts',
];

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

const stale = !existsSync(output) || Math.max(...sources.map(newest)) > statSync(output).mtimeMs;
if (stale) execSync('npm run build -w packages/web', { stdio: 'inherit' });
else console.log('Web app is up to date: not rebuilding');
