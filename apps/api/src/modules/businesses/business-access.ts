import { BUSINESS_ACCESS, type BusinessAccess } from '@b2b/contracts';
import { Forbidden, NotFound } from '@b2b/server-kit';
import type { BusinessAccessRepository } from './business-access.repository.ts';

/** Who may do what in a business (section 6 of 02-), for every module that writes on a business's behalf. */
export const BUSINESS_RULES = {
  /** Change the profile, its certificates and its products; upload its pictures. */
  edit: ['owner', 'admin'],
  /** Add, change and remove members; the membership. */
  manage: ['owner'],
  /** Act as the business: like, comment, see its requests. */
  act: BUSINESS_ACCESS,
} as const satisfies Record<string, readonly BusinessAccess[]>;
export type BusinessRule = keyof typeof BUSINESS_RULES;

export const FORBIDDEN_MESSAGES: Record<BusinessRule, string> = {
  edit: 'Only the owner or an admin of this business can change it.',
  manage: 'Only the owner of this business can do this.',
  act: 'You can only act as a business you belong to.',
};

export function businessAccessPolicy(repo: BusinessAccessRepository) {
  return {
    /** The caller's access to a business, or null; the business must exist. */
    async accessOf(userID: string | null, businessID: string): Promise<BusinessAccess | null> {
      if (!(await repo.findBusiness(businessID))) throw new NotFound('There is no business with this id.');
      return userID ? repo.accessOf(userID, businessID) : null;
    },

    /**
     * Throws NotFound for an unknown business and Forbidden when the person's access does not allow the rule; answers
     * the business and the access.
     */
    async requireBusinessAccess(userID: string, businessID: string, rule: BusinessRule) {
      const business = await repo.findBusiness(businessID);
      if (!business) throw new NotFound('There is no business with this id.');
      const access = await repo.accessOf(userID, businessID);
      if (!access || !(BUSINESS_RULES[rule] as readonly BusinessAccess[]).includes(access)) {
        throw new Forbidden(FORBIDDEN_MESSAGES[rule]);
      }
      return { business, access };
    },
  };
}
export type BusinessAccessPolicy = ReturnType<typeof businessAccessPolicy>;
