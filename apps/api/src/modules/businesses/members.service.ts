import { OWNER_STAYS_MESSAGE, type Member, type MemberAccess, NOT_A_MEMBER_MESSAGE } from '@b2b/contracts';
import { Conflict, NotFound } from '@b2b/server-kit';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { BusinessAccessPolicy } from './business-access.ts';
import type { MemberRow, MembersRepository } from './members.repository.ts';

const memberOf = (row: MemberRow): Member => ({
  userID: row.userID,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  profilePhoto: row.profilePhoto,
  access: row.access,
  addedAt: row.createdAt.toISOString(),
});

const notMember = () => new NotFound(NOT_A_MEMBER_MESSAGE);

export function membersService(repo: MembersRepository, access: BusinessAccessPolicy) {
  async function member(businessID: string, userID: string): Promise<Member> {
    const row = await repo.find(businessID, userID);
    if (!row) throw notMember();
    return memberOf(row);
  }

  /** The owner's row is never changed or removed; answers the member otherwise. */
  async function changeable(businessID: string, userID: string): Promise<Member> {
    const current = await member(businessID, userID);
    if (current.access === 'owner') throw new Conflict(OWNER_STAYS_MESSAGE);
    return current;
  }

  return {
    /** Any member of the business may see who else belongs to it; to anyone else the list does not exist. */
    async list(user: SessionUser, businessID: string): Promise<Member[]> {
      await access.requirePrivateAccess(user.userID, businessID, 'act');
      return (await repo.list(businessID)).map(memberOf);
    },

    /** The owner changes another member's access; the owner's own stays. */
    async changeAccess(
      user: SessionUser,
      businessID: string,
      userID: string,
      level: MemberAccess,
    ): Promise<Member> {
      await access.requirePrivateAccess(user.userID, businessID, 'manage');
      await changeable(businessID, userID);
      if (!(await repo.updateAccess(businessID, userID, level))) throw notMember();
      return member(businessID, userID);
    },

    /** The owner removes a member, or a member or admin leaves; the owner never goes. */
    async remove(user: SessionUser, businessID: string, userID: string): Promise<void> {
      const leaving = userID === user.userID;
      await access.requirePrivateAccess(user.userID, businessID, leaving ? 'act' : 'manage');
      await changeable(businessID, userID);
      if (!(await repo.remove(businessID, userID))) throw notMember();
    },
  };
}

export type MembersService = ReturnType<typeof membersService>;
