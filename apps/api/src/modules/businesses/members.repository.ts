import type { MemberAccess } from '@b2b/contracts';
import { and, asc, eq, sql, tables, type Database } from '@b2b/db';

const { businessMembers, users } = tables;

const memberColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profilePhoto: users.profilePhoto,
  access: businessMembers.access,
  createdAt: businessMembers.createdAt,
};
export type MemberRow = Awaited<ReturnType<MembersRepository['list']>>[number];

const membership = (businessId: string, userId: string) =>
  and(eq(businessMembers.businessId, businessId), eq(businessMembers.userId, userId));

export function membersRepository(db: Database) {
  const select = () =>
    db.select(memberColumns).from(businessMembers).innerJoin(users, eq(users.id, businessMembers.userId));

  return {
    /** The owner first, then the others in the order they joined. */
    list(businessId: string) {
      return select()
        .where(eq(businessMembers.businessId, businessId))
        .orderBy(
          sql`case ${businessMembers.access} when 'owner' then 0 else 1 end`,
          asc(businessMembers.createdAt),
          asc(users.lastName),
        );
    },

    async find(businessId: string, userId: string) {
      const [row] = await select().where(membership(businessId, userId));
      return row ?? null;
    },

    /** Never touches the owner's row, whatever a caller asks. */
    async updateAccess(businessId: string, userId: string, access: MemberAccess): Promise<boolean> {
      const rows = await db
        .update(businessMembers)
        .set({ access })
        .where(and(membership(businessId, userId), sql`${businessMembers.access} <> 'owner'`))
        .returning({ userId: businessMembers.userId });
      return rows.length > 0;
    },

    async remove(businessId: string, userId: string): Promise<boolean> {
      const rows = await db
        .delete(businessMembers)
        .where(and(membership(businessId, userId), sql`${businessMembers.access} <> 'owner'`))
        .returning({ userId: businessMembers.userId });
      return rows.length > 0;
    },
  };
}

export type MembersRepository = ReturnType<typeof membersRepository>;
