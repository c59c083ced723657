/** `true` in the bundle that `npm start` serves (build.mjs `define`); undeclared under tsx and Vitest. */
declare const __BUNDLED__: boolean | undefined;

/** Whether this process is the bundled server, which runs production builds of its libraries. */
export const bundled = typeof __BUNDLED__ !== 'undefined' && __BUNDLED__;

/**
 * The libraries the bundled server loads from node_modules at run time (React, React DOM and
 * React Router under the web app's server render, dist/server/entry-server.js) choose their build
 * from `process.env.NODE_ENV` when they are first loaded. The bundle already runs its own copies'
 * production builds (build.mjs); this gives the run-time ones the same answer, whatever mode the
 * portal runs in. Call it once the portal's own mode has been read from the environment
 * (loadConfig): from here on NODE_ENV only chooses library builds. Under `npm run dev` it does
 * nothing, so development keeps React's development build and its warnings.
 */
export function runProductionLibraryBuilds(env: NodeJS.ProcessEnv = process.env): void {
  if (bundled) env.NODE_ENV = 'production';
}
