import { fileURLToPath } from 'node:url';

/**
 * The server package's folder. This module sits one level below it (src/), as the built bundle
 * does (dist/), so the same relative URL finds the package from source (tsx, tests) and from
 * the build (npm start).
 */
export const serverRoot = fileURLToPath(new URL('..', import.meta.url));
