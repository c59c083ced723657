#!/usr/bin/env node
// Test support lives in folders named `test` or `testing` (and in `*.test.ts(x)` files). Production
// code must never import it: a helper that fakes a clock or a server would then ship to customers.
// Biome's restricted-import rule cannot say this once for every package (an override replaces the
// options of the layer rules), so `npm run lint` runs this check after Biome.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(dirname(new URL(import.meta.url).pathname), '..');
const packages = readdirSync(join(root, 'packages'));
const IMPORT = /(?:\bfrom\s+|\bimport\s*\(\s*|\bimport\s+)['"]([^'"]+)['"]/g;

const isTestOnly = (path) => /(^|\/)(test|testing)\//.test(path) || /\.test\.tsx?$/.test(path);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) yield path;
  }
}

/** Where an import points, relative to its package's src, or null when it leaves the project. */
function target(file, specifier) {
  if (specifier.startsWith('.')) return relative(root, resolve(dirname(file), specifier));
  const own = /^@portal\/([^/]+)\/(.+)$/.exec(specifier);
  return own ? `packages/${own[1]}/src/${own[2]}` : null;
}

const offences = [];
for (const pkg of packages) {
  const src = join(root, 'packages', pkg, 'src');
  let files;
  try {
    files = [...sourceFiles(src)];
  } catch {
    continue;
  }
  for (const file of files) {
    const path = relative(root, file);
    if (isTestOnly(relative(src, file))) continue;
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = target(file, specifier);
      if (to && isTestOnly(to.replace(/^packages\/[^/]+\/src\//, '')))
        offences.push(`${path} imports ${specifier}`);
    }
  }
}

if (offences.length > 0) {
  console.error('Production code imports test support (move the shared part out of the test folder):');
  for (const line of offences) console.error(`  ${line}`);
  process.exit(1);
}
console.log('test-only imports: production code imports no test support');
