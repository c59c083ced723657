// `npm start` on a checkout that is already built should start in a second or two, not wait
// for Vite: rebuild the web app only when a source it is made from is newer than its output.
import { execSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { isStale } from './newerSources.mjs';

const sources = [
  'packages/web/src',
  'packages/domain/src',
  'packages/web/index.html',
  'packages/web/ops.html',
  // vite.config.ts and the build plugins beside it (how the files are cut and what they preload).
  ...readdirSync('packages/web')
    .filter((name) => name.endsWith('.ts'))
    .map((name) => `packages/web/${name}`),
];

// Always the production build: Vite takes NODE_ENV from the environment, and under a test runner
// (NODE_ENV=test, as the drawn-page server tests call this) it built React's development runtime,
// which `npm start` then served as is.
if (isStale('packages/web/dist/index.html', sources))
  execSync('npm run build -w packages/web', {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
else console.log('Web app is up to date: not rebuilding');
