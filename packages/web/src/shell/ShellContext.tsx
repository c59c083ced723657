import type { Metadata } from '@portal/domain/api/session';
import type { BrandSettings, DeploymentBrand, Product } from '@portal/domain/brands/brand';
import { brandSettingsFor, parseQuery } from '@portal/domain/brands/registry';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { useLocation } from 'react-router';

/** What every page may know about where it runs: brand, product, partner and server clock. */
export interface Shell {
  brand: DeploymentBrand;
  brandSettings: BrandSettings;
  product: Product;
  /** The upper-cased `brand` query parameter (a partner or manufacturer), when present. */
  brandParam: string | undefined;
  /** Server time (ISO) when the shell started; pages that need a live clock poll `GET time`. */
  now: string;
  sessionSeconds: number;
  /** The page's scheme and port, for links to the other brands' hosts. */
  origin: PageOrigin;
  /** The server runs the demonstration (fictional policies, the demo hub at `/`). */
  demo: boolean;
}

export interface PageOrigin {
  protocol: string;
  port: string;
}

/** What start-up learned before the first render. */
export interface BootInfo {
  brand: DeploymentBrand;
  now: string;
  sessionSeconds: number;
  /** False when initialisation failed and the shell runs on the host-derived brand only. */
  initialised: boolean;
  /** Set by the server, which draws the first page without a `window` to ask. */
  origin?: PageOrigin;
  /** The server runs the demonstration: `/` is the demo hub; otherwise the brand's own start page. */
  demo?: boolean | undefined;
}

export const bootFromMetadata = (metadata: Metadata): BootInfo => ({ ...metadata, initialised: true });

const ShellContext = createContext<Shell | null>(null);

export function ShellProvider({ boot, children }: { boot: BootInfo; children: ReactNode }) {
  const { search } = useLocation();
  const shell = useMemo<Shell>(() => {
    const query = parseQuery(new URLSearchParams(search));
    return {
      brand: boot.brand,
      // A partner's customer (brand=RBS) sees the partner's numbers and dashboard everywhere.
      brandSettings: brandSettingsFor(boot.brand, query.brandParam),
      product: query.product,
      brandParam: query.brandParam,
      now: boot.now,
      sessionSeconds: boot.sessionSeconds,
      origin: boot.origin ?? { protocol: window.location.protocol, port: window.location.port },
      demo: boot.demo === true,
    };
  }, [boot, search]);
  return <ShellContext.Provider value={shell}>{children}</ShellContext.Provider>;
}

export function useShell(): Shell {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('useShell must be used inside ShellProvider');
  return shell;
}
