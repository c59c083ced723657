/**
 * The API surface under /mta-api/mta/ (shell-and-routing.md §7). Server routes and the
 * browser's single API client both take their paths from here.
 */
export const API_PREFIX = '/mta-api/mta';
export const AUTH_HEADER = 'x-auth-token';
export const PREPOP_HEADER = 'x-mta-prepop-token';

export const apiPaths = {
  metadata: 'gateway/metadata',
  /** Brand-specific initialise path: direct, privilege, product, nationwide-motor-amend, greenflag. */
  initialize: (brandPath: string) => `initialize/${brandPath}`,
  logout: 'logout',
  serverTime: 'time',
  staticData: (form: string) => `${form}/data`,
  save: (form: string) => `${form}/save`,
} as const;
