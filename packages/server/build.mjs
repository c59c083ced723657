// Bundles the server for `npm start` into one ESM file per entry in dist/. Bundling the npm
// packages too matters for start-up: resolving hundreds of deep imports at run time, each through
// a package.json exports map, cost about three seconds of every start. Packages that read files
// beside their own code at run time (WebAssembly, static pages, worker threads) stay external.
import { build } from 'esbuild';

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
