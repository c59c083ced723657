import { resolve, sep } from 'node:path';
import type { Rolldown } from 'vite';

interface Graph {
  getModuleInfo(moduleId: string): Rolldown.ModuleInfo | null;
}

/** A module and everything it imports, statically only or dynamically too. */
function closure(graph: Graph, from: string, withDynamic: boolean): Set<string> {
  const seen = new Set<string>();
  const queue = [from];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    queue.push(...info.importedIds, ...(withDynamic ? info.dynamicallyImportedIds : []));
  }
  return seen;
}

/** Every module the given ones import, statically. */
const reachedFrom = (graph: Graph, entries: string[]) =>
  new Set(entries.flatMap((id) => [...closure(graph, id, false)]));

/**
 * How the customer app's opening pages are cut into files. Every request costs its headers (about
 * 0.4 KB each on this server, more than many of these modules weigh) and Lighthouse counts them;
 * left to itself the bundler gave each set of pages sharing a module a file of its own, most of
 * them under 1 KB.
 *
 * - `shared`: what the app's start needs (the start page's parts other pages use too), or triage,
 *   that the console can reach as well (the API transport, the brands, dates, input patterns): the
 *   console fetches it whole.
 * - `start`: the rest of it. Nothing the console can reach joins it: a module there would make the
 *   console import the start chunk, which runs the customer app inside the console. Nothing the
 *   entry (`src/main.tsx`) imports joins it either, or the entry would evaluate the app in its own
 *   task again. The start page's own modules (the demo hub and its table) load with it alone.
 * - Triage, the first page of every journey, in two files: the session scope and the parts both
 *   sides' pages draw with (`pageParts`: fields, buttons, the contact panel), and triage with what
 *   it shares with the request journey's later steps (`journey`, 2 KB of it triage's own). The
 *   accept side's pages load `pageParts` only. The server still finds each page module's files
 *   by its name (capturedEntries.ts).
 */
export function firstLoadChunks(webRoot: string) {
  const at = (path: string) => resolve(webRoot, path);
  let sets: { boot: Set<string>; consoleEver: Set<string>; entry: Set<string>; journey: Map<string, string> };
  const setsOf = (graph: Graph) => {
    if (sets) return sets;
    const startPages = at('src/hub/startPages.ts');
    const lazyPages = [...closure(graph, at('src/start.tsx'), true)].filter(
      (id) => graph.getModuleInfo(id)?.dynamicImporters.length,
    );
    // What the start page shares with any other page loads with the start.
    const otherPages = reachedFrom(
      graph,
      lazyPages.filter((id) => id !== startPages),
    );
    const boot = closure(graph, at('src/start.tsx'), false);
    for (const id of closure(graph, startPages, false)) if (otherPages.has(id)) boot.add(id);
    const consoleEver = closure(graph, at('src/ops/opsMain.tsx'), true);
    // Triage's parts (every journey opens there), the session scope and what primes a drawn
    // page's queries: what the console also reaches is shared; the rest is the journey's.
    const acceptSide = reachedFrom(
      graph,
      lazyPages.filter((id) => id.includes(`${sep}accept${sep}`)),
    );
    const triageParts = closure(graph, at('src/app/stepRoutes/TriageStepRoute.tsx'), false);
    const scopeParts = reachedFrom(
      graph,
      ['src/session/SessionScope.tsx', 'src/ssr/primeQueries.ts'].map(at),
    );
    const journey = new Map<string, string>();
    for (const id of new Set([...triageParts, ...scopeParts])) {
      if (boot.has(id) || id.includes('node_modules')) continue;
      if (consoleEver.has(id)) boot.add(id);
      else journey.set(id, triageParts.has(id) && !acceptSide.has(id) ? 'journey' : 'pageParts');
    }

    sets = { boot, consoleEver, entry: closure(graph, at('src/main.tsx'), false), journey };
    return sets;
  };
  return (id: string, graph: Graph): string | null => {
    const { boot, consoleEver, entry, journey } = setsOf(graph);
    const part = journey.get(id);
    if (part) return part;
    if (!boot.has(id) || entry.has(id)) return null;
    return consoleEver.has(id) ? 'shared' : 'start';
  };
}
