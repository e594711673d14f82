import { LIMITS } from '@b2b/contracts';
import { useSession } from '../../lib/session.ts';
import { useMyBusinesses } from '../business/api/get-my-businesses.ts';

/**
 * The acting identity of likes and comments (section 4 of 01-, section 9 of 02-): the person, or one of the first five of
 * their businesses, chosen under `socialActor` in local storage. The session is read only after hydration (the server
 * renders for a visitor), so server and browser agree on the first render.
 */
export function useSocialActor() {
  const session = useSession();
  const businesses = useMyBusinesses();
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
