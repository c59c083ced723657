import type { RouteObject } from 'react-router';

/**
 * The accept journey's own pages (verification, quotation, payment…) mount here, inside the
 * accept side's session scope, as they are built. Error and session pages are in router.tsx.
 */
export const acceptJourneyRoutes: RouteObject[] = [];
