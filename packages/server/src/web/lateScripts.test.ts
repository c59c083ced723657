import { describe, expect, it } from 'vitest';
import { LATE_LOADER, scriptsAfterPaint } from './lateScripts.ts';

const SHELL =
  '<html><head><script type="module" crossorigin src="/assets/main-a1.js"></script>' +
  '<link rel="modulepreload" crossorigin href="/assets/react-b2.js"></head><body><div id="root"></div></body></html>';

/**
 * Runs the loader against a page of its own making: the list it reads, the head it adds to, and
 * the frame and timer queues, run one task at a time by the test.
 */
function runLoader(files: string[]) {
  const head: Record<string, string>[] = [];
  const tasks: (() => void)[] = [];
  const page = {
    getElementById: (id: string) => (id === 'late-scripts' ? { textContent: JSON.stringify(files) } : null),
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { appendChild: (element: Record<string, string>) => head.push(element) },
  };
  const schedule = (task: () => void) => tasks.push(task);
  new Function('document', 'requestAnimationFrame', 'setTimeout', LATE_LOADER)(page, schedule, schedule);
  const runTask = () => tasks.shift()?.();
  const asked = () => head.map((element) => element.src ?? element.href);
  return { head, tasks, runTask, asked };
}

describe('the late script loader', () => {
  it('moves the entry script and every preload out of the HTML, entry first in its list', () => {
    const html = scriptsAfterPaint(SHELL, ['/assets/TriageRoute-c3.js']);
    expect(html).not.toMatch(/<script type="module"|<link rel="modulepreload"/);
    const list = /<script type="application\/json" id="late-scripts">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(list ?? '[]')).toEqual([
      '/assets/main-a1.js',
      '/assets/react-b2.js',
      '/assets/TriageRoute-c3.js',
    ]);
    expect(html).toContain(`<script>${LATE_LOADER}</script></body>`);
  });

  it('asks for nothing until after the next frame, then one file a task, the entry script first', () => {
    const files = Array.from({ length: 10 }, (_, index) => `/assets/chunk-${index}.js`);
    const loader = runLoader(files);
    expect(loader.asked()).toEqual([]);
    loader.runTask(); // the frame, which schedules the start
    expect(loader.asked()).toEqual([]);
    // Until then it has the frame's task and the fallback timer: either starts it, once.
    while (loader.asked().length === 0) loader.runTask();
    expect(loader.asked()).toEqual(files.slice(0, 1));
    expect(loader.head[0]).toMatchObject({ tag: 'script', type: 'module' });
    // One file per task: forty requests in one task were a 200 ms long task on a phone.
    const addedPerTask: number[] = [];
    while (loader.tasks.length > 0) {
      const before = loader.head.length;
      loader.runTask();
      addedPerTask.push(loader.head.length - before);
    }
    expect(Math.max(...addedPerTask)).toBe(1);
    expect(loader.asked()).toEqual(files);
    expect(loader.head.slice(1).every((element) => element.rel === 'modulepreload')).toBe(true);
  });
});
