import { and, asc, eq, sql, tables, type Database } from '@b2b/db';

const { businesses, businessMembers } = tables;

export function businessAccessRepository(db: Database) {
  return {
    /** The business and the person's access to it (null for an outsider), in one read; null when there is none. */
    async businessWithAccess(userID: string | null, businessID: string) {
      const [row] = await db
        .select({
          id: businesses.id,
          companyName: businesses.companyName,
          subscription: businesses.subscription,
          access: businessMembers.access,
        })
        .from(businesses)
        .leftJoin(
          businessMembers,
          and(
            eq(businessMembers.businessID, businesses.id),
            // A visitor has no access: a condition that matches no member keeps the one business row.
            userID === null ? sql`false` : eq(businessMembers.userID, userID),
          ),
        )
        .where(eq(businesses.id, businessID));
      if (!row) return null;
      const { access, ...business } = row;
      return { business, access };
    },

    /** The businesses a person belongs to, in the order they joined them. */
    async businessesOf(userID: string): Promise<string[]> {
      const rows = await db
        .select({ businessID: businessMembers.businessID })
        .from(businessMembers)
        .where(eq(businessMembers.userID, userID))
        .orderBy(asc(businessMembers.createdAt), asc(businessMembers.businessID));
      return rows.map((row) => row.businessID);
    },

    /** The people who belong to a business. */
    async membersOf(businessID: string): Promise<string[]> {
      const rows = await db
        .select({ userID: businessMembers.userID })
        .from(businessMembers)
        .where(eq(businessMembers.businessID, businessID));
      return rows.map((row) => row.userID);
    },
  };
}
export type BusinessAccessRepository = ReturnType<typeof businessAccessRepository>;
