/**
 * The functions with the most self time in a V8 CPU profile (`node --cpu-prof`), idle and GC
 * shown apart: `npx tsx bench/all/topSelf.ts <file.cpuprofile> [rows]`.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
const [file, rows = '25'] = process.argv.slice(2);
if (!file) throw new Error('usage: topSelf.ts <file.cpuprofile> [rows]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const counts = new Map<string, number>();
for (const id of profile.samples) {
  const frame = nodes.get(id)?.callFrame;
  if (!frame) continue;
  // node_modules/<package> or the file name is enough to place a function.
  const where =
    frame.url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? frame.url.split('/').pop() ?? '';
  const key = `${frame.functionName || '(anonymous)'}  ${where}${where ? `:${frame.lineNumber + 1}` : ''}`;
  counts.set(key, (counts.get(key) ?? 0) + 1);
}
const idle = counts.get('(idle)  ') ?? 0;
const busy = profile.samples.length - idle;
console.log(
  `${profile.samples.length} samples, ${((100 * busy) / profile.samples.length).toFixed(0)}% busy; % of busy samples:`,
);
for (const [key, count] of [...counts]
  .filter(([key]) => key !== '(idle)  ')
  .sort((a, b) => b[1] - a[1])
  .slice(0, Number(rows)))
  console.log(`${((100 * count) / busy).toFixed(1).padStart(5)}%  ${key}`);
