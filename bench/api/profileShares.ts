/**
 * Where a server's busy time went, inclusively: the share of busy samples of a V8 CPU profile
 * (`node --cpu-prof`) with a named function anywhere on the stack.
 *   npx tsx bench/api/profileShares.ts <file.cpuprofile> renderOutboxEmail validateJourney …
 * Self time (bench/all/topSelf.ts) names the leaves; this names the parts of the work.
 */
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
const [file, ...names] = process.argv.slice(2);
if (!file || names.length === 0) throw new Error('usage: profileShares.ts <file.cpuprofile> <function>…');
const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: ProfileNode[]; samples: number[] };
const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const stackOf = (id: number): Set<string> => {
  const names = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
    names.add(nodes.get(at)?.callFrame.functionName ?? '');
  return names;
};
const NOT_BUSY = new Set(['(idle)', '(program)', '(garbage collector)']);
let busy = 0;
let collecting = 0;
const hits = new Map(names.map((name) => [name, 0]));
for (const id of profile.samples) {
  const leaf = nodes.get(id)?.callFrame.functionName ?? '';
  if (leaf === '(garbage collector)') collecting += 1;
  if (NOT_BUSY.has(leaf)) continue;
  busy += 1;
  const stack = stackOf(id);
  for (const name of names) if (stack.has(name)) hits.set(name, (hits.get(name) ?? 0) + 1);
}
console.log(
  `${profile.samples.length} samples, ${busy} busy in JavaScript, garbage collection ${collecting} (${((100 * collecting) / (busy + collecting)).toFixed(1)}% of busy + GC)`,
);
for (const [name, count] of hits) console.log(`${((100 * count) / busy).toFixed(1).padStart(5)}%  ${name}`);
