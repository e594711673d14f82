import { useLocation } from 'react-router';

/** Path and query of the current page: the `continue` target of the account service's pages. */
export function useCurrentPath() {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}
