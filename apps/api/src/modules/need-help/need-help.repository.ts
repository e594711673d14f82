import { count, desc, tables, type Database } from '@b2b/db';
import type { OutboxEmail } from '../inquiries/inquiries.repository.ts';

const { needHelpEnquiries, emailOutbox } = tables;

export type NeedHelpEnquiryRow = typeof needHelpEnquiries.$inferSelect;
export type NeedHelpEnquiryInsert = typeof needHelpEnquiries.$inferInsert & { id: string };

const outboxRow = (email: OutboxEmail) => ({ id: crypto.randomUUID(), ...email });

export function needHelpRepository(db: Database) {
  return {
    /** Stores the enquiry and, when given, the email that tells support of it, together. */
    async store(enquiry: NeedHelpEnquiryInsert, email?: OutboxEmail): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(needHelpEnquiries).values(enquiry);
        if (email) await tx.insert(emailOutbox).values(outboxRow(email));
      });
    },

    /** Keeps an email that could not go out now for a later send. */
    async queueEmail(email: OutboxEmail): Promise<void> {
      await db.insert(emailOutbox).values(outboxRow(email));
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
