// @vitest-environment node
// As on the server: the first screen is drawn where there is no document.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { render } from '../entry-server.tsx';
import { drawnOnServer } from '../ssr/serverPages.ts';
import { TEST_NOW } from '../testing/renderInShell.tsx';
import type { LazyModule } from './lazyModule.ts';
import { pageChunks } from './pageChunks.ts';
import { type Section, sectionsOf } from './pageEntry.ts';
import { openingPageNeeds, pageAt } from './pageMatch.ts';
import type { PageHandle } from './pageRoutes.tsx';
import { pages } from './pages.tsx';
import { appRoutes } from './routes.tsx';

// The page table is the one place a form's pages are written: these hold the router, the
// browser's start and the server's first screen to it, so a page added anywhere else, or a
// module the server cannot find the style sheets of, fails here before it reaches a customer.

const boot = {
  brand: 'DIRECTLINE',
  now: TEST_NOW,
  sessionSeconds: 870,
  initialised: true,
  origin: { protocol: 'http:', port: '' },
} as const;
const routes = appRoutes(boot);
const webRoot = join(import.meta.dirname, '..', '..');

const SECTION_ADDRESS: Record<Section, string> = {
  form: '/cov',
  request: '/cov/request',
  'request journey': '/cov/request',
  accept: '/cov/accept',
  'accept journey': '/cov/accept',
};

/**
 * An address of the page: its parameters filled in (a question step, the bank's return, a token),
 * any other rest two segments.
 */
const sampleAddress = (section: Section, path: string) =>
  [SECTION_ADDRESS[section], path]
    .filter(Boolean)
    .join('/')
    .replace(':step/*', 'your-details')
    .replace(':returned', 'redirects')
    .replace('*', 'sample/more')
    .replace(/:[a-z]+/gi, 'sample');

const everyPage = pages.flatMap((page) => sectionsOf(page).map((section) => ({ page, section })));

/** The routes the router holds under `/:form`, leaves only (the side and session-scope routes hold them). */
function formLeaves(tree: RouteObject[]): RouteObject[] {
  const form = tree[0]?.children?.find((route) => route.path === ':form');
  const leaves = (route: RouteObject): RouteObject[] =>
    route.children ? route.children.flatMap(leaves) : [route];
  return form?.children?.flatMap(leaves) ?? [];
}

describe('the page table', () => {
  it.each(everyPage.map(({ page, section }) => [sampleAddress(section, page.path), page, section] as const))(
    'is what the router and the server both find at %s',
    (address, page, section) => {
      const routed = matchRoutes(routes, address)?.at(-1)?.route.handle as PageHandle | undefined;
      expect(routed).toEqual({ page, section });
      expect(pageAt(address)).toMatchObject({ page, section });
    },
  );

  it('is where every route under a form comes from', () => {
    const leaves = formLeaves(routes);
    expect(leaves.length).toBe(everyPage.length);
    for (const leaf of leaves) expect(leaf.handle, leaf.path ?? '(index)').toHaveProperty('page');
  });

  it("names every module by the file the build's manifest lists it under", () => {
    const modules = new Set<LazyModule>([
      ...Object.values(pageChunks),
      ...pages.flatMap((page) => [
        ...(page.chunk ? [page.chunk] : []),
        ...(page.opensWith ?? []),
        ...(page.next ?? []),
      ]),
    ]);
    for (const module of modules) {
      expect(module.source).toMatch(/^src\/.+\.tsx?$/);
      expect(existsSync(join(webRoot, module.source)), module.source).toBe(true);
    }
  });

  it('says for every page whether the server draws it, and draws no page without its module', () => {
    for (const { page } of everyPage) {
      expect(page.server).toBeDefined();
      if (page.server !== 'browser' && typeof page.server !== 'function') expect(page.chunk).toBeDefined();
    }
  });
});

describe('the pages the table says the server draws', () => {
  const drawn = everyPage
    .map(({ page, section }) => sampleAddress(section, page.path))
    .filter((address) => drawnOnServer(address));

  it.each(drawn)(
    'are drawn by the server build at %s, with the modules the browser hydrates with',
    async (address) => {
      const page = await render({
        url: `http://localhost${address}?product=PCW`,
        boot,
        staticData: async () => ({ now: TEST_NOW, due: '2026-05-30', dates: {}, timestamp: 0 }),
        // An emailed link that opens nothing is answered with the page that says so.
        openQuote: async () => ({ ok: false, errorCode: 'INVALID_TOKEN' }),
      });
      expect(page.kind).toBe('page');
      if (page.kind !== 'page' || address.includes('/verification/')) return;
      expect(page.sources).toEqual(openingPageNeeds(address).chunks.map((chunk) => chunk.source));
      expect(page.sources.length).toBeGreaterThan(0);
    },
  );
});
