/**
 * What a built chunk is made of, from its sourcemap: the bytes of output each source file (or
 * package) produced, and a gzip estimate of each (its share of the output, gzipped on its own).
 * Reads packages/web/dist; run `npm run build -w packages/web` first.
 *   npx tsx bench/web/chunkSources.ts <chunk-name-prefix>… [--files]
 * e.g. `react main global` — `--files` lists source files instead of packages.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { decodeLine } from './sourceMap.ts';

const dist = fileURLToPath(new URL('../../packages/web/dist/assets', import.meta.url));
const byFile = process.argv.includes('--files');
const prefixes = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));

/** The package a source belongs to (`react-dom`, `@tanstack/query-core`), or its path in the repo. */
function owner(source: string): string {
  const modules = source.lastIndexOf('node_modules/');
  if (modules < 0) return source.replace(/^(\.\.\/)+/, '').replace(/\/[^/]+$/, '/');
  const rest = source.slice(modules + 'node_modules/'.length).split('/');
  return rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? source);
}

for (const prefix of prefixes) {
  const chunk = readdirSync(dist).find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'));
  if (!chunk) {
    console.log(`no chunk ${prefix}-*.js`);
    continue;
  }
  const code = readFileSync(join(dist, chunk), 'utf8').split('\n');
  const map = JSON.parse(readFileSync(join(dist, `${chunk}.map`), 'utf8')) as {
    sources: string[];
    mappings: string;
  };
  const parts = new Map<string, string[]>();
  const state = { source: 0 };
  map.mappings.split(';').forEach((line, index) => {
    const text = code[index] ?? '';
    const segments = decodeLine(line, state);
    segments.forEach((segment, at) => {
      const end = segments[at + 1]?.column ?? text.length;
      const source = segment.source < 0 ? '(unmapped)' : (map.sources[segment.source] ?? '?');
      const key = byFile ? source.replace(/^(\.\.\/)+/, '') : owner(source);
      parts.set(key, [...(parts.get(key) ?? []), text.slice(segment.column, end)]);
    });
  });
  const total = gzipSync(readFileSync(join(dist, chunk)), { level: 9 }).length;
  console.log(`${chunk}: ${(total / 1024).toFixed(1)} KB gzip`);
  const rows = [...parts].map(([key, slices]) => {
    const text = slices.join('');
    return { key, raw: text.length, gzip: gzipSync(text, { level: 9 }).length };
  });
  for (const row of rows.sort((a, b) => b.raw - a.raw).slice(0, 40))
    console.log(
      `${(row.raw / 1024).toFixed(1).padStart(8)} KB raw ${(row.gzip / 1024).toFixed(1).padStart(6)} KB gzip alone  ${row.key}`,
    );
}
