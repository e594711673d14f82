import { LIMITS, type MyBusinessItem } from '@b2b/contracts';
import { createContext, useContext, type ReactNode } from 'react';
import { useSession } from '../../lib/session.ts';

/** The signed-in person's businesses as the page has them: the list, and whether it is still on its way. */
export interface ActingBusinesses {
  data: MyBusinessItem[] | undefined;
  isPending: boolean;
}

const NO_BUSINESSES: ActingBusinesses = { data: undefined, isPending: false };

const ActingBusinessesContext = createContext<ActingBusinesses>(NO_BUSINESSES);

/**
 * The businesses a person may act as belong to the businesses domain, which this feature does not import: the page
 * that places the widgets hands them in (`useMyBusinesses()`). Without it the person acts as themselves.
 */
export function ActingBusinessesProvider({
  businesses,
  children,
}: {
  businesses: ActingBusinesses;
  children: ReactNode;
}) {
  return <ActingBusinessesContext value={businesses}>{children}</ActingBusinessesContext>;
}

/** Every business of the person with their access, for what only an owner or admin of one may do. */
export const useActingBusinesses = () => useContext(ActingBusinessesContext);

/**
 * The acting identity of likes and comments: the person, or one of the first five of
 * their businesses, chosen under `socialActor` in local storage. The session is read only after hydration (the server
 * renders for a visitor), so server and browser agree on the first render.
 */
export function useSocialActor() {
  const session = useSession();
  const businesses = useActingBusinesses();
  const choices = (businesses.data ?? []).slice(0, LIMITS.actingIdentityBusinesses);
  if (!session) return { key: 'visitor', businessID: undefined, ready: true, session, choices };

  const chosen = session.socialActor === session.userID ? undefined : session.socialActor;
  // A business chosen before the person left it, or in another tab, counts only while the list still has it.
  const businessID = choices.find((choice) => choice.businessID === chosen)?.businessID;
  return {
    key: businessID ?? session.userID,
    businessID,
    ready: chosen === undefined || !businesses.isPending,
    session,
    choices,
  };
}
