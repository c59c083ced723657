/**
 * Gzip size of the web app's first load and of each journey's chunk, read from the built files
 * (run `npm run build -w packages/web` first; this builds nothing). The first load is what
 * dist/index.html asks for — its module scripts and modulepreloads — plus every module those
 * import statically; dynamic `import()`s are left out because they load later, on demand.
 *   npm run bench:bundle
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { FORM_CODES } from '@portal/domain/formCodes';

// The issue's budget for the hub's cold load, whose scripts are the first load and nothing more
// (Lighthouse counts their transfer with headers, a few KB above this gzip sum).
const FIRST_LOAD_TARGET_KB = 130;
const dist = fileURLToPath(new URL('../../packages/web/dist', import.meta.url));
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`no build at ${dist}: run npm run build -w packages/web first`);
  process.exit(1);
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const FORM_WIDTH = Math.max(...FORM_CODES.map((form) => form.length)) + 2;
const gzipBytes = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** `import … from "./x.js"`, `export … from "./x.js"` and bare `import "./x.js"`; never `import("./x.js")`. */
const STATIC_IMPORT = /\bfrom\s*["'](\.{1,2}\/[^"']+)["']|\bimport\s*["'](\.{1,2}\/[^"']+)["']/g;

function staticImports(file: string): string[] {
  const source = readFileSync(join(dist, file), 'utf8');
  return [...source.matchAll(STATIC_IMPORT)].map((match) =>
    relative(dist, normalize(join(dist, dirname(file), match[1] ?? match[2] ?? ''))),
  );
}

/** A module and everything it imports statically, transitively. */
function closure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...staticImports(file));
  }
  return seen;
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const entryScripts = [
  ...html.matchAll(/<script[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
].map((match) => match[1] ?? '');
const firstLoad = closure(entryScripts);
const firstLoadCss = [...html.matchAll(/<link[^>]*\brel="stylesheet"[^>]*\bhref="\/([^"]+)"/g)].map(
  (match) => match[1] ?? '',
);

console.log(`build: ${dist} from ${statSync(join(dist, 'index.html')).mtime.toISOString()}`);
console.log('First load (index.html scripts, modulepreloads and their static imports), gzip level 9:');
let firstLoadTotal = 0;
for (const file of [...firstLoad].sort()) {
  const bytes = gzipBytes(file);
  firstLoadTotal += bytes;
  console.log(`${kb(bytes).padStart(8)} KB  ${file}`);
}
const cssTotal = firstLoadCss.reduce((sum, file) => sum + gzipBytes(file), 0);
const met = firstLoadTotal / 1024 <= FIRST_LOAD_TARGET_KB ? 'met' : 'NOT met';
console.log(
  `first-load JS: ${kb(firstLoadTotal)} KB gzip in ${firstLoad.size} files (target <= ${FIRST_LOAD_TARGET_KB} KB: ${met}); first-load CSS ${kb(cssTotal)} KB`,
);

// A journey's own chunk is named after its form code; opening it also fetches the shared step
// chunks it imports that the first load did not already bring.
const assets = readdirSync(join(dist, 'assets'));
console.log('');
console.log('Journey chunks (gzip): own chunk, plus static imports not in the first load');
console.log(
  `${'form'.padEnd(FORM_WIDTH)}${'own KB'.padStart(9)}${'+ shared KB'.padStart(13)}${'total KB'.padStart(10)}  chunk`,
);
for (const form of FORM_CODES) {
  const chunk = assets.find((file) => file.startsWith(`${form}-`) && file.endsWith('.js'));
  if (!chunk) {
    console.log(
      `${form.padEnd(FORM_WIDTH)}${'—'.padStart(9)}  no chunk named after ${form} (journey not built yet)`,
    );
    continue;
  }
  const own = gzipBytes(`assets/${chunk}`);
  const extra = [...closure([`assets/${chunk}`])].filter(
    (file) => file !== `assets/${chunk}` && !firstLoad.has(file),
  );
  const shared = extra.reduce((sum, file) => sum + gzipBytes(file), 0);
  console.log(
    `${form.padEnd(FORM_WIDTH)}${kb(own).padStart(9)}${kb(shared).padStart(13)}${kb(own + shared).padStart(10)}  assets/${chunk}${extra.length ? ` + ${extra.map((file) => file.replace('assets/', '')).join(', ')}` : ''}`,
  );
}
