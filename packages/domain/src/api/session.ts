import { z } from 'zod';
import { DEPLOYMENT_BRANDS } from '../brands/brand.ts';

/** Answer of the gateway metadata call: which brand this host serves and the server clock. */
export const metadataResponse = z.object({
  brand: z.enum(DEPLOYMENT_BRANDS),
  now: z.iso.datetime({ offset: true }),
  sessionSeconds: z.number().int().positive(),
});
export type Metadata = z.infer<typeof metadataResponse>;

export const serverTimeResponse = z.object({ now: z.iso.datetime({ offset: true }) });
export type ServerTime = z.infer<typeof serverTimeResponse>;
