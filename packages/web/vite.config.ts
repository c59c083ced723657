import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { capturedEntries } from './capturedEntries.ts';
import { firstLoadChunks } from './firstLoadChunks.ts';
import { loadedDeps } from './loadedDeps.ts';
import { moduleSources } from './moduleSources.ts';
import { preloadStage } from './preloadStage.ts';

// The API and dev pages live on the Fastify server; the dev server forwards to it so
// the browser sees one origin, as it does in production where Fastify serves dist/.
const api = 'http://localhost:3000';

const reactRouterProduction = fileURLToPath(import.meta.resolve('react-router')).replace(
  /([\\/]dist[\\/])development([\\/])/,
  '$1production$2',
);

/** The server's first renders: the customer pages', and the console's (ops/opsServer.tsx). */
const SERVER_ENTRIES: Record<string, string> = {
  'entry-server': `${import.meta.dirname}/src/entry-server.tsx`,
  'ops-server': `${import.meta.dirname}/src/ops/opsServer.tsx`,
};

const preloads = loadedDeps();

export default defineConfig(({ isSsrBuild }) => ({
  root: import.meta.dirname,
  // React Router's package points every import at its development build, warnings included
  // (remix-run/react-router#14102); the browser gets its production build, the same code without them.
  resolve: isSsrBuild ? {} : { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  // The app, which the entry evaluates in a task after React's, is fetched with the entry (main.tsx).
  // Each lazily loaded page module carries its manifest name, for the server's drawn pages.
  // The console's entry (ops.html) starts in two stages the same way (src/ops/opsMain.tsx).
  plugins: [
    react(),
    preloadStage('src/start.tsx'),
    preloadStage('src/ops/opsStart.tsx'),
    moduleSources(import.meta.dirname),
    !isSsrBuild && capturedEntries(import.meta.dirname),
    !isSsrBuild && preloads.plugin,
    // Scripts and style sheets compressed once, here, at the best ratio (brotli 11 is too slow to
    // run per request): the server sends these files as they are (server/src/web/webApp.ts).
    !isSsrBuild && compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(js|css|svg)$/ }),
  ],
  // The server's first render (`vite build --ssr`): the route table and pages as one module the
  // Fastify server imports; our own packages are bundled in, libraries are imported from node_modules.
  build: isSsrBuild
    ? {
        outDir: 'dist/server',
        emptyOutDir: true,
        sourcemap: true,
        target: 'node20',
        rolldownOptions: { input: SERVER_ENTRIES },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        sourcemap: true,
        // The server reads which style sheets and chunks each page it draws needs (.vite/manifest.json).
        manifest: true,
        // Evergreen browsers only: no down-levelling helpers or legacy syntax in the output, and no
        // modulepreload polyfill in every page's first load (a browser without it loads the same
        // modules when they are imported, a little later). A lazy import preloads only the files
        // its importer has not already loaded (loadedDeps.ts).
        target: 'es2022',
        modulePreload: { polyfill: false, resolveDependencies: preloads.resolveDependencies },
        rolldownOptions: {
          // The customer app, and the operations console as a page of its own (served at /ops/).
          input: { main: `${import.meta.dirname}/index.html`, ops: `${import.meta.dirname}/ops.html` },
          output: {
            // A form's journey chunk is named after its folder (forms/<code>/journey.ts → <code>-…js),
            // so bench:bundle can report each journey's own cost.
            chunkFileNames: (chunk) => {
              const code = chunk.facadeModuleId?.match(/forms[\\/]([^\\/]+)[\\/]journey\.ts$/)?.[1];
              return code ? `assets/${code}-[hash].js` : 'assets/[name]-[hash].js';
            },
            // React changes less often than our code: its own chunk stays cached across releases.
            // The query library, the app's one query client and the rest of what the console
            // (ops.html) shares with the customer's first load are one chunk (firstLoadChunks.ts).
            // Nothing of the customer app's shell may join it: a module there that the customer's
            // start chunk also holds made the console's page import that chunk, which ran the
            // customer app inside the console and sent it to the brand's site.
            // Other libraries are not grouped: a forced vendor chunk would put every page's
            // libraries (dialogs, date pickers, form schemas) into the first load.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  // With the build's preload helper, which every page's first load needs and which
                  // otherwise came as a small file of its own. (The bundler's runtime keeps a file of
                  // its own whatever the groups say.)
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|^\0vite\/preload-helper/,
                  priority: 4,
                },
                {
                  // The query library and the app's client in one file, for the journeys and the console: it is not
                  // part of the start (the hub has no use for it), and left to itself the bundler
                  // cut it into six small files for triage.
                  name: 'query',
                  test: /node_modules[\\/]@tanstack[\\/]|src[\\/]lib[\\/]queryClient\.tsx$/,
                  priority: 3,
                },
                {
                  // The first load in two files, not two dozen (firstLoadChunks.ts).
                  name: firstLoadChunks(import.meta.dirname),
                  debugName: 'first load',
                  includeDependenciesRecursively: false,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      '/mta-api': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
      '/ops-api': { target: api, changeOrigin: false, ws: true },
      '/chat-api': { target: api, changeOrigin: false, ws: true },
    },
  },
  preview: {
    proxy: {
      '/mta-api': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
    },
  },
}));
