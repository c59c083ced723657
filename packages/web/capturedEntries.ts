import { relative } from 'node:path';
import type { Plugin } from 'vite';

interface ManifestEntry {
  file: string;
  src?: string;
  isDynamicEntry?: boolean;
}

/**
 * Names in the build's manifest the lazily loaded modules a chunk group has taken in
 * (firstLoadChunks.ts), which the bundler's manifest leaves out: the server finds a drawn page's
 * scripts and style sheets by its module's name (`src/session/SessionScope.tsx`), and finds them
 * now in the group's chunk. So a page module need not keep a file of its own, a request each.
 */
export function capturedEntries(webRoot: string): Plugin {
  return {
    name: 'captured-entries',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const asset = bundle['.vite/manifest.json'];
        if (asset?.type !== 'asset') return;
        const manifest = JSON.parse(String(asset.source)) as Record<string, ManifestEntry>;
        const keyOf = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk') continue;
          const own = manifest[keyOf.get(chunk.fileName) ?? ''];
          if (!own) continue;
          for (const id of chunk.moduleIds) {
            const src = relative(webRoot, id).split('\\').join('/');
            if (manifest[src] || !this.getModuleInfo(id)?.dynamicImporters.length) continue;
            // The chunk's own entry under the module's name: its file, style sheets and imports.
            manifest[src] = { ...own, src, isDynamicEntry: true };
          }
        }
        asset.source = JSON.stringify(manifest, null, 2);
      },
    },
  };
}
