// Bundles the server for `npm start` into one ESM file per entry in dist/. Bundling the npm
// packages too matters for start-up: resolving hundreds of deep imports at run time, each through
// a package.json exports map, cost about three seconds of every start. Packages that read files
// beside their own code at run time (WebAssembly, static pages, worker threads) stay external.
// The bundle runs without `--enable-source-maps`: Node parsing the maps held about 80 MB of V8
// heap (idle RSS 380 MB against 270 MB) and cost CPU on every stack trace; stack traces name
// dist/ lines, which the .map files beside them resolve (`NODE_OPTIONS=--enable-source-maps
// npm start` turns them back on). `npm start` also caps the V8 heap (e2e/support/portal.ts
// SERVER_NODE_OPTIONS says why).
// Every library that asks `process.env.NODE_ENV` which build to run (React and React Email above
// all) runs its production build in the bundle, whatever the environment says: the bundle is what
// `npm start`, the browser tests and the benches serve, and React's development build cost a save
// about a quarter of its CPU. The portal's own mode (demo pages, production checks) is the
// operator's NODE_ENV, read at run time from the environment object (config.ts), which this does not
// touch; libraryBuilds.ts passes the same choice on to the libraries the server loads from
// node_modules at run time. Development builds run only under `npm run dev` (tsx, unbundled).
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
  // Reads the standard fonts' metrics (its data/*.afm) from beside its own code.
  'pdfkit',
];

await build({
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/outbox/workerMain.ts',
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
  define: { 'process.env.NODE_ENV': '"production"', __BUNDLED__: 'true' },
  external: readsOwnFiles.flatMap((name) => [name, `${name}/*`]),
  // Some bundled CommonJS packages call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
