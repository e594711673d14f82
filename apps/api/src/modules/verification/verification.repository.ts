import type { Image, VerificationStatus } from '@b2b/contracts';
import { and, desc, eq, sql, tables, type Database } from '@b2b/db';
import type { MailOutbox } from '../mail/mail.repository.ts';
import { mailLanguageOf } from '../mail/templates/words.ts';
import { noticeOutbox, type Notice } from '../notification-mail/notification-mail.repository.ts';

const { businesses, businessMembers, users, verificationRequests } = tables;

/** The decision's mail, to the business's owner as they chose for verification decisions (none without an owner). */
async function decisionMail(
  tx: Database,
  businessID: string,
  decision: { status: Exclude<VerificationStatus, 'pending'>; reason: string | null },
): Promise<Notice[]> {
  const [owner] = await tx
    .select({
      userID: users.id,
      email: users.email,
      language: users.preferredLanguage,
      companyName: businesses.companyName,
    })
    .from(businesses)
    .innerJoin(
      businessMembers,
      and(eq(businessMembers.businessID, businesses.id), eq(businessMembers.access, 'owner')),
    )
    .innerJoin(users, eq(users.id, businessMembers.userID))
    .where(eq(businesses.id, businessID));
  if (!owner) return [];
  return [
    {
      userID: owner.userID,
      kind: 'verification',
      mail: {
        to: owner.email,
        template: 'verification.decision',
        language: mailLanguageOf(owner.language),
        data: {
          companyName: owner.companyName,
          approved: decision.status === 'approved',
          reason: decision.reason,
          path: `/business/${businessID}/verification`,
        },
      },
    },
  ];
}

export interface VerificationInsert {
  id: string;
  businessID: string;
  requestedByUserID: string;
  registrationNumber: string;
  documents: Image[];
  note: string | null;
}

/** Where a page of the queue ends: waiting requests (rank 0) come before decided ones, each in its own order. */
export interface QueueCursor {
  rank: number;
  /** Microseconds since 1970, negated for decided requests, so that one ascending order serves both. */
  key: bigint;
  id: string;
}

export type VerificationRow = typeof verificationRequests.$inferSelect;

const businessColumns = {
  businessID: businesses.id,
  companyName: businesses.companyName,
  subscription: businesses.subscription,
  verified: businesses.verified,
  countryCode: businesses.countryCode,
};

const rank = sql<number>`(CASE WHEN ${verificationRequests.status} = 'pending' THEN 0 ELSE 1 END)`;
const micros = sql`(EXTRACT(EPOCH FROM ${verificationRequests.createdAt}) * 1000000)::bigint`;
const sortKey = sql<string>`(CASE WHEN ${verificationRequests.status} = 'pending' THEN ${micros} ELSE -${micros} END)`;

export function verificationRepository(db: Database, outbox: MailOutbox) {
  const notices = noticeOutbox(outbox);
  return {
    async businessOf(businessID: string) {
      const [row] = await db.select(businessColumns).from(businesses).where(eq(businesses.id, businessID));
      return row;
    },

    async latestOf(businessID: string): Promise<VerificationRow | undefined> {
      const [row] = await db
        .select()
        .from(verificationRequests)
        .where(eq(verificationRequests.businessID, businessID))
        .orderBy(desc(verificationRequests.createdAt), desc(verificationRequests.id))
        .limit(1);
      return row;
    },

    /** Null when the business already has a request waiting (the one-pending index refused it). */
    async insert(row: VerificationInsert): Promise<VerificationRow | null> {
      const [inserted] = await db
        .insert(verificationRequests)
        .values(row)
        .onConflictDoNothing({
          target: verificationRequests.businessID,
          where: sql`${verificationRequests.status} = 'pending'`,
        })
        .returning();
      return inserted ?? null;
    },

    /** A page of the queue after `cursor`, with each row's cursor. */
    async queue(size: number, cursor: QueueCursor | undefined) {
      const rows = await db
        .select({
          request: verificationRequests,
          business: businessColumns,
          rank,
          sortKey,
        })
        .from(verificationRequests)
        .innerJoin(businesses, eq(businesses.id, verificationRequests.businessID))
        .where(
          cursor
            ? sql`(${rank}, ${sortKey}, ${verificationRequests.id}) > (${cursor.rank}, ${cursor.key.toString()}::bigint, ${cursor.id}::uuid)`
            : undefined,
        )
        .orderBy(sql`${rank}`, sql`${sortKey}`, verificationRequests.id)
        .limit(size);
      return rows.map((row) => ({
        ...row,
        cursor: { rank: Number(row.rank), key: BigInt(row.sortKey), id: row.request.id },
      }));
    },

    async detail(requestID: string) {
      const [row] = await db
        .select({
          request: verificationRequests,
          business: businessColumns,
          requester: {
            userID: users.id,
            firstName: users.firstName,
            lastName: users.lastName,
            email: users.email,
          },
        })
        .from(verificationRequests)
        .innerJoin(businesses, eq(businesses.id, verificationRequests.businessID))
        .leftJoin(users, eq(users.id, verificationRequests.requestedByUserID))
        .where(eq(verificationRequests.id, requestID));
      return row;
    },

    /**
     * Decides a waiting request; an approval makes its business verified in the same transaction. False when the
     * request was no longer waiting (another administrator decided it first).
     */
    async decide(
      requestID: string,
      decision: {
        status: Exclude<VerificationStatus, 'pending'>;
        decidedByUserID: string;
        reason: string | null;
      },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [decided] = await tx
          .update(verificationRequests)
          .set({
            status: decision.status,
            decidedByUserID: decision.decidedByUserID,
            decidedAt: sql`now()`,
            decisionNote: decision.reason,
          })
          .where(and(eq(verificationRequests.id, requestID), eq(verificationRequests.status, 'pending')))
          .returning({ businessID: verificationRequests.businessID });
        if (!decided) return false;
        if (decision.status === 'approved') {
          await tx.update(businesses).set({ verified: true }).where(eq(businesses.id, decided.businessID));
        }
        await notices.deliver(tx, await decisionMail(tx, decided.businessID, decision));
        return true;
      });
    },
  };
}
export type VerificationRepository = ReturnType<typeof verificationRepository>;
