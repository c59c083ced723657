import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext } from 'react';

/** Retries are per call (the spec's counts); the default is none. */
export const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });

/**
 * The app's one query client. Only what fetches imports this module — the journeys and the
 * accept side (through the session scope) and the contact details with their live opening
 * hours — so @tanstack/query loads with those pages and stays out of the shell's first load.
 */
export const queryClient = newQueryClient();

/**
 * The server draws each page with a client of its own, filled before the render, so one
 * customer's data never lands in another's page; the browser has none and uses the one client.
 */
export const RequestQueryClient = createContext<QueryClient | null>(null);

/** Gives the pages under it the one client; scopes may nest, all share the one cache. */
export function QueryScope({ children }: { children: ReactNode }) {
  const client = useContext(RequestQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
