import { eq, sql, tables, type Database } from '@b2b/db';

const { administrators, users } = tables;

/** The portal's administrators: people of the portal granted the role by `npm run admin:grant`. */
export function administratorsRepository(db: Database) {
  return {
    async isAdministrator(userID: string): Promise<boolean> {
      return (await db.$count(administrators, eq(administrators.userID, userID))) > 0;
    },

    /** The portal people with this email (an account's profile is made on its first signed-in visit). */
    async usersByEmail(email: string) {
      return db
        .select({ userID: users.id, email: users.email })
        .from(users)
        .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    },

    /** True when the person was not an administrator yet. */
    async grant(userID: string): Promise<boolean> {
      const granted = await db
        .insert(administrators)
        .values({ userID })
        .onConflictDoNothing()
        .returning({ userID: administrators.userID });
      return granted.length > 0;
    },

    /** True when the person was an administrator. */
    async revoke(userID: string): Promise<boolean> {
      const revoked = await db
        .delete(administrators)
        .where(eq(administrators.userID, userID))
        .returning({ userID: administrators.userID });
      return revoked.length > 0;
    },
  };
}
export type AdministratorsRepository = ReturnType<typeof administratorsRepository>;
