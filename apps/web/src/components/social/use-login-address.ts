import { loginUrl } from '../../lib/account-links.ts';
import { usePortal } from '../../lib/portal.tsx';
import { useCurrentAddress } from '../../lib/use-current-address.ts';

/** The account service's sign-in page, coming back to this page: where a visitor's like or follow leads. */
export function useLoginAddress() {
  return loginUrl(usePortal(), useCurrentAddress());
}
