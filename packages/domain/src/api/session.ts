// zod/mini: the shell parses this at start-up, and classic zod (≈26 KB gzip, not tree-shaken)
// would be most of the first load's own code. The server serves it as the route's schema too.
import * as z from 'zod/mini';
import { DEPLOYMENT_BRANDS } from '../brands/brand.ts';

/** Answer of the gateway metadata call: which brand this host serves and the server clock. */
export const metadataResponse = z.object({
  brand: z.enum(DEPLOYMENT_BRANDS),
  now: z.iso.datetime({ offset: true }),
  sessionSeconds: z.int().check(z.positive()),
  /** The server runs the demonstration: `/` is the demo hub. Absent or false: the brand's own start page. */
  demo: z.optional(z.boolean()),
});
export type Metadata = z.infer<typeof metadataResponse>;

export const serverTimeResponse = z.object({ now: z.iso.datetime({ offset: true }) });
export type ServerTime = z.infer<typeof serverTimeResponse>;
