import { randomUUID } from 'node:crypto';
import {
  NO_BUSINESS_MESSAGE,
  REVIEW_ANSWERED_MESSAGE,
  REVIEW_BUYER_ONLY_MESSAGE,
  REVIEW_DEAL_OPEN_MESSAGE,
  REVIEW_EXISTS_MESSAGE,
  REVIEW_HIDDEN_ALREADY_MESSAGE,
  REVIEW_MISSING_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_NOT_HIDDEN_MESSAGE,
  REVIEW_REPORTED_MESSAGE,
  REVIEW_SUPPLIER_ONLY_MESSAGE,
  type AdminReviewList,
  type AdminReviewListQuery,
  type BusinessReviewsQuery,
  type Review,
  type ReviewCreate,
  type ReviewReport,
  type ReviewReportReason,
  type ReviewSummary,
  type ThreadReview,
} from '@b2b/contracts';
import { Conflict, Forbidden, NotFound } from '@b2b/server-kit';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import type { InquiriesService } from '../inquiries/inquiries.service.ts';
import type { ReviewsRepository } from './reviews.repository.ts';
import { hiddenOf, toReview } from './review-views.ts';

export interface ReviewsServiceOptions {
  repo: ReviewsRepository;
  /** Who is which side of a thread, whether its deal is closed, and the other side's notification. */
  inquiries: Pick<InquiriesService, 'dealOf'>;
  /** The cached business pages: they show the reviews. */
  pages: Pick<PageInvalidation, 'invalidate'>;
}

/** The open reports' notes an administrator reads with a review, newest first. */
const REPORT_NOTES_SHOWN = 10;

/**
 * Reviews from closed deals: the buyer side of a thread whose two sides both marked the deal closed rates the
 * supplier once, the supplier answers once. There is no other way to write one, so each review stands for a real
 * exchange; anyone who is not a party of the thread hears it does not exist.
 */
export function reviewsService({ repo, inquiries, pages }: ReviewsServiceOptions) {
  return {
    /** The review of a thread's deal, for its two parties, hidden or not; null while there is none. */
    async ofThread(
      user: SessionUser,
      requestID: string,
      bid: string | undefined,
    ): Promise<ThreadReview | null> {
      await inquiries.dealOf(user, requestID, bid);
      const row = await repo.ofThread(requestID);
      return row && { ...toReview(row), hidden: hiddenOf(row) };
    },

    /** The buyer side's one review of a closed deal; answers its id. */
    async create(
      user: SessionUser,
      requestID: string,
      bid: string | undefined,
      input: ReviewCreate,
    ): Promise<string> {
      const found = await inquiries.dealOf(user, requestID, bid);
      const { party, thread, deal } = found;
      if (party.side !== 'S') throw new Forbidden(REVIEW_BUYER_ONLY_MESSAGE);
      if (!deal.closedAt) throw new Forbidden(REVIEW_DEAL_OPEN_MESSAGE);
      const id = randomUUID();
      const created = await repo.create(
        {
          id,
          inquiryID: requestID,
          businessID: thread.receiverBusinessID,
          reviewerID: thread.senderID,
          reviewerUserID: thread.senderUserID,
          reviewerBusinessID: thread.senderBusinessID,
          authorUserID: user.userID,
          quality: input.quality,
          communication: input.communication,
          delivery: input.delivery,
          text: input.text,
          dealClosedAt: deal.closedAt,
        },
        await found.noticeOf('request.reviewed'),
      );
      if (!created) throw new Conflict(REVIEW_EXISTS_MESSAGE);
      pages.invalidate(thread.receiverBusinessID);
      return id;
    },

    /** The reviewed business's one answer to the review of its deal, while it is shown. */
    async answer(user: SessionUser, requestID: string, bid: string | undefined, text: string): Promise<void> {
      const found = await inquiries.dealOf(user, requestID, bid);
      if (found.party.side !== 'R') throw new Forbidden(REVIEW_SUPPLIER_ONLY_MESSAGE);
      const result = await repo.answer(
        requestID,
        { text, userID: user.userID },
        await found.noticeOf('request.reviewAnswered'),
      );
      if (result === 'missing') throw new NotFound(REVIEW_NOT_FOUND_MESSAGE);
      // A hidden review is not there to answer: its page shows no answer form either.
      if (result === 'hidden') throw new NotFound(REVIEW_MISSING_MESSAGE);
      if (result === 'answered') throw new Conflict(REVIEW_ANSWERED_MESSAGE);
      pages.invalidate(found.thread.receiverBusinessID);
    },

    /** A page of a business's reviews, newest first, with its averages; NotFound for an unknown business. */
    async ofBusiness(
      businessID: string,
      query: BusinessReviewsQuery,
    ): Promise<{ summary: ReviewSummary; reviews: Review[] }> {
      const summary = await repo.summaryOf(businessID);
      if (!summary) throw new NotFound(NO_BUSINESS_MESSAGE);
      const rows = summary.count > query.skip ? await repo.pageOf(businessID, query) : [];
      return { summary, reviews: rows.map(toReview) };
    },

    /** A signed-in person's one report of a review the business page shows. */
    async report(
      user: SessionUser,
      businessID: string,
      reviewID: string,
      input: ReviewReport,
    ): Promise<void> {
      const result = await repo.report(
        { id: randomUUID(), reviewID, businessID, userID: user.userID },
        input,
      );
      if (result === 'missing') throw new NotFound(REVIEW_MISSING_MESSAGE);
      if (result === 'reported') throw new Conflict(REVIEW_REPORTED_MESSAGE);
    },

    /** The administrators' page of reported or hidden reviews. */
    async moderationList(query: AdminReviewListQuery): Promise<AdminReviewList> {
      const { rows, reports, businesses, total } = await repo.moderationPage(query);
      return {
        total,
        reviews: rows.map((row) => {
          const open = reports.filter((report) => report.reviewID === row.id);
          const reasons = new Map<ReviewReportReason, number>();
          for (const { reason } of open) reasons.set(reason, (reasons.get(reason) ?? 0) + 1);
          return {
            review: toReview(row),
            business: businesses.get(row.id)!,
            hidden: hiddenOf(row),
            reports: {
              count: open.length,
              reasons: [...reasons].map(([reason, count]) => ({ reason, count })),
              notes: open
                .filter((report) => report.note !== null)
                .slice(0, REPORT_NOTES_SHOWN)
                .map((report) => ({
                  reason: report.reason,
                  note: report.note!,
                  reportedAt: report.createdAt.toISOString(),
                })),
              firstReportedAt: open.at(-1)?.createdAt.toISOString() ?? null,
            },
          };
        }),
      };
    },

    /** An administrator hides a review from its business page, with the reason both sides read. */
    async hide(adminUserID: string, reviewID: string, reason: string): Promise<void> {
      const result = await repo.hide(reviewID, { reason, userID: adminUserID });
      if (result === 'missing') throw new NotFound(REVIEW_MISSING_MESSAGE);
      if (result === 'hidden') throw new Conflict(REVIEW_HIDDEN_ALREADY_MESSAGE);
      pages.invalidate(result.businessID);
    },

    /** An administrator keeps a reported review as it is. */
    async keep(reviewID: string): Promise<void> {
      if (!(await repo.keep(reviewID))) throw new NotFound(REVIEW_MISSING_MESSAGE);
    },

    /** An administrator shows a hidden review again. */
    async show(reviewID: string): Promise<void> {
      const result = await repo.show(reviewID);
      if (result === 'missing') throw new NotFound(REVIEW_MISSING_MESSAGE);
      if (result === 'shown') throw new Conflict(REVIEW_NOT_HIDDEN_MESSAGE);
      pages.invalidate(result.businessID);
    },
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
