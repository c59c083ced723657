import type { DeploymentBrand } from '../brands/brand.ts';

/**
 * Brand-specific initialise paths; the server takes only the host's own. Apart from the session
 * schemas (session.ts) because the browser's start calls initialise before it reads any answer
 * that needs one: the schema library loads with the first answer it checks.
 */
export const INITIALISE_PATH = {
  DIRECTLINE: 'direct',
  PRIVILEGE: 'privilege',
  PRODUCT: 'product',
  NATIONWIDE: 'nationwide-motor-amend',
  GREENFLAG: 'greenflag',
} as const satisfies Record<DeploymentBrand, string>;
export const INITIALISE_PATHS = Object.values(INITIALISE_PATH);
