import { REVIEW_ASPECTS } from '@b2b/contracts';
import { alias, and, desc, eq, isNull, sql, tables, type Database } from '@b2b/db';
import { publishToParties } from '../inquiries/inquiries.repository.ts';
import { recordNotifications, type NotificationInput } from '../notifications/notifications.repository.ts';

const { reviews, users, businesses } = tables;

const reviewerUsers = alias(users, 'reviewer_users');
const reviewerBusinesses = alias(businesses, 'reviewer_businesses');

export interface ReviewInsert {
  id: string;
  inquiryID: string;
  businessID: string;
  reviewerID: string;
  reviewerUserID: string | null;
  reviewerBusinessID: string | null;
  authorUserID: string;
  quality: number;
  communication: number;
  delivery: number;
  text: string;
  dealClosedAt: Date;
}

/** One decimal, as the business page shows an average. */
const averageOf = (column: string) => sql<number | null>`round(avg(${sql.raw(column)}), 1)::float8`;

/**
 * Reviews from closed deals and the business's averages. Each write tells both sides' streams of the thread and records
 * the other side's notification in its own transaction.
 */
export function reviewsRepository(db: Database) {
  /** Reviews with their reviewer as the thread's sender shows (the business written as, else the person). */
  const reviewRows = () =>
    db
      .select({
        id: reviews.id,
        quality: reviews.quality,
        communication: reviews.communication,
        delivery: reviews.delivery,
        text: reviews.text,
        dealClosedAt: reviews.dealClosedAt,
        createdAt: reviews.createdAt,
        answer: reviews.answer,
        answeredAt: reviews.answeredAt,
        senderID: reviews.reviewerID,
        senderUserID: reviews.reviewerUserID,
        senderFirstName: reviewerUsers.firstName,
        senderLastName: reviewerUsers.lastName,
        senderUserPhoto: reviewerUsers.profilePhoto,
        senderBusinessID: reviews.reviewerBusinessID,
        senderCompanyName: reviewerBusinesses.companyName,
        senderBusinessPhoto: reviewerBusinesses.profilePhoto,
      })
      .from(reviews)
      .leftJoin(reviewerUsers, eq(reviewerUsers.id, reviews.reviewerUserID))
      .leftJoin(reviewerBusinesses, eq(reviewerBusinesses.id, reviews.reviewerBusinessID))
      .$dynamic();

  return {
    /** The review of a thread's deal, or null. */
    async ofThread(inquiryID: string) {
      const [row] = await reviewRows().where(eq(reviews.inquiryID, inquiryID));
      return row ?? null;
    },

    /** A page of a business's reviews, newest first. */
    pageOf(businessID: string, page: { skip: number; size: number }) {
      return reviewRows()
        .where(eq(reviews.businessID, businessID))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .offset(page.skip)
        .limit(page.size);
    },

    /** The business's review count and averages, or null when there is no such business. */
    async summaryOf(businessID: string) {
      const [row] = await db
        .select({
          count: sql<number>`count(${reviews.id})::int`,
          quality: averageOf('"reviews"."quality"'),
          communication: averageOf('"reviews"."communication"'),
          delivery: averageOf('"reviews"."delivery"'),
          overall: sql<number | null>`round(avg((${sql.join(
            REVIEW_ASPECTS.map((aspect) => reviews[aspect]),
            sql` + `,
          )}) / 3.0), 1)::float8`,
        })
        .from(businesses)
        .leftJoin(reviews, eq(reviews.businessID, businesses.id))
        .where(eq(businesses.id, businessID))
        .groupBy(businesses.id);
      return row ?? null;
    },

    /** Writes a thread's review: false when it has one already (the thread's unique review, so two at once make one). */
    async create(review: ReviewInsert, notification: NotificationInput | null): Promise<boolean> {
      return db.transaction(async (tx) => {
        const created = await tx
          .insert(reviews)
          .values(review)
          .onConflictDoNothing({ target: reviews.inquiryID })
          .returning({ id: reviews.id });
        if (created.length === 0) return false;
        await publishToParties(tx, 'request.deal', review.inquiryID);
        if (notification) await recordNotifications(tx, [notification]);
        return true;
      });
    },

    /**
     * Answers a thread's review once: `missing` when it has none, `answered` when it was answered already (checked in
     * the same statement, so two answers at once make one).
     */
    async answer(
      inquiryID: string,
      answer: { text: string; userID: string },
      notification: NotificationInput | null,
    ): Promise<'done' | 'missing' | 'answered'> {
      return db.transaction(async (tx) => {
        const answered = await tx
          .update(reviews)
          .set({ answer: answer.text, answerUserID: answer.userID, answeredAt: sql`now()` })
          .where(and(eq(reviews.inquiryID, inquiryID), isNull(reviews.answer)))
          .returning({ id: reviews.id });
        if (answered.length === 0) {
          const [existing] = await tx
            .select({ id: reviews.id })
            .from(reviews)
            .where(eq(reviews.inquiryID, inquiryID));
          return existing ? 'answered' : 'missing';
        }
        await publishToParties(tx, 'request.deal', inquiryID);
        if (notification) await recordNotifications(tx, [notification]);
        return 'done';
      });
    },
  };
}
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['ofThread']>>>;
