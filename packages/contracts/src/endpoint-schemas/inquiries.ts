import { SuccessAnswerSchema } from '../businesses.ts';
import {
  InquiryIdentityQuerySchema,
  InquiryListQuerySchema,
  InquiryMessagesQuerySchema,
  InquiryParamsSchema,
  InquirySentAnswerSchema,
  SendInquirySchema,
  SendMessageSchema,
  ThreadDealAnswerSchema,
  ThreadListAnswerSchema,
  ThreadMessagesAnswerSchema,
  UnreadCountsAnswerSchema,
} from '../inquiries.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { errorResponses, NEEDS_SESSION, type EndpointSchemasOf } from './endpoint-schema.ts';

/** Inquiries between identities (a person or a business) and their messages. */
export const inquiriesEndpointSchemas = {
  inquirySend: {
    security: NEEDS_SESSION,
    tags: ['inquiries'],
    summary:
      'Send a request to a business, as the person (`from` left out) or as one of their businesses; plain text',
    body: SendInquirySchema,
    response: { 201: InquirySentAnswerSchema, ...errorResponses(400, 401, 403, 404, 429) },
  },
  inquiries: {
    security: NEEDS_SESSION,
    tags: ['inquiries'],
    summary:
      "A page of the threads of the person (ubid left out or their id) or of one of their businesses, newest activity first; `next` is the following page's cursor",
    querystring: InquiryListQuerySchema,
    response: { 200: ThreadListAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  inquiriesUnread: {
    security: NEEDS_SESSION,
    tags: ['inquiries'],
    summary: 'Unread threads of the person and of each of their businesses, and the total, for the header',
    response: { 200: UnreadCountsAnswerSchema, ...errorResponses(401) },
  },
  inquiryMessages: {
    security: NEEDS_SESSION,
    tags: ['inquiries'],
    summary:
      'A thread and its newest messages, oldest first, as the identity in bid (else the caller’s party); marks it read for it. `older` is the cursor of the messages before them, for `before`',
    params: InquiryParamsSchema,
    querystring: InquiryMessagesQuerySchema,
    response: { 200: ThreadMessagesAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  inquiryReply: {
    security: NEEDS_SESSION,
    tags: ['inquiries'],
    summary: 'Reply in a thread as one of its parties; 409 once the conversation has ended',
    params: InquiryParamsSchema,
    querystring: InquiryIdentityQuerySchema,
    body: SendMessageSchema,
    response: { 201: SuccessAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
  },
  inquiryEnd: {
    security: NEEDS_SESSION,
    tags: ['inquiries'],
    summary: 'End the conversation for both parties; either may, and ending it again is a success',
    params: InquiryParamsSchema,
    querystring: InquiryIdentityQuerySchema,
    response: { 200: SuccessAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  inquiryDealClosed: {
    security: NEEDS_SESSION,
    tags: ['inquiries'],
    summary:
      'Mark the deal of a thread closed for the caller’s side; once both sides have, the deal is closed and its buyer may review the supplier. Marking it again is a success',
    params: InquiryParamsSchema,
    querystring: InquiryIdentityQuerySchema,
    response: { 200: ThreadDealAnswerSchema, ...errorResponses(400, 401, 404) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
