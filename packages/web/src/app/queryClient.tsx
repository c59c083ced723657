import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

/**
 * The app's one query client. Only what fetches imports this module — the journeys and the
 * accept side (through the session scope) and the contact details with their live opening
 * hours — so @tanstack/query loads with those pages and stays out of the shell's first load.
 */
export const queryClient = new QueryClient({
  // Retries are per call (the spec's counts); the default is none.
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
});

/** Gives the pages under it the one client; scopes may nest, all share the one cache. */
export function QueryScope({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
