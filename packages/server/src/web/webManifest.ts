import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
}
/** Vite's build manifest: each module's chunk file, style sheets and static imports, by module name. */
export type Manifest = Record<string, ManifestEntry>;

export const manifestPath = (webDist: string) => join(webDist, '.vite', 'manifest.json');

export const readManifest = (webDist: string): Manifest =>
  JSON.parse(readFileSync(manifestPath(webDist), 'utf8')) as Manifest;

/** The chunk files and style sheets the given modules load, with what they import statically. */
export function assetsOf(manifest: Manifest, sources: readonly string[]) {
  const files = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file)) return;
    files.add(entry.file);
    for (const sheet of entry.css ?? []) css.add(sheet);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of sources) visit(source);
  return { files: [...files], css: [...css] };
}
