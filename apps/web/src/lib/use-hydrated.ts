import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** False on the server and while the browser hydrates its HTML; true once the page runs as an app. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
