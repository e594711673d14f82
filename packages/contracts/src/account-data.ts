import { z } from 'zod';
import { BUSINESS_ACCESS, SUBSCRIPTIONS } from './businesses-values.ts';
import { ImageSchema } from './images.ts';
import { QuoteSchema, RfqSchema } from './rfq.ts';
import { REVIEW_REPORT_REASONS } from './reviews-values.ts';
import { RESOURCE_TYPES } from './social-values.ts';

/**
 * Export my data and Delete account (decision 0023).
 *
 * - `GET user/account/export` → the export itself, a JSON file (`Content-Disposition: attachment`), not an envelope
 * - `GET user/account/deletion` → `{success, data: {blockers, handovers}}`: what deleting the account would do now
 * - `POST user/account/deletion` → `{success, data: {request}}`, or 409 naming the businesses that block it
 */

const at = z.iso.datetime({ offset: true }).describe('ISO 8601 time');

/** A business the person owns and that nobody else could manage: it keeps the account from being deleted. */
export const DeletionBlockerSchema = z.object({
  businessID: z.uuid(),
  companyName: z.string(),
});
export type DeletionBlocker = z.infer<typeof DeletionBlockerSchema>;

/** A business the person owns that passes to its longest-serving admin when the account goes. */
export const DeletionHandoverSchema = DeletionBlockerSchema.extend({
  heirName: z.string().describe('The admin who becomes its owner'),
});
export type DeletionHandover = z.infer<typeof DeletionHandoverSchema>;

export const AccountDeletionStatusAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    blockers: z.array(DeletionBlockerSchema),
    handovers: z.array(DeletionHandoverSchema),
  }),
});
export type AccountDeletionStatus = z.infer<typeof AccountDeletionStatusAnswerSchema>['data'];

export const AccountDeletionRequestAnswerSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** Single use, for 15 minutes: the `request` the account service's deletion page takes. */
    request: z.string(),
  }),
});

const resource = z.enum(RESOURCE_TYPES);

/** Everything the portal holds about a person, as the export file carries it. */
export const DataExportSchema = z.object({
  exportedAt: at,
  /** What the account service says of the person (the access token's claims). */
  account: z.object({
    userID: z.uuid(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    country: z.string(),
    businessType: z.string(),
  }),
  /** The portal's profile; null when the person never opened the portal. */
  profile: z
    .object({
      email: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      city: z.string().nullable(),
      countryCode: z.string().nullable(),
      stateID: z.uuid().nullable(),
      genderCode: z.string().nullable(),
      preferredLanguage: z.string().nullable(),
      mobilePhoneCountryCode: z.string().nullable(),
      mobilePhoneNumber: z.string().nullable(),
      briefPresentation: z.string().nullable(),
      birthDate: z.string().nullable(),
      showBirthDate: z.boolean(),
      profession: z.string().nullable(),
      showProfession: z.boolean(),
      companyName: z.string().nullable(),
      industryID: z.uuid().nullable(),
      jobPositionID: z.uuid().nullable(),
      businessType: z.string().nullable(),
      profilePhoto: ImageSchema.nullable(),
      coverPhoto: ImageSchema.nullable(),
      createdAt: at,
      updatedAt: at,
    })
    .nullable(),
  businesses: z.array(
    z.object({ businessID: z.uuid(), companyName: z.string(), access: z.enum(BUSINESS_ACCESS), since: at }),
  ),
  posts: z.array(
    z.object({
      postID: z.uuid(),
      /** Set when the person posted as one of their businesses. */
      businessID: z.uuid().nullable(),
      content: z.string(),
      picture: ImageSchema.nullable(),
      createdAt: at,
    }),
  ),
  comments: z.array(
    z.object({
      commentID: z.uuid(),
      resourceType: resource,
      resourceID: z.uuid(),
      businessID: z.uuid().nullable(),
      content: z.string(),
      createdAt: at,
    }),
  ),
  /** Every message the person typed in a request thread, whichever side they wrote for. */
  messages: z.array(
    z.object({
      messageID: z.uuid(),
      requestID: z.uuid(),
      subject: z.string(),
      side: z.enum(['S', 'R']),
      content: z.string(),
      createdAt: at,
    }),
  ),
  favorites: z.object({
    businesses: z.array(z.object({ businessID: z.uuid(), companyName: z.string(), savedAt: at })),
    products: z.array(z.object({ productID: z.uuid(), name: z.string(), savedAt: at })),
  }),
  likes: z.array(
    z.object({
      resourceType: resource,
      resourceID: z.uuid(),
      businessID: z.uuid().nullable(),
      createdAt: at,
    }),
  ),
  follows: z.array(z.object({ businessID: z.uuid(), companyName: z.string(), createdAt: at })),
  /** Requests for quotation the person posted, with the fields they wrote and where the requests stand. */
  rfqs: z.array(
    RfqSchema.pick({
      rfqID: true,
      productName: true,
      quantity: true,
      unit: true,
      targetUnitPrice: true,
      currency: true,
      destinationCountry: true,
      incoterm: true,
      description: true,
      identity: true,
      status: true,
      closesAt: true,
      createdAt: true,
    }).extend({
      /** Set when the person posted as one of their businesses. */
      businessID: z.uuid().nullable(),
    }),
  ),
  /** Quotes the person sent for one of their businesses, as the RFQ pages show them. */
  quotes: z.array(QuoteSchema),
  /** Reviews the person wrote of a closed deal, and answers they wrote to a review of one of their businesses. */
  reviews: z.object({
    written: z.array(
      z.object({
        reviewID: z.uuid(),
        requestID: z.uuid(),
        businessID: z.uuid(),
        companyName: z.string(),
        quality: z.number().int(),
        communication: z.number().int(),
        delivery: z.number().int(),
        text: z.string(),
        createdAt: at,
        /** Hidden from the business page by an administrator, and why. */
        hidden: z.object({ reason: z.string(), hiddenAt: at }).nullable(),
      }),
    ),
    answers: z.array(
      z.object({
        reviewID: z.uuid(),
        businessID: z.uuid(),
        companyName: z.string(),
        answer: z.string(),
        answeredAt: at,
      }),
    ),
    /** Reports the person made of reviews, and whether an administrator has decided on each. */
    reports: z.array(
      z.object({
        reviewID: z.uuid(),
        businessID: z.uuid(),
        companyName: z.string(),
        reason: z.enum(REVIEW_REPORT_REASONS),
        note: z.string().nullable(),
        reportedAt: at,
        decided: z.boolean(),
      }),
    ),
  }),
  /** Payments of the businesses the person owns, and any the person made. */
  payments: z.array(
    z.object({
      paymentID: z.uuid(),
      businessID: z.uuid(),
      companyName: z.string(),
      subscription: z.enum(SUBSCRIPTIONS),
      amountCents: z.number().int(),
      provider: z.string(),
      email: z.string(),
      paidByYou: z.boolean(),
      periodStart: at,
      periodEnd: at,
      revokedAt: at.nullable(),
      createdAt: at,
    }),
  ),
});
export type DataExport = z.infer<typeof DataExportSchema>;
