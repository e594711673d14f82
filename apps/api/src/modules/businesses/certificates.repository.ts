import { and, asc, desc, eq, tables, type Database } from '@b2b/db';

const { certificates } = tables;

export type CertificateInsert = typeof certificates.$inferInsert;

const ofBusiness = (businessID: string, id: string) =>
  and(eq(certificates.id, id), eq(certificates.businessID, businessID));

export function certificatesRepository(db: Database) {
  return {
    /** Newest issue first, as the profile lists them. */
    list(businessID: string) {
      return db
        .select()
        .from(certificates)
        .where(eq(certificates.businessID, businessID))
        .orderBy(desc(certificates.issueDate), asc(certificates.createdAt));
    },

    /** Only a certificate of this business: another business's id is as unknown as a made-up one. */
    async find(businessID: string, id: string) {
      const [row] = await db.select().from(certificates).where(ofBusiness(businessID, id));
      return row ?? null;
    },

    async insert(certificate: CertificateInsert) {
      const [row] = await db.insert(certificates).values(certificate).returning();
      return row!;
    },

    async update(businessID: string, id: string, patch: Partial<CertificateInsert>) {
      const [row] = await db.update(certificates).set(patch).where(ofBusiness(businessID, id)).returning();
      return row ?? null;
    },

    async remove(businessID: string, id: string): Promise<boolean> {
      const rows = await db
        .delete(certificates)
        .where(ofBusiness(businessID, id))
        .returning({ id: certificates.id });
      return rows.length > 0;
    },
  };
}

export type CertificatesRepository = ReturnType<typeof certificatesRepository>;
