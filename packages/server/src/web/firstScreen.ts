import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StaticData } from '@portal/domain/api/staticData';
import type { DeploymentBrand } from '@portal/domain/brands/brand';
import { cspHash } from '../crypto/sha256.ts';
import { inlineSheetLinks, STYLESHEET_LINK } from './inlineSheets.ts';
import { scriptsAfterPaint } from './lateScripts.ts';
import type { OpenLinkForPage, PageLinkOpening } from './linkOpener.ts';
import { assetsOf, type Manifest, manifestPath, readManifest } from './webManifest.ts';

/**
 * The customer page's first screen, drawn here: the web app's server build
 * (dist/server/entry-server.js, the same route table the browser runs) renders the page, and
 * this module puts it into the app's HTML with the style sheets and chunks it needs, so the
 * customer reads it before any script has run. Without a server build every page is left to
 * the browser, as before.
 */

/** What the web app's `render` takes and answers (packages/web/src/entry-server.tsx). */
interface PageRequest {
  url: string;
  boot: {
    brand: DeploymentBrand;
    now: string;
    sessionSeconds: number;
    initialised: boolean;
    origin: { protocol: string; port: string };
    demo: boolean;
  };
  staticData: () => Promise<StaticData>;
  openQuote?: (callName: string, token: string) => Promise<PageLinkOpening>;
}
type DrawnPage =
  | { kind: 'browser' }
  | { kind: 'redirect'; status: number; location: string }
  | { kind: 'page'; status: number; html: string; state: string; themeCss: string; sources: string[] };
interface Renderer {
  render(page: PageRequest): Promise<DrawnPage>;
}

export interface FirstScreenOptions {
  clock: () => Date;
  sessionSeconds: number;
  /** The demonstration runs here: `/` is the demo hub; otherwise each brand's own start page. */
  demo: boolean;
  staticData: (brand: DeploymentBrand) => Promise<StaticData>;
  /** Opens an emailed link's quote for its page; without it the link's page is left to the browser. */
  openQuote?: OpenLinkForPage;
}

export type FirstScreen =
  | { kind: 'browser' }
  | { kind: 'redirect'; location: string }
  | { kind: 'page'; status: number; html: string; styleHash: string };

/**
 * The page's HTML: the drawn app in #root, its state beside it, its chunks asked for after it paints,
 * and every rule it is styled by (the brand's colours, the shell's sheets and the page's) in one
 * style element in the head. On a phone network each linked sheet was a request the
 * first paint waited for (ten, about 15 KB in all, bench/README.md); inline, the page paints
 * as soon as its HTML arrives. Sheets a later page needs are still linked by the app as it loads.
 */
function composePage(
  shell: string,
  manifest: Manifest,
  page: Extract<DrawnPage, { kind: 'page' }>,
  brand: string,
  sheetText: (sheet: string) => string,
) {
  const shellAssets = assetsOf(manifest, ['index.html']);
  const { files, css } = assetsOf(manifest, page.sources);
  const shellSheets = [...shell.matchAll(STYLESHEET_LINK)].map(([, sheet]) => sheet ?? '');
  const sheets = [...new Set([...shellSheets, ...css])];
  // The brand's colours last: the shell's sheet declares defaults for the same variables.
  const style = [...sheets.map(sheetText), page.themeCss].join('\n');
  const preloads = files.filter((file) => !shellAssets.files.includes(file)).map((file) => `/${file}`);
  const html = shell
    .replace(STYLESHEET_LINK, '')
    .replace('<html lang="en-GB">', `<html lang="en-GB" data-brand="${brand.toLowerCase()}">`)
    .replace('</head>', `<style>${style}</style>${inlineSheetLinks(sheets)}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${page.html}</div><script type="application/json" id="server-state">${page.state}</script>`,
    );
  return { html: scriptsAfterPaint(html, preloads), style };
}

export async function loadFirstScreen(webDist: string, shell: string, options: FirstScreenOptions) {
  const entry = join(webDist, 'server', 'entry-server.js');
  if (!existsSync(entry) || !existsSync(manifestPath(webDist))) return null;
  const renderer = (await import(pathToFileURL(entry).href)) as Renderer;
  const manifest = readManifest(webDist);
  // The built sheets never change while the server runs: each is read once.
  const sheets = new Map<string, string>();
  const sheetText = (sheet: string) => {
    if (!sheets.has(sheet)) sheets.set(sheet, readFileSync(join(webDist, sheet), 'utf8'));
    return sheets.get(sheet) ?? '';
  };

  const { openQuote } = options;
  return async function draw(url: URL, brand: DeploymentBrand): Promise<FirstScreen> {
    const drawn = await renderer.render({
      url: url.href,
      boot: {
        brand,
        now: options.clock().toISOString(),
        sessionSeconds: options.sessionSeconds,
        initialised: true,
        origin: { protocol: url.protocol, port: url.port },
        demo: options.demo,
      },
      staticData: () => options.staticData(brand),
      ...(openQuote
        ? { openQuote: (callName: string, token: string) => openQuote(callName, token, brand) }
        : {}),
    });
    if (drawn.kind === 'browser') return drawn;
    if (drawn.kind === 'redirect') return { kind: 'redirect', location: drawn.location };
    const { html, style } = composePage(shell, manifest, drawn, brand, sheetText);
    return { kind: 'page', status: drawn.status, html, styleHash: cspHash(style) };
  };
}
export type DrawFirstScreen = NonNullable<Awaited<ReturnType<typeof loadFirstScreen>>>;
