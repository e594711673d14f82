import { randomUUID } from 'node:crypto';
import {
  NO_BUSINESS_MESSAGE,
  REVIEW_ANSWERED_MESSAGE,
  REVIEW_BUYER_ONLY_MESSAGE,
  REVIEW_DEAL_OPEN_MESSAGE,
  REVIEW_EXISTS_MESSAGE,
  REVIEW_NOT_FOUND_MESSAGE,
  REVIEW_SUPPLIER_ONLY_MESSAGE,
  type BusinessReviewsQuery,
  type Review,
  type ReviewCreate,
  type ReviewSummary,
} from '@b2b/contracts';
import { Conflict, Forbidden, NotFound } from '@b2b/server-kit';
import type { SessionUser } from '../../plugins/auth/auth.plugin.ts';
import type { PageInvalidation } from '../../plugins/page-cache.ts';
import { senderPartyOf, type InquiriesService } from '../inquiries/inquiries.service.ts';
import type { ReviewRow, ReviewsRepository } from './reviews.repository.ts';

export interface ReviewsServiceOptions {
  repo: ReviewsRepository;
  /** Who is which side of a thread, whether its deal is closed, and the other side's notification. */
  inquiries: Pick<InquiriesService, 'dealOf'>;
  /** The cached business pages: they show the reviews. */
  pages: Pick<PageInvalidation, 'invalidate'>;
}

export function toReview(row: ReviewRow): Review {
  return {
    reviewID: row.id,
    reviewer: senderPartyOf(row),
    quality: row.quality,
    communication: row.communication,
    delivery: row.delivery,
    text: row.text,
    dealClosedAt: row.dealClosedAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    answer:
      row.answer !== null && row.answeredAt !== null
        ? { text: row.answer, answeredAt: row.answeredAt.toISOString() }
        : null,
  };
}

/**
 * Reviews from closed deals: the buyer side of a thread whose two sides both marked the deal closed rates the
 * supplier once, the supplier answers once. There is no other way to write one, so each review stands for a real
 * exchange; anyone who is not a party of the thread hears it does not exist.
 */
export function reviewsService({ repo, inquiries, pages }: ReviewsServiceOptions) {
  return {
    /** The review of a thread's deal, for its two parties; null while there is none. */
    async ofThread(user: SessionUser, requestID: string, bid: string | undefined): Promise<Review | null> {
      await inquiries.dealOf(user, requestID, bid);
      const row = await repo.ofThread(requestID);
      return row && toReview(row);
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

    /** The reviewed business's one answer to the review of its deal. */
    async answer(user: SessionUser, requestID: string, bid: string | undefined, text: string): Promise<void> {
      const found = await inquiries.dealOf(user, requestID, bid);
      if (found.party.side !== 'R') throw new Forbidden(REVIEW_SUPPLIER_ONLY_MESSAGE);
      const result = await repo.answer(
        requestID,
        { text, userID: user.userID },
        await found.noticeOf('request.reviewAnswered'),
      );
      if (result === 'missing') throw new NotFound(REVIEW_NOT_FOUND_MESSAGE);
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
  };
}
export type ReviewsService = ReturnType<typeof reviewsService>;
