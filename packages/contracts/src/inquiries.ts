import { z } from 'zod';
import { ImageSchema } from './images.ts';
import { LIMITS } from './limits.ts';

/** The subjects a request offers; `Other` lets the sender type their own. */
export const INQUIRY_SUBJECTS = [
  'Looking for a qualified manufacturer industry',
  'Looking for a private label products manufacturer',
  'Becoming exclusive distributor in my country',
  'Becoming worldwide distributor',
  'Receive full price list',
  'Receive discount policy',
] as const;
export const OTHER_SUBJECT = 'Other';

export const INQUIRY_STATUSES = ['open', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** A thread's two sides: `S` the sender of the request, `R` the business that received it. */
export const INQUIRY_SIDES = ['S', 'R'] as const;
export type InquirySide = (typeof INQUIRY_SIDES)[number];
export const PARTY_TYPES = ['user', 'business'] as const;
export type PartyType = (typeof PARTY_TYPES)[number];

const text = (name: string, max: number) =>
  z
    .string(`Write a ${name}`)
    .trim()
    .min(1, `Write a ${name}`)
    .max(max, `A ${name} can have at most ${max} characters`);

/** `from` is left out when the sender is the person; `productID` is a product of the receiving business. */
export const SendInquirySchema = z.object({
  to: z.uuid('to must be a business id'),
  from: z.uuid('from must be one of your business ids').optional(),
  subject: text('subject', LIMITS.inquirySubjectMax),
  message: text('message', LIMITS.inquiryMessageMax),
  productID: z.uuid('productID must be a product id').optional(),
});
export type SendInquiryInput = z.input<typeof SendInquirySchema>;
export type SendInquiry = z.infer<typeof SendInquirySchema>;

export const SendMessageSchema = z.object({ content: text('message', LIMITS.inquiryMessageMax) });

export const InquiryParamsSchema = z.object({ rid: z.uuid('rid must be a request id') });
/** Which of the caller's identities reads or writes: their own id or one of their businesses'; left out, either party. */
export const InquiryIdentityQuerySchema = z.object({
  bid: z.uuid('bid must be your id or one of your business ids').optional(),
});

/** Where a page of threads or messages ends: its last one's time and id, opaque to clients. */
export const InquiryCursorSchema = z
  .string()
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'cursor must be one a previous page gave');

/** A thread's newest messages, or with `before` (a previous answer's `older`) the page of messages before those. */
export const InquiryMessagesQuerySchema = InquiryIdentityQuerySchema.extend({
  before: InquiryCursorSchema.optional(),
});
export type InquiryMessagesQuery = z.infer<typeof InquiryMessagesQuerySchema>;

export const InquiryListQuerySchema = z.object({
  /** The person's id or one of their businesses'; left out, the person. */
  ubid: z.uuid('ubid must be your id or one of your business ids').optional(),
  /** Matches the other party's name, the subject or a date written YYYY-MM-DD (or its start). */
  q: z.string().trim().max(100, 'A search can have at most 100 characters').optional(),
  cursor: InquiryCursorSchema.optional(),
  size: z.coerce
    .number()
    .int()
    .min(1)
    .default(LIMITS.inquiryPageSize)
    .transform((size) => Math.min(size, LIMITS.maxPageSize)),
});
export type InquiryListQuery = z.infer<typeof InquiryListQuerySchema>;

/** One side of a thread: a person, or a business (then `businessKey` is its public path segment). */
export const InquiryPartySchema = z.object({
  id: z.uuid(),
  type: z.enum(PARTY_TYPES),
  name: z.string(),
  profilePhoto: ImageSchema.nullable(),
  businessKey: z.string().optional(),
  /** The person's account is deleted: the name is empty, and the thread shows "Deleted user" (decision 0023). */
  deleted: z.literal(true).optional(),
});
export type InquiryParty = z.infer<typeof InquiryPartySchema>;

/** The product a request was sent about, shown as a card at the top of the thread. */
export const InquiryProductSchema = z.object({
  productID: z.uuid(),
  name: z.string(),
  mainImage: ImageSchema.nullable(),
});

/**
 * The deal's outcome, apart from ending the conversation: each side marks it closed on its own; once both have, the deal
 * is closed (at the later mark) and its buyer (the sender side) may review the supplier.
 */
export const ThreadDealSchema = z.object({
  /** When the sender side (the buyer) marked the deal closed. */
  buyerClosedAt: z.string().nullable(),
  /** When the receiving business (the supplier) marked it closed. */
  supplierClosedAt: z.string().nullable(),
  /** When both had: the later mark; null until then. */
  closedAt: z.string().nullable(),
});
export type ThreadDeal = z.infer<typeof ThreadDealSchema>;

export const ThreadSchema = z.object({
  requestID: z.uuid(),
  subject: z.string(),
  createdAt: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  senderType: z.enum(PARTY_TYPES),
  from: InquiryPartySchema,
  to: InquiryPartySchema,
  lastMessageAt: z.string(),
  /** Whether the identity the list or thread was read as has not seen its last message. */
  unread: z.boolean(),
  /** Which side that identity is: `S` sent the request (outgoing), `R` received it (incoming). */
  side: z.enum(INQUIRY_SIDES),
  product: InquiryProductSchema.nullable(),
  closedAt: z.string().nullable(),
  /** Who ended the conversation. */
  closedBy: z.enum(INQUIRY_SIDES).nullable(),
  deal: ThreadDealSchema,
});
export type Thread = z.infer<typeof ThreadSchema>;

export const ThreadMessageSchema = z.object({
  messageID: z.uuid(),
  /** Plain text as typed: clients show it escaped, never as HTML. */
  content: z.string(),
  datetime: z.string(),
  from: z.enum(INQUIRY_SIDES),
  type: z.literal('text'),
});
export type ThreadMessage = z.infer<typeof ThreadMessageSchema>;

/** Unread threads of each of the caller's identities (the person first, then their businesses) and their sum. */
export const UnreadCountsSchema = z.object({
  total: z.number().int(),
  identities: z.array(z.object({ identityID: z.uuid(), unread: z.number().int() })),
});
export type UnreadCounts = z.infer<typeof UnreadCountsSchema>;

const ok = z.literal(true);
export const InquirySentAnswerSchema = z.object({ success: ok, data: z.object({ requestID: z.uuid() }) });
export const ThreadListAnswerSchema = z.object({
  success: ok,
  data: z.array(ThreadSchema),
  /** The cursor of the next page, or null after the last. */
  next: InquiryCursorSchema.nullable(),
});
export const ThreadMessagesAnswerSchema = z.object({
  success: ok,
  data: z.object({
    request: ThreadSchema,
    /** Oldest first: the thread's newest page of them, or the page before `before`. */
    messages: z.array(ThreadMessageSchema),
    /** The cursor of the page of older messages, or null when these are the thread's first. */
    older: InquiryCursorSchema.nullable(),
  }),
});
export const ThreadDealAnswerSchema = z.object({ success: ok, data: ThreadDealSchema });
export const UnreadCountsAnswerSchema = z.object({ success: ok, data: UnreadCountsSchema });
