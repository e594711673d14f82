import {
  REVIEW_ASPECTS,
  type AdminReviewListQuery,
  type ReviewReport,
  type ReviewReportReason,
} from '@b2b/contracts';
import { alias, and, asc, desc, eq, inArray, isNotNull, isNull, sql, tables, type Database } from '@b2b/db';
import { publishToParties } from '../inquiries/inquiries.repository.ts';
import { recordNotifications, type NotificationInput } from '../notifications/notifications.repository.ts';

const { reviews, reviewReports, users, businesses } = tables;

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

interface ReviewedBusiness {
  id: string;
  companyName: string;
}

/** Closes a review's open reports: an administrator decided on it. */
const resolveReports = (executor: Database, reviewID: string) =>
  executor
    .update(reviewReports)
    .set({ resolvedAt: sql`now()` })
    .where(and(eq(reviewReports.reviewID, reviewID), isNull(reviewReports.resolvedAt)));

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
        hiddenAt: reviews.hiddenAt,
        hiddenReason: reviews.hiddenReason,
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

    /** A page of a business's shown reviews, newest first. */
    pageOf(businessID: string, page: { skip: number; size: number }) {
      return reviewRows()
        .where(and(eq(reviews.businessID, businessID), isNull(reviews.hiddenAt)))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .offset(page.skip)
        .limit(page.size);
    },

    /** The business's count and averages of its shown reviews, or null when there is no such business. */
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
        .leftJoin(reviews, and(eq(reviews.businessID, businesses.id), isNull(reviews.hiddenAt)))
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
     * Answers a thread's review once: `missing` when it has none, `hidden` when an administrator hid it, `answered`
     * when it was answered already (checked in the same statement, so two answers at once make one).
     */
    async answer(
      inquiryID: string,
      answer: { text: string; userID: string },
      notification: NotificationInput | null,
    ): Promise<'done' | 'missing' | 'hidden' | 'answered'> {
      return db.transaction(async (tx) => {
        const answered = await tx
          .update(reviews)
          .set({ answer: answer.text, answerUserID: answer.userID, answeredAt: sql`now()` })
          .where(and(eq(reviews.inquiryID, inquiryID), isNull(reviews.answer), isNull(reviews.hiddenAt)))
          .returning({ id: reviews.id });
        if (answered.length === 0) {
          const [existing] = await tx
            .select({ hiddenAt: reviews.hiddenAt })
            .from(reviews)
            .where(eq(reviews.inquiryID, inquiryID));
          return !existing ? 'missing' : existing.hiddenAt ? 'hidden' : 'answered';
        }
        await publishToParties(tx, 'request.deal', inquiryID);
        if (notification) await recordNotifications(tx, [notification]);
        return 'done';
      });
    },

    /**
     * Records a person's report of a shown review of the business: `missing` when the business shows no such review,
     * `reported` when the person reported it already (the unique pair, so two at once make one).
     */
    async report(
      ids: { id: string; reviewID: string; businessID: string; userID: string },
      report: ReviewReport,
    ): Promise<'done' | 'missing' | 'reported'> {
      const shown = and(
        eq(reviews.id, ids.reviewID),
        eq(reviews.businessID, ids.businessID),
        isNull(reviews.hiddenAt),
      );
      const created = await db
        .insert(reviewReports)
        .select(
          db
            .select({
              id: sql`${ids.id}::uuid`.as('id'),
              reviewID: reviews.id,
              userID: sql`${ids.userID}::uuid`.as('user_id'),
              reason: sql`${report.reason}`.as('reason'),
              note: sql`${report.note ?? null}`.as('note'),
              createdAt: sql`now()`.as('created_at'),
              resolvedAt: sql`null::timestamptz`.as('resolved_at'),
            })
            .from(reviews)
            .where(shown),
        )
        .onConflictDoNothing({ target: [reviewReports.reviewID, reviewReports.userID] })
        .returning({ id: reviewReports.id });
      if (created.length > 0) return 'done';
      const [existing] = await db.select({ id: reviews.id }).from(reviews).where(shown);
      return existing ? 'reported' : 'missing';
    },

    /**
     * The administrators' page of reviews with open reports (the longest waiting first) or of hidden ones (last hidden
     * first), each with its business and its open reports.
     */
    async moderationPage(query: AdminReviewListQuery) {
      const open = db
        .select({
          reviewID: reviewReports.reviewID,
          firstReportedAt: sql<Date>`min(${reviewReports.createdAt})`.as('first_reported_at'),
        })
        .from(reviewReports)
        .where(isNull(reviewReports.resolvedAt))
        .groupBy(reviewReports.reviewID)
        .as('open_reports');
      const rows =
        query.status === 'reported'
          ? await reviewRows()
              .innerJoin(open, eq(open.reviewID, reviews.id))
              .orderBy(asc(open.firstReportedAt), asc(reviews.id))
              .offset(query.skip)
              .limit(query.size)
          : await reviewRows()
              .where(isNotNull(reviews.hiddenAt))
              .orderBy(desc(reviews.hiddenAt), desc(reviews.id))
              .offset(query.skip)
              .limit(query.size);
      const [{ total } = { total: 0 }] =
        query.status === 'reported'
          ? await db.select({ total: sql<number>`count(*)::int` }).from(open)
          : await db
              .select({ total: sql<number>`count(*)::int` })
              .from(reviews)
              .where(isNotNull(reviews.hiddenAt));
      const reviewIDs = rows.map((row) => row.id);
      if (reviewIDs.length === 0)
        return { rows, reports: [], businesses: new Map<string, ReviewedBusiness>(), total };
      const [reports, names] = await Promise.all([
        db
          .select({
            reviewID: reviewReports.reviewID,
            reason: reviewReports.reason,
            note: reviewReports.note,
            createdAt: reviewReports.createdAt,
          })
          .from(reviewReports)
          .where(and(inArray(reviewReports.reviewID, reviewIDs), isNull(reviewReports.resolvedAt)))
          .orderBy(desc(reviewReports.createdAt), desc(reviewReports.id)),
        db
          .select({ reviewID: reviews.id, businessID: businesses.id, companyName: businesses.companyName })
          .from(reviews)
          .innerJoin(businesses, eq(businesses.id, reviews.businessID))
          .where(inArray(reviews.id, reviewIDs)),
      ]);
      return {
        rows,
        reports: reports.map((r) => ({ ...r, reason: r.reason as ReviewReportReason })),
        businesses: new Map<string, ReviewedBusiness>(
          names.map((n) => [n.reviewID, { id: n.businessID, companyName: n.companyName }]),
        ),
        total,
      };
    },

    /**
     * Hides a shown review with the administrator's reason and resolves its reports, telling both sides' streams of
     * the thread: its business, or `missing`, or `hidden` when it was hidden already.
     */
    async hide(
      reviewID: string,
      hide: { reason: string; userID: string },
    ): Promise<{ businessID: string } | 'missing' | 'hidden'> {
      return db.transaction(async (tx) => {
        const [hidden] = await tx
          .update(reviews)
          .set({ hiddenAt: sql`now()`, hiddenReason: hide.reason, hiddenByUserID: hide.userID })
          .where(and(eq(reviews.id, reviewID), isNull(reviews.hiddenAt)))
          .returning({ businessID: reviews.businessID, inquiryID: reviews.inquiryID });
        if (!hidden) {
          const [existing] = await tx
            .select({ id: reviews.id })
            .from(reviews)
            .where(eq(reviews.id, reviewID));
          return existing ? 'hidden' : 'missing';
        }
        await resolveReports(tx, reviewID);
        await publishToParties(tx, 'request.deal', hidden.inquiryID);
        return { businessID: hidden.businessID };
      });
    },

    /** Resolves a review's open reports, keeping it as it is; false when there is no such review. */
    async keep(reviewID: string): Promise<boolean> {
      const [existing] = await db.select({ id: reviews.id }).from(reviews).where(eq(reviews.id, reviewID));
      if (!existing) return false;
      await resolveReports(db, reviewID);
      return true;
    },

    /** Shows a hidden review again: its business, or `missing`, or `shown` when it was not hidden. */
    async show(reviewID: string): Promise<{ businessID: string } | 'missing' | 'shown'> {
      return db.transaction(async (tx) => {
        const [shown] = await tx
          .update(reviews)
          .set({ hiddenAt: null, hiddenReason: null, hiddenByUserID: null })
          .where(and(eq(reviews.id, reviewID), isNotNull(reviews.hiddenAt)))
          .returning({ businessID: reviews.businessID, inquiryID: reviews.inquiryID });
        if (!shown) {
          const [existing] = await tx
            .select({ id: reviews.id })
            .from(reviews)
            .where(eq(reviews.id, reviewID));
          return existing ? 'shown' : 'missing';
        }
        await publishToParties(tx, 'request.deal', shown.inquiryID);
        return { businessID: shown.businessID };
      });
    },
  };
}
export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
export type ReviewRow = NonNullable<Awaited<ReturnType<ReviewsRepository['ofThread']>>>;
