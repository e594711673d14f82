import type { PortalConfig } from '@b2b/contracts';
import { createContext, useContext, type ReactNode } from 'react';

const PortalContext = createContext<PortalConfig | null>(null);

export function PortalProvider({ portal, children }: { portal: PortalConfig; children: ReactNode }) {
  return <PortalContext.Provider value={portal}>{children}</PortalContext.Provider>;
}

export function usePortal(): PortalConfig {
  const portal = useContext(PortalContext);
  if (!portal) throw new Error('usePortal needs a PortalProvider');
  return portal;
}
