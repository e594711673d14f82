import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { BusinessAccessPolicy } from '../businesses/business-access.ts';

/** Who a like or a comment is by: the person, or the business they act as (then `actorID` is the business's id). */
export interface Actor {
  actorID: string;
  userID: string;
  businessID: string | null;
}

/** `businessID` in a social call means "acting as this business": any member may, others get 403. */
export function actingIdentity(businessAccess: Pick<BusinessAccessPolicy, 'requireBusinessAccess'>) {
  async function actorOf(user: SessionUser, businessID: string | undefined): Promise<Actor> {
    if (businessID === undefined) return { actorID: user.userID, userID: user.userID, businessID: null };
    await businessAccess.requireBusinessAccess(user.userID, businessID, 'act');
    return { actorID: businessID, userID: user.userID, businessID };
  }

  return {
    actorOf,
    /** The actor of a public read: none for a visitor, whose `businessID` means nothing. */
    viewerOf: (user: SessionUser | null, businessID: string | undefined) =>
      user ? actorOf(user, businessID) : Promise.resolve(null),
  };
}
export type ActingIdentity = ReturnType<typeof actingIdentity>;
