import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * Links from the page a module its entry imports in a later task (main.tsx evaluates React, then
 * `import()`s the app), as if the entry imported it: its files and their static imports are
 * preloaded with the entry's own, not fetched after the entry has run, and their style sheets are
 * the page's, so the first paint is styled. The server's drawn pages take these links as they take
 * the entry's (their rules inline, their scripts into the late loader: server/src/web/).
 */
export function preloadStage(source: string): Plugin {
  return {
    name: 'preload-stage',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        if (!bundle || !entry) return [];
        const chunks = new Map(
          Object.values(bundle).flatMap((item) =>
            item.type === 'chunk' ? [[item.fileName, item] as const] : [],
          ),
        );
        // The stage may share its chunk with the modules it imports (firstLoadChunks.ts).
        const stage = [...chunks.values()].find((item) => item.moduleIds.some((id) => id.endsWith(source)));
        if (!stage || !entry.dynamicImports.includes(stage.fileName)) return [];
        // The stage's files the entry does not already load, and the sheets they bring.
        const loaded = new Set([entry.fileName, ...entry.imports]);
        const files = new Set<string>();
        const visit = (file: string) => {
          if (loaded.has(file) || files.has(file)) return;
          files.add(file);
          for (const imported of chunks.get(file)?.imports ?? []) visit(imported);
        };
        visit(stage.fileName);
        const entrySheets = new Set(entry.viteMetadata?.importedCss);
        const sheets = new Set(
          [...files].flatMap((file) => [...(chunks.get(file)?.viteMetadata?.importedCss ?? [])]),
        );
        const link = (rel: string, file: string): HtmlTagDescriptor => ({
          tag: 'link',
          attrs: { rel, crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        });
        return [
          ...[...sheets].filter((sheet) => !entrySheets.has(sheet)).map((sheet) => link('stylesheet', sheet)),
          ...[...files].map((file) => link('modulepreload', file)),
        ];
      },
    },
  };
}
