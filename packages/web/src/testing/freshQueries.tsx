import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { newQueryClient } from '../lib/queryClient.tsx';

/**
 * A render wrapper with a query cache of the test's own, configured as the app's, so no answer
 * carries over from another test: `render(ui, { wrapper: freshQueries() })`.
 */
export function freshQueries() {
  const client = newQueryClient();
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
}
