import { and, asc, eq, tables, type Database } from '@b2b/db';

const { businesses, businessMembers } = tables;

export function businessAccessRepository(db: Database) {
  return {
    async findBusiness(businessID: string) {
      const [row] = await db
        .select({
          id: businesses.id,
          companyName: businesses.companyName,
          subscription: businesses.subscription,
        })
        .from(businesses)
        .where(eq(businesses.id, businessID));
      return row ?? null;
    },

    async accessOf(userID: string, businessID: string) {
      const [row] = await db
        .select({ access: businessMembers.access })
        .from(businessMembers)
        .where(and(eq(businessMembers.userID, userID), eq(businessMembers.businessID, businessID)));
      return row?.access ?? null;
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
