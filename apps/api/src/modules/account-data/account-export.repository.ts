import type { DataExport, ReviewReportReason } from '@b2b/contracts';
import { asc, eq, inArray, or, tables, type Database } from '@b2b/db';
import { hiddenOf } from '../reviews/review-views.ts';
import { quoteColumns, toQuote } from '../rfq/quote-views.ts';

const {
  users,
  businesses,
  businessMembers,
  posts,
  comments,
  inquiries,
  inquiryMessages,
  favoriteBusinesses,
  favoriteProducts,
  products,
  reactions,
  follows,
  membershipPayments,
  rfqs,
  rfqQuotes,
  reviewReports,
  reviews,
} = tables;

const iso = (date: Date) => date.toISOString();

/** Reads everything the portal holds about one person, for Export my data; the account's claims come from the caller. */
export function accountExportRepository(db: Database) {
  return {
    async exportOf(userID: string): Promise<Omit<DataExport, 'exportedAt' | 'account'>> {
      // One snapshot: a post written between two of these reads is either in every part of the file or in none.
      return db.transaction(
        async (tx) => {
          const [profile] = await tx.select().from(users).where(eq(users.id, userID));
          const memberships = await tx
            .select({
              businessID: businessMembers.businessID,
              companyName: businesses.companyName,
              access: businessMembers.access,
              since: businessMembers.createdAt,
            })
            .from(businessMembers)
            .innerJoin(businesses, eq(businesses.id, businessMembers.businessID))
            .where(eq(businessMembers.userID, userID))
            .orderBy(asc(businessMembers.createdAt));
          const ownPosts = await tx
            .select({
              postID: posts.id,
              businessID: posts.businessID,
              content: posts.content,
              picture: posts.picture,
              createdAt: posts.createdAt,
            })
            .from(posts)
            .where(eq(posts.userID, userID))
            .orderBy(asc(posts.id));
          const ownComments = await tx
            .select({
              commentID: comments.id,
              resourceType: comments.resourceType,
              resourceID: comments.resourceID,
              businessID: comments.businessID,
              content: comments.content,
              createdAt: comments.createdAt,
            })
            .from(comments)
            .where(eq(comments.userID, userID))
            .orderBy(asc(comments.createdAt));
          const messages = await tx
            .select({
              messageID: inquiryMessages.id,
              requestID: inquiryMessages.inquiryID,
              subject: inquiries.subject,
              side: inquiryMessages.side,
              content: inquiryMessages.content,
              createdAt: inquiryMessages.createdAt,
            })
            .from(inquiryMessages)
            .innerJoin(inquiries, eq(inquiries.id, inquiryMessages.inquiryID))
            .where(eq(inquiryMessages.authorUserID, userID))
            .orderBy(asc(inquiryMessages.createdAt));
          const savedBusinesses = await tx
            .select({
              businessID: favoriteBusinesses.businessID,
              companyName: businesses.companyName,
              savedAt: favoriteBusinesses.createdAt,
            })
            .from(favoriteBusinesses)
            .innerJoin(businesses, eq(businesses.id, favoriteBusinesses.businessID))
            .where(eq(favoriteBusinesses.userID, userID))
            .orderBy(asc(favoriteBusinesses.createdAt));
          const savedProducts = await tx
            .select({
              productID: favoriteProducts.productID,
              name: products.name,
              savedAt: favoriteProducts.createdAt,
            })
            .from(favoriteProducts)
            .innerJoin(products, eq(products.id, favoriteProducts.productID))
            .where(eq(favoriteProducts.userID, userID))
            .orderBy(asc(favoriteProducts.createdAt));
          const likes = await tx
            .select({
              resourceType: reactions.resourceType,
              resourceID: reactions.resourceID,
              businessID: reactions.businessID,
              createdAt: reactions.createdAt,
            })
            .from(reactions)
            .where(eq(reactions.userID, userID))
            .orderBy(asc(reactions.createdAt));
          const followed = await tx
            .select({
              businessID: follows.resourceID,
              companyName: businesses.companyName,
              createdAt: follows.createdAt,
            })
            .from(follows)
            .innerJoin(businesses, eq(businesses.id, follows.resourceID))
            .where(eq(follows.userID, userID))
            .orderBy(asc(follows.createdAt));
          const postedRfqs = await tx
            .select({
              rfqID: rfqs.id,
              businessID: rfqs.buyerBusinessID,
              productName: rfqs.productName,
              quantity: rfqs.quantity,
              unit: rfqs.unit,
              targetUnitPrice: rfqs.targetUnitPrice,
              currency: rfqs.currency,
              destinationCountry: rfqs.destinationCountry,
              incoterm: rfqs.incoterm,
              description: rfqs.description,
              identity: rfqs.identity,
              status: rfqs.status,
              closesAt: rfqs.closesAt,
              createdAt: rfqs.createdAt,
            })
            .from(rfqs)
            .where(eq(rfqs.buyerUserID, userID))
            .orderBy(asc(rfqs.createdAt));
          const sentQuotes = await tx
            .select(quoteColumns)
            .from(rfqQuotes)
            .innerJoin(businesses, eq(businesses.id, rfqQuotes.businessID))
            .where(eq(rfqQuotes.submittedByUserID, userID))
            .orderBy(asc(rfqQuotes.createdAt));
          const writtenReviews = await tx
            .select({
              reviewID: reviews.id,
              requestID: reviews.inquiryID,
              businessID: reviews.businessID,
              companyName: businesses.companyName,
              quality: reviews.quality,
              communication: reviews.communication,
              delivery: reviews.delivery,
              text: reviews.text,
              createdAt: reviews.createdAt,
              hiddenAt: reviews.hiddenAt,
              hiddenReason: reviews.hiddenReason,
            })
            .from(reviews)
            .innerJoin(businesses, eq(businesses.id, reviews.businessID))
            .where(eq(reviews.authorUserID, userID))
            .orderBy(asc(reviews.createdAt));
          const reviewAnswers = await tx
            .select({
              reviewID: reviews.id,
              businessID: reviews.businessID,
              companyName: businesses.companyName,
              answer: reviews.answer,
              answeredAt: reviews.answeredAt,
            })
            .from(reviews)
            .innerJoin(businesses, eq(businesses.id, reviews.businessID))
            .where(eq(reviews.answerUserID, userID))
            .orderBy(asc(reviews.answeredAt));
          const reviewReportRows = await tx
            .select({
              reviewID: reviewReports.reviewID,
              businessID: reviews.businessID,
              companyName: businesses.companyName,
              reason: reviewReports.reason,
              note: reviewReports.note,
              reportedAt: reviewReports.createdAt,
              resolvedAt: reviewReports.resolvedAt,
            })
            .from(reviewReports)
            .innerJoin(reviews, eq(reviews.id, reviewReports.reviewID))
            .innerJoin(businesses, eq(businesses.id, reviews.businessID))
            .where(eq(reviewReports.userID, userID))
            .orderBy(asc(reviewReports.createdAt));
          const owned = memberships.filter((m) => m.access === 'owner').map((m) => m.businessID);
          const payments = await tx
            .select({
              paymentID: membershipPayments.id,
              businessID: membershipPayments.businessID,
              companyName: businesses.companyName,
              subscription: membershipPayments.subscription,
              amountCents: membershipPayments.amountCents,
              provider: membershipPayments.provider,
              email: membershipPayments.email,
              paidByUserID: membershipPayments.paidByUserID,
              periodStart: membershipPayments.periodStart,
              periodEnd: membershipPayments.periodEnd,
              revokedAt: membershipPayments.revokedAt,
              createdAt: membershipPayments.createdAt,
            })
            .from(membershipPayments)
            .innerJoin(businesses, eq(businesses.id, membershipPayments.businessID))
            .where(
              or(
                eq(membershipPayments.paidByUserID, userID),
                owned.length > 0 ? inArray(membershipPayments.businessID, owned) : undefined,
              ),
            )
            .orderBy(asc(membershipPayments.createdAt));

          return {
            profile: profile
              ? {
                  email: profile.email,
                  firstName: profile.firstName,
                  lastName: profile.lastName,
                  city: profile.city,
                  countryCode: profile.countryCode,
                  stateID: profile.stateID,
                  genderCode: profile.genderCode,
                  preferredLanguage: profile.preferredLanguage,
                  mobilePhoneCountryCode: profile.mobilePhoneCountryCode,
                  mobilePhoneNumber: profile.mobilePhoneNumber,
                  briefPresentation: profile.briefPresentation,
                  birthDate: profile.birthDate,
                  showBirthDate: profile.showBirthDate,
                  profession: profile.profession,
                  showProfession: profile.showProfession,
                  companyName: profile.companyName,
                  industryID: profile.industryID,
                  jobPositionID: profile.jobPositionID,
                  businessType: profile.businessType,
                  profilePhoto: profile.profilePhoto,
                  coverPhoto: profile.coverPhoto,
                  createdAt: iso(profile.createdAt),
                  updatedAt: iso(profile.updatedAt),
                }
              : null,
            businesses: memberships.map((m) => ({ ...m, since: iso(m.since) })),
            posts: ownPosts.map((p) => ({ ...p, createdAt: iso(p.createdAt) })),
            comments: ownComments.map((c) => ({ ...c, createdAt: iso(c.createdAt) })),
            messages: messages.map((m) => ({ ...m, createdAt: iso(m.createdAt) })),
            favorites: {
              businesses: savedBusinesses.map((b) => ({ ...b, savedAt: iso(b.savedAt) })),
              products: savedProducts.map((p) => ({ ...p, savedAt: iso(p.savedAt) })),
            },
            likes: likes.map((l) => ({ ...l, createdAt: iso(l.createdAt) })),
            follows: followed.map((f) => ({ ...f, createdAt: iso(f.createdAt) })),
            rfqs: postedRfqs.map((r) => ({ ...r, closesAt: iso(r.closesAt), createdAt: iso(r.createdAt) })),
            quotes: sentQuotes.map(toQuote),
            reviews: {
              written: writtenReviews.map(({ hiddenAt, hiddenReason, ...r }) => ({
                ...r,
                createdAt: iso(r.createdAt),
                hidden: hiddenOf({ hiddenAt, hiddenReason }),
              })),
              // An answer's text and time are set together (a check of the table), so both are there.
              answers: reviewAnswers.map((a) => ({
                ...a,
                answer: a.answer!,
                answeredAt: iso(a.answeredAt!),
              })),
              reports: reviewReportRows.map(({ resolvedAt, ...r }) => ({
                ...r,
                reason: r.reason as ReviewReportReason,
                reportedAt: iso(r.reportedAt),
                decided: resolvedAt !== null,
              })),
            },
            payments: payments.map(({ paidByUserID, ...p }) => ({
              ...p,
              paidByYou: paidByUserID === userID,
              periodStart: iso(p.periodStart),
              periodEnd: iso(p.periodEnd),
              revokedAt: p.revokedAt ? iso(p.revokedAt) : null,
              createdAt: iso(p.createdAt),
            })),
          };
        },
        { isolationLevel: 'repeatable read', accessMode: 'read only' },
      );
    },
  };
}

export type AccountExportRepository = ReturnType<typeof accountExportRepository>;
