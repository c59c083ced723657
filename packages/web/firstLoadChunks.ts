import { resolve } from 'node:path';
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

/**
 * The app's first load as two chunks instead of two dozen: every request costs its headers
 * (about 1 KB each on this server, more than many of these modules weigh), and Lighthouse counts
 * them. Left to itself the bundler gave each module the start shares with a lazily loaded page its
 * own small file.
 *
 * - `shared`: what the app's start imports that the console can reach too (the query library, the
 *   API transport, the brands): the console fetches it whole at once, a few KB more than it needs.
 * - `start`: the rest of what the app's start (`src/start.tsx`) imports statically. Nothing the
 *   console can reach joins it: a module there would make the console import the start chunk,
 *   which runs the customer app inside the console. Nothing the entry (`src/main.tsx`) imports
 *   joins it either, or the entry would evaluate the app in its own task again.
 */
export function firstLoadChunks(webRoot: string) {
  const start = resolve(webRoot, 'src/start.tsx');
  const entry = resolve(webRoot, 'src/main.tsx');
  const console = resolve(webRoot, 'src/ops/opsMain.tsx');
  let sets: { boot: Set<string>; consoleEver: Set<string>; entry: Set<string> };
  const setsOf = (graph: Graph) => {
    sets ??= {
      boot: closure(graph, start, false),
      consoleEver: closure(graph, console, true),
      entry: closure(graph, entry, false),
    };
    return sets;
  };
  return (id: string, graph: Graph): string | null => {
    const { boot, consoleEver, entry: entryModules } = setsOf(graph);
    if (!boot.has(id) || entryModules.has(id)) return null;
    return consoleEver.has(id) ? 'shared' : 'start';
  };
}
