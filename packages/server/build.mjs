// Bundles the server for `npm start` into one ESM file per entry in dist/. Bundling the npm
// packages too matters for start-up: resolving hundreds of deep imports at run time, each through
// a package.json exports map, cost about three seconds of every start. Packages that read files
// beside their own code at run time (WebAssembly, static pages, worker threads) stay external.
// The bundle runs without `--enable-source-maps`: Node parsing the maps held about 80 MB of V8
// heap (idle RSS 380 MB against 270 MB) and cost CPU on every stack trace; stack traces name
// dist/ lines, which the .map files beside them resolve (`NODE_OPTIONS=--enable-source-maps
// npm start` turns them back on). `npm start` also caps the V8 heap (e2e/support/portal.ts
// SERVER_NODE_OPTIONS says why).
// `--when-stale` (npm start, worker, staff:create) skips the bundling, about 2.7 s of every start,
// when no source is newer than the bundle; `npm run build` always bundles.
import { isStale } from '../../scripts/newerSources.mjs';

const sources = ['src', '../domain/src', 'build.mjs', 'package.json', '../../package-lock.json'];
if (process.argv.includes('--when-stale') && !isStale('dist/main.js', sources)) {
  console.log('Server bundle is up to date: not rebuilding');
  process.exit(0);
}
// Loaded only when bundling: importing esbuild alone takes most of a second.
const { build } = await import('esbuild');

const readsOwnFiles = [
  '@electric-sql/pglite',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  'pg-native',
  // Loads its native argon2 binary for this platform at run time.
  '@node-rs/argon2',
];

await build({
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/email/workerMain.ts',
    staff: 'src/ops/createStaffMain.ts',
  },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  external: readsOwnFiles.flatMap((name) => [name, `${name}/*`]),
  // Some bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
