import { count, desc, tables, type Database } from '@b2b/db';
import type { MailInput, MailOutbox } from '../mail/mail.repository.ts';

const { needHelpEnquiries } = tables;

export type NeedHelpEnquiryRow = typeof needHelpEnquiries.$inferSelect;
export type NeedHelpEnquiryInsert = typeof needHelpEnquiries.$inferInsert & { id: string };

export function needHelpRepository(db: Database, outbox: MailOutbox) {
  return {
    /** Stores the enquiry and queues the mail that tells support of it, together. */
    async store(enquiry: NeedHelpEnquiryInsert, mail: MailInput): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(needHelpEnquiries).values(enquiry);
        await outbox.enqueue(tx, [mail]);
      });
    },

    /** A page of the enquiries, newest first, and how many there are. */
    async page(skip: number, size: number): Promise<{ rows: NeedHelpEnquiryRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(needHelpEnquiries)
          .orderBy(desc(needHelpEnquiries.createdAt), desc(needHelpEnquiries.id))
          .limit(size)
          .offset(skip),
        db.select({ total: count() }).from(needHelpEnquiries),
      ]);
      return { rows, total: counted?.total ?? 0 };
    },
  };
}
export type NeedHelpRepository = ReturnType<typeof needHelpRepository>;
