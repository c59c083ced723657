import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API and dev pages live on the Fastify server; the dev server forwards to it so
// the browser sees one origin, as it does in production where Fastify serves dist/.
const api = 'http://localhost:3000';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than our code: separate chunks stay cached across releases.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            {
              name: 'aria',
              test: /node_modules[\\/](@?react-aria[^\\/]*|@?react-stately|@internationalized|@react-types)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/mta-api': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/mta-api': { target: api, changeOrigin: false },
      '/dev': { target: api, changeOrigin: false },
    },
  },
});
