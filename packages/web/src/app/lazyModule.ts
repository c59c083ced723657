/**
 * A lazily loaded module of the app (a page's chunk), with its name in the build's manifest
 * (`src/pages/ErrorPage.tsx`), which the build fills in from the import itself
 * (`moduleSources.ts` beside vite.config.ts): the server looks a drawn page's style sheets and
 * scripts up under it.
 */
export interface LazyModule<M = unknown> {
  load: () => Promise<M>;
  source: string;
}

/** Written with the import inline, as `pageChunks.ts` does: the build reads the module's path there. */
export function lazyModule<M>(load: () => Promise<M>, source = ''): LazyModule<M> {
  return { load, source };
}
