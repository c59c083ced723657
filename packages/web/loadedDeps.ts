import type { Plugin, Rolldown } from 'vite';

/**
 * The files a lazy import preloads, less those its importer already has. Vite lists every file
 * of the imported chunk's closure beside each `import()`, React's and the start's included, and its
 * preload helper looks each one up in the page again at run time. A chunk's static imports have all
 * run before any `import()` in it can, so those entries only cost bytes in every chunk's first
 * load (the lists came to a tenth of some files) and work in the task that moves to the next page.
 *
 * `loadedDeps()` returns the plugin, which keeps the bundle for the build's last step, and the
 * resolver for `build.modulePreload.resolveDependencies`, which reads it.
 */
export function loadedDeps(): {
  plugin: Plugin;
  resolveDependencies: (
    file: string,
    deps: string[],
    context: { hostId: string; hostType: string },
  ) => string[];
} {
  let bundle: Rolldown.OutputBundle | undefined;

  /** The chunk and everything it imports statically, which the browser has run before it. */
  const staticClosure = (host: string): Set<string> => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const chunk = bundle?.[file];
      if (chunk?.type === 'chunk') for (const imported of chunk.imports) visit(imported);
    };
    visit(host);
    return seen;
  };

  return {
    plugin: {
      name: 'loaded-deps',
      apply: 'build',
      // Before Vite's own step that writes the lists (build-import-analysis, in generateBundle).
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
        },
      },
    },
    resolveDependencies(file, deps, { hostId, hostType }) {
      // A page's own links (hostType 'html') are left as Vite writes them.
      if (!bundle || hostType !== 'js') return deps;
      const loaded = staticClosure(hostId);
      const missing = deps.filter((dep) => !loaded.has(dep));
      // The imported file alone needs no preload: `import()` fetches it at once (as Vite does).
      return missing.length === 1 && missing[0] === file ? [] : missing;
    },
  };
}
