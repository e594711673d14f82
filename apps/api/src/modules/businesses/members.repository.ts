import type { MemberAccess } from '@b2b/contracts';
import { and, asc, eq, sql, tables, type Database } from '@b2b/db';

const { businessMembers, users } = tables;

const memberColumns = {
  userID: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profilePhoto: users.profilePhoto,
  access: businessMembers.access,
  createdAt: businessMembers.createdAt,
};
export type MemberRow = Awaited<ReturnType<MembersRepository['list']>>[number];

const membership = (businessID: string, userID: string) =>
  and(eq(businessMembers.businessID, businessID), eq(businessMembers.userID, userID));

export function membersRepository(db: Database) {
  const select = () =>
    db.select(memberColumns).from(businessMembers).innerJoin(users, eq(users.id, businessMembers.userID));

  return {
    /** The owner first, then the others in the order they joined. */
    list(businessID: string) {
      return select()
        .where(eq(businessMembers.businessID, businessID))
        .orderBy(
          sql`case ${businessMembers.access} when 'owner' then 0 else 1 end`,
          asc(businessMembers.createdAt),
          asc(users.lastName),
        );
    },

    async find(businessID: string, userID: string) {
      const [row] = await select().where(membership(businessID, userID));
      return row ?? null;
    },

    /** Never touches the owner's row, whatever a caller asks. */
    async updateAccess(businessID: string, userID: string, access: MemberAccess): Promise<boolean> {
      const rows = await db
        .update(businessMembers)
        .set({ access })
        .where(and(membership(businessID, userID), sql`${businessMembers.access} <> 'owner'`))
        .returning({ userID: businessMembers.userID });
      return rows.length > 0;
    },

    async remove(businessID: string, userID: string): Promise<boolean> {
      const rows = await db
        .delete(businessMembers)
        .where(and(membership(businessID, userID), sql`${businessMembers.access} <> 'owner'`))
        .returning({ userID: businessMembers.userID });
      return rows.length > 0;
    },
  };
}

export type MembersRepository = ReturnType<typeof membersRepository>;
