/**
 * A drawn page asks for its scripts only once it has painted. Its first screen needs none of
 * them, and on a phone's line every script requested alongside the HTML shares the bandwidth the
 * first paint is waiting on (Lighthouse counts each request started before the paint as holding
 * it: the drawn pages' LCP moved between 0.7 and 3 s with their FCP at 0.75 s, bench/README.md).
 * The shell's entry script and every preload leave the HTML; their addresses travel as JSON, and
 * one fixed inline script (allowed by its hash, as the hash-URL forwarder is) adds them after the
 * next frame, entry first, one to a task: each request costs the page's main thread a few
 * milliseconds on a phone (at 4x CPU, forty in one task were one long task of about 200 ms, and
 * four still took 74 ms: `npx tsx bench/web/traceTasks.ts`). `setTimeout` stands in where frames never come (a tab opened behind).
 */
export const LATE_LOADER =
  "(function(){var done=false;function go(){if(done)return;done=true;var l=JSON.parse(document.getElementById('late-scripts').textContent),i=0;function add(){var h=l[i],e=document.createElement(i?'link':'script');if(i){e.rel='modulepreload';e.href=h}else{e.type='module';e.src=h}document.head.appendChild(e);i++}function next(){add();if(i<l.length)setTimeout(next,0)}next()}requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})()";

const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g;

/** The page's HTML with its scripts asked for after the first paint: the shell's and `preloads`. */
export function scriptsAfterPaint(html: string, preloads: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!entry) return html;
  const shellPreloads = [...html.matchAll(PRELOAD)].map(([, href]) => href ?? '');
  const addresses = [entry, ...new Set([...shellPreloads, ...preloads])];
  return html
    .replace(ENTRY_SCRIPT, '')
    .replace(PRELOAD, '')
    .replace(
      '</body>',
      `<script type="application/json" id="late-scripts">${JSON.stringify(addresses)}</script><script>${LATE_LOADER}</script></body>`,
    );
}
