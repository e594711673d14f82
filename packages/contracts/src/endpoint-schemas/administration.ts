import {
  AdminMailListAnswerSchema,
  AdminMailListQuerySchema,
  AdminMailParamsSchema,
  AdminMailResendAnswerSchema,
} from '../mail.ts';
import { AdminNeedHelpListAnswerSchema, AdminNeedHelpListQuerySchema } from '../need-help.ts';
import {
  SearchSynonymAnswerSchema,
  SearchSynonymDeletedAnswerSchema,
  SearchSynonymInputSchema,
  SearchSynonymListAnswerSchema,
  SearchSynonymParamsSchema,
} from '../search-synonyms.ts';
import {
  AdminBusinessParamsSchema,
  AdminRejectSchema,
  AdminVerificationAnswerSchema,
  AdminVerificationListAnswerSchema,
  AdminVerificationListQuerySchema,
  AdminVerificationParamsSchema,
  AdministratorAnswerSchema,
  SupportSessionInputSchema,
  SupportSummaryAnswerSchema,
} from '../verification.ts';
import { AdminPaymentMismatchListAnswerSchema, AdminPaymentMismatchListQuerySchema } from '../membership.ts';
import { ExchangeRateAnswerSchema, ExchangeRateListAnswerSchema, ExchangeRateSchema } from '../rfq.ts';
import type { ApiEndpoints } from '../endpoints/api.ts';
import { ADMIN_ONLY, errorResponses, NEEDS_SESSION, type EndpointSchemasOf } from './endpoint-schema.ts';

/** The administration: unknown (404) to anyone but an administrator, and left out of the published document. */
export const administrationEndpointSchemas = {
  administrator: {
    security: NEEDS_SESSION,
    tags: ['administration'],
    summary: 'Whether the signed-in person is one of the portal’s administrators',
    response: { 200: AdministratorAnswerSchema, ...errorResponses(401) },
  },
  adminVerificationRequests: {
    ...ADMIN_ONLY,
    summary:
      'A page of the verification requests: waiting ones first, oldest first, then decided ones, newest first; `next` is the following page’s cursor',
    querystring: AdminVerificationListQuerySchema,
    response: { 200: AdminVerificationListAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  adminVerificationRequest: {
    ...ADMIN_ONLY,
    summary: 'A verification request with its documents, its business and who asked',
    params: AdminVerificationParamsSchema,
    response: { 200: AdminVerificationAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  adminVerificationApprove: {
    ...ADMIN_ONLY,
    summary: 'Approve a waiting request: its business becomes verified',
    params: AdminVerificationParamsSchema,
    response: { 200: AdminVerificationAnswerSchema, ...errorResponses(400, 401, 404, 409) },
  },
  adminVerificationReject: {
    ...ADMIN_ONLY,
    summary: 'Reject a waiting request, with the reason the business reads; it stays not verified',
    params: AdminVerificationParamsSchema,
    body: AdminRejectSchema,
    response: { 200: AdminVerificationAnswerSchema, ...errorResponses(400, 401, 404, 409) },
  },
  adminSupport: {
    ...ADMIN_ONLY,
    summary:
      'The support hours a business’s level gives a year, those used over its current paid period and each session',
    params: AdminBusinessParamsSchema,
    response: { 200: SupportSummaryAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  adminSupportRecord: {
    ...ADMIN_ONLY,
    summary:
      'Record support given to a business, in steps of 15 minutes; refused past its level’s yearly hours (403 PlanLimitReached)',
    params: AdminBusinessParamsSchema,
    body: SupportSessionInputSchema,
    response: { 201: SupportSummaryAnswerSchema, ...errorResponses(400, 401, 403, 404) },
  },
  adminNeedHelp: {
    ...ADMIN_ONLY,
    summary: 'A page of the need-help enquiries, newest first, with how many there are',
    querystring: AdminNeedHelpListQuerySchema,
    response: { 200: AdminNeedHelpListAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  adminMail: {
    ...ADMIN_ONLY,
    summary:
      'A page of the mail queue, newest first, of one status or all, with how many mails each status has',
    querystring: AdminMailListQuerySchema,
    response: { 200: AdminMailListAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  adminMailResend: {
    ...ADMIN_ONLY,
    summary:
      'Queue a sent or failed mail again, as a new mail (404 for a waiting one, 409 for an account mail that was sent)',
    params: AdminMailParamsSchema,
    response: { 200: AdminMailResendAnswerSchema, ...errorResponses(400, 401, 404, 409) },
  },
  adminSearchSynonyms: {
    ...ADMIN_ONLY,
    summary: 'The groups of search synonyms, alphabetically by their first term',
    response: { 200: SearchSynonymListAnswerSchema, ...errorResponses(401, 404) },
  },
  adminSearchSynonymAdd: {
    ...ADMIN_ONLY,
    summary: 'Add a group of terms that mean the same to a buyer; searches use it at once',
    body: SearchSynonymInputSchema,
    response: { 201: SearchSynonymAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  adminSearchSynonymUpdate: {
    ...ADMIN_ONLY,
    summary: 'Replace the terms of a group of search synonyms',
    params: SearchSynonymParamsSchema,
    body: SearchSynonymInputSchema,
    response: { 200: SearchSynonymAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  adminSearchSynonymRemove: {
    ...ADMIN_ONLY,
    summary: 'Remove a group of search synonyms',
    params: SearchSynonymParamsSchema,
    response: { 200: SearchSynonymDeletedAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  adminExchangeRates: {
    ...ADMIN_ONLY,
    summary: 'The newest exchange rate of each currency pair, which the quote compare table converts with',
    response: { 200: ExchangeRateListAnswerSchema, ...errorResponses(401, 404) },
  },
  adminExchangeRateSet: {
    ...ADMIN_ONLY,
    summary: 'Record the exchange rate of a currency pair on a day (replacing that day’s rate of the pair)',
    body: ExchangeRateSchema,
    response: { 200: ExchangeRateAnswerSchema, ...errorResponses(400, 401, 404) },
  },
  adminPaymentMismatches: {
    ...ADMIN_ONLY,
    summary:
      'A page of the payments that did not pay their plan’s price (the membership was not changed), newest first',
    querystring: AdminPaymentMismatchListQuerySchema,
    response: { 200: AdminPaymentMismatchListAnswerSchema, ...errorResponses(400, 401, 404) },
  },
} satisfies Partial<EndpointSchemasOf<ApiEndpoints>>;
