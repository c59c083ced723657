import { dirname, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/** `lazyModule(() => import('../pages/ErrorPage.tsx')` up to its closing parenthesis of `import`. */
const LAZY_MODULE = /\blazyModule\(\s*\(\)\s*=>\s*import\(\s*(['"])([^'"]+)\1\s*\)/g;

/**
 * Gives each `lazyModule(() => import('…'))` its module's name in the build's manifest
 * (`src/pages/ErrorPage.tsx`) as a second argument. The server reads a drawn page's style sheets
 * and chunks from the manifest under that name; written here from the import itself, it cannot
 * drift from it, where a second hand-written copy could (and a page drew unstyled). Only the
 * server's build needs the names: the browser's first load goes without them unless `always`
 * (the unit tests, which check them).
 */
export function moduleSources(webRoot: string, { always = false } = {}): Plugin {
  return {
    name: 'module-sources',
    enforce: 'pre',
    transform(code, id, options) {
      if (!(always || options?.ssr) || !code.includes('lazyModule(') || id.includes('node_modules'))
        return null;
      const file = id.split('?')[0] ?? id;
      let changed = false;
      const out = code.replace(LAZY_MODULE, (call, _quote, specifier: string) => {
        if (!specifier.startsWith('.')) return call;
        changed = true;
        const source = relative(webRoot, resolve(dirname(file), specifier))
          .split('\\')
          .join('/');
        return `${call}, ${JSON.stringify(source)}`;
      });
      return changed ? { code: out, map: null } : null;
    },
  };
}
