/** Reading a built chunk's sourcemap (VLQ mappings) without a library: which source wrote which bytes. */
import { readFileSync } from 'node:fs';

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

export interface Segment {
  column: number;
  /** Index into the map's `sources`, or -1 where the output maps to no source. */
  source: number;
}

/** One line of sourcemap mappings: each segment's generated column and source index (VLQ, relative). */
export function decodeLine(line: string, state: { source: number }): Segment[] {
  const segments: Segment[] = [];
  let column = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values: number[] = [];
    let value = 0;
    let shift = 0;
    for (const char of segment) {
      const digit = BASE64.indexOf(char);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    column += values[0] ?? 0;
    if (values.length > 1) state.source += values[1] ?? 0;
    segments.push({ column, source: values.length > 1 ? state.source : -1 });
  }
  return segments;
}

/** The source file that wrote a chunk's (zero-based) line and column, from `<chunk>.map`. */
export function sourceLookup(mapPath: string): (line: number, column: number) => string | undefined {
  const map = JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[]; mappings: string };
  const state = { source: 0 };
  const lines = map.mappings.split(';').map((line) => decodeLine(line, state));
  return (line, column) => {
    const segment = (lines[line] ?? []).findLast((candidate) => candidate.column <= column);
    return segment && segment.source >= 0 ? map.sources[segment.source] : undefined;
  };
}
