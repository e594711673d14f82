import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Loading } from '../../../components/ui/status.tsx';
import { paths } from '../../../lib/paths.ts';
import { useSession } from '../../../lib/session.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { useIsAdministrator } from '../api/queries.ts';

/**
 * Draws the administration for administrators only. Anyone else (a visitor too) goes to the home page, as from any
 * unknown address: nobody learns from the web app that the administration exists. The server refuses them anyway.
 */
export function AdminGate({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  const session = useSession();
  const administrator = useIsAdministrator();
  if (!hydrated) return <Loading />;
  if (!session || administrator.data === false || administrator.isError) {
    return <Navigate to={paths.home.href()} replace />;
  }
  return administrator.data ? children : <Loading />;
}
