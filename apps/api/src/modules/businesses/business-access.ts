import {
  BUSINESS_ACCESS,
  BUSINESS_FORBIDDEN_MESSAGES,
  type BusinessAccess,
  NO_BUSINESS_MESSAGE,
} from '@b2b/contracts';
import { Forbidden, NotFound } from '@b2b/server-kit';
import type { BusinessAccessRepository } from './business-access.repository.ts';

/** Who may do what in a business, for every module that reads its private side or writes on its behalf. */
export const BUSINESS_RULES = {
  /** Change the profile, its certificates and its products; upload its pictures. */
  edit: ['owner', 'admin'],
  /** Add, change and remove members; the membership. */
  manage: ['owner'],
  /** Act as the business: like, comment, see its requests; see its members, leave it. */
  act: BUSINESS_ACCESS,
} as const satisfies Record<string, readonly BusinessAccess[]>;
export type BusinessRule = keyof typeof BUSINESS_RULES;

const noBusiness = () => new NotFound(NO_BUSINESS_MESSAGE);

export function businessAccessPolicy(repo: BusinessAccessRepository) {
  /**
   * The business and the person's access when the rule allows it. An outsider is refused with `outsider()`; a member
   * whose access falls short always hears Forbidden, since they know the business's private side exists.
   */
  async function requireRule(userID: string, businessID: string, rule: BusinessRule, outsider: () => Error) {
    const found = await repo.businessWithAccess(userID, businessID);
    if (!found) throw noBusiness();
    const { business, access } = found;
    if (!access) throw outsider();
    if (!(BUSINESS_RULES[rule] as readonly BusinessAccess[]).includes(access)) {
      throw new Forbidden(BUSINESS_FORBIDDEN_MESSAGES[rule]);
    }
    return { business, access };
  }

  return {
    /** The caller's access to a business, or null; the business must exist. */
    async accessOf(userID: string | null, businessID: string): Promise<BusinessAccess | null> {
      const found = await repo.businessWithAccess(userID, businessID);
      if (!found) throw noBusiness();
      return found.access;
    },

    /** The caller's access to a business, or null, also when there is no such business. */
    async accessIfAny(userID: string, businessID: string): Promise<BusinessAccess | null> {
      return (await repo.businessWithAccess(userID, businessID))?.access ?? null;
    },

    /** Every identity a person may act as: themself first, then each business they belong to. */
    async identitiesOf(userID: string): Promise<string[]> {
      return [userID, ...(await repo.businessesOf(userID))];
    },

    /** Every person who may act as an identity: the person it is, or the people of the business it is. */
    async peopleActingAs(identityID: string): Promise<string[]> {
      return [identityID, ...(await repo.membersOf(identityID))];
    },

    /**
     * For what everyone sees of a business (its profile, certificates, products, pictures, acting as it): NotFound for
     * an unknown business, Forbidden when the person's access does not allow the rule. Answers the business and the
     * access.
     */
    requireBusinessAccess: (userID: string, businessID: string, rule: BusinessRule) =>
      requireRule(userID, businessID, rule, () => new Forbidden(BUSINESS_FORBIDDEN_MESSAGES[rule])),

    /**
     * For what only the business's people see (its members and invitations): an outsider gets the same NotFound as
     * for a business that does not exist, so nobody learns of a private thing they may not know exists; a member
     * whose access falls short gets Forbidden.
     */
    requirePrivateAccess: (userID: string, businessID: string, rule: BusinessRule) =>
      requireRule(userID, businessID, rule, noBusiness),
  };
}
export type BusinessAccessPolicy = ReturnType<typeof businessAccessPolicy>;
