import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawnPagesApp, drawnText, repoRoot } from '../test/drawnPagesApp.ts';
import { LATE_LOADER } from './lateScripts.ts';
import { assetsOf, readManifest } from './webManifest.ts';

const TRIAGE = 'src/app/stepRoutes/TriageStepRoute.tsx';

/**
 * The customer pages the server draws arrive with their first screen in the HTML —
 * heading and first question, styled — for a browser that runs no script at all. Uses the web
 * app's real build (client and server render), built first when it is missing or stale.
 */
describe('the first screen, drawn on the server', () => {
  const { open } = drawnPagesApp();

  it.each([
    ['/', 'Policy change portal', 'Journeys on Direct Line'],
    ['/cov/request/triage?product=PCW', 'Find your policy', 'Current vehicle registration'],
    ['/con/request/your-details?product=PCW', 'Your details', 'Are you the policyholder?'],
  ])('answers %s with its heading and first question in the HTML', async (url, heading, first) => {
    const response = await open(url);
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    expect(drawnText(response.body)).toContain(first);
    // The state the browser hydrates from travels as JSON, never as a script that runs.
    expect(response.body).toContain('<script type="application/json" id="server-state">');
  });

  it("styles the drawn page inline: the brand's colours, the shell's and the page's rules in one style element allowed by its hash", async () => {
    const response = await open('/cov/request/triage?product=PCW');
    const style = /<style>([^<]*)<\/style>/.exec(response.body)?.[1] ?? '';
    // The brand's colours come last, so they win over the defaults the shell's sheet declares.
    expect(style.slice(style.lastIndexOf(':root{'))).toMatch(/^:root\{--brand-primary:[^}]*\}$/);
    // The triage's own sheet and every sheet the shell links, as built, with none left for the first paint to fetch.
    const dist = join(repoRoot, 'packages/web/dist');
    // The style sheets triage's chunk and the chunks it imports bring, as the build's manifest lists them.
    const triage = assetsOf(readManifest(dist), [TRIAGE]).css;
    expect(triage.length).toBeGreaterThan(0);
    const shell = await readFile(join(dist, 'index.html'), 'utf8');
    const sheets = [...shell.matchAll(/<link rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map(
      ([, sheet]) => sheet,
    );
    expect(sheets.length).toBeGreaterThan(1);
    for (const sheet of [...triage, ...sheets])
      expect(style).toContain(await readFile(join(dist, sheet ?? ''), 'utf8'));
    // Each is named to the app's loader as held already, disabled so that nothing fetches it.
    const links = [...response.body.matchAll(/<link rel="stylesheet" href="\/([^"]+)"( disabled)?>/g)];
    expect(links.map(([, sheet]) => sheet)).toEqual(expect.arrayContaining([...triage, ...sheets]));
    for (const [link, sheet, disabled] of links) {
      expect(disabled, link).toBeTruthy();
      expect(style).toContain(await readFile(join(dist, sheet ?? ''), 'utf8'));
    }
    expect(response.body.match(/<link rel="stylesheet"/g)).toHaveLength(links.length);
    const hash = createHash('sha256').update(style).digest('base64');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-inline');
  });

  it('asks for its scripts only after it has painted: none in the HTML, all in the one loader allowed by its hash', async () => {
    const response = await open('/cov/request/triage?product=PCW');
    const { body } = response;
    expect(body).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const late = JSON.parse(
      /<script type="application\/json" id="late-scripts">([^<]*)<\/script>/.exec(body)?.[1] ?? '[]',
    );
    expect(late[0]).toMatch(/^\/assets\/main-[\w-]+\.js$/);
    const manifest = readManifest(join(repoRoot, 'packages/web/dist'));
    expect(late).toContain(`/${manifest[TRIAGE]?.file}`);
    const loader = createHash('sha256').update(LATE_LOADER).digest('base64');
    expect(body).toContain(`<script>${LATE_LOADER}</script>`);
    expect(String(response.headers['content-security-policy'])).toContain(`'sha256-${loader}'`);
  });

  it("serves React's production build, even when a test runner (NODE_ENV=test) built it", async () => {
    // drawnPagesApp builds a stale app as `npm start` does; under Vitest that once gave React's
    // development runtime, which `npm start` then served.
    const built = await readdir(join(repoRoot, 'packages/web/dist/assets'));
    const react = built.find((file) => file.startsWith('react-') && file.endsWith('.js')) ?? '';
    expect(await readFile(join(repoRoot, 'packages/web/dist/assets', react), 'utf8')).not.toContain('jsxDEV');
  });

  it("gives the console's page nothing that runs the customer app", async () => {
    await open('/');
    // Every chunk the console's entry imports, however deep, by the build's manifest.
    const manifest = readManifest(join(repoRoot, 'packages/web/dist'));
    const reached = assetsOf(manifest, ['ops.html']).files;
    expect(reached.length).toBeGreaterThan(1);
    // The customer's entry and its start: imported, they would draw the customer app over the console.
    const customerApp = [manifest['index.html']?.file, manifest['src/start.tsx']?.file];
    expect(customerApp).not.toContain(undefined);
    for (const file of customerApp) expect(reached).not.toContain(file);
  });

  it('preloads, for a lazy import, only files its chunk has not already loaded', async () => {
    await open('/');
    const dist = join(repoRoot, 'packages/web/dist');
    const manifest = readManifest(dist);
    // Each chunk once, by one of the module names the manifest gives it.
    const chunks = new Map(Object.entries(manifest).map(([key, entry]) => [entry.file, key]));
    let lists = 0;
    for (const [file, key] of chunks) {
      if (!file.endsWith('.js')) continue;
      // Vite's one list of the files this chunk's lazy imports preload (`__vite__mapDeps`).
      const list = (await readFile(join(dist, file), 'utf8')).match(/m\.f=(\[[^\]]*\])/)?.[1];
      if (!list) continue;
      lists += 1;
      const loaded = assetsOf(manifest, [key]).files;
      expect(
        (JSON.parse(list) as string[]).filter((dep) => loaded.includes(dep)),
        file,
      ).toEqual([]);
    }
    expect(lists).toBeGreaterThan(5);
  });

  it('still redirects where the entry guards send the customer elsewhere', async () => {
    const signIn = await open('/cov/request/triage?product=MOTOR');
    expect(signIn.statusCode).toBe(302);
  });

  it('leaves pages that read what only the browser holds to the browser', async () => {
    // Request success reads the saved reference: the server must never say a request was sent.
    const success = await open('/cov/request/success?product=PCW');
    expect(success.statusCode).toBe(200);
    expect(success.body).toContain('<div id="root"></div>');
    // Payment success reads the success flag: the server must never say a payment went through.
    const paid = await open('/cov/accept/payment-success?product=PCW');
    expect(paid.body).toContain('<div id="root"></div>');
  });
});
