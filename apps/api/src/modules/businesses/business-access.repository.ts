import { and, asc, eq, sql, tables, type Database } from '@b2b/db';
import type { SQL } from 'drizzle-orm';

const { businesses, businessMembers } = tables;

export function businessAccessRepository(db: Database) {
  // Every business route and the message center check access first: prepared once, for a person and for a visitor
  // (who has no access: a condition that matches no member keeps the one business row).
  const withAccess = (member: SQL) =>
    db
      .select({
        id: businesses.id,
        companyName: businesses.companyName,
        subscription: businesses.subscription,
        access: businessMembers.access,
      })
      .from(businesses)
      .leftJoin(businessMembers, and(eq(businessMembers.businessID, businesses.id), member))
      .where(eq(businesses.id, sql.placeholder('businessID')));
  const asPerson = withAccess(eq(businessMembers.userID, sql.placeholder('userID'))).prepare(
    'business_with_access',
  );
  const asVisitor = withAccess(sql`false`).prepare('business_for_visitor');

  return {
    /** The business and the person's access to it (null for an outsider), in one read; null when there is none. */
    async businessWithAccess(userID: string | null, businessID: string) {
      const [row] = await (userID === null
        ? asVisitor.execute({ businessID })
        : asPerson.execute({ userID, businessID }));
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
