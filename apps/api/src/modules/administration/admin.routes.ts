import {
  AdminBusinessParamsSchema,
  AdminNeedHelpListAnswerSchema,
  AdminNeedHelpListQuerySchema,
  AdminRejectSchema,
  AdminVerificationAnswerSchema,
  AdminVerificationListAnswerSchema,
  AdminVerificationListQuerySchema,
  AdminVerificationParamsSchema,
  AdministratorAnswerSchema,
  SearchSynonymAnswerSchema,
  SearchSynonymDeletedAnswerSchema,
  SearchSynonymInputSchema,
  SearchSynonymListAnswerSchema,
  SearchSynonymParamsSchema,
  SupportSessionInputSchema,
  SupportSummaryAnswerSchema,
} from '@b2b/contracts';
import { errorResponses } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { NEEDS_SESSION } from '../../plugins/auth/auth.plugin.ts';
import type { NeedHelpService } from '../need-help/need-help.service.ts';
import type { SearchSynonymsService } from '../search/search-synonyms.service.ts';
import type { SupportService } from '../support/support.service.ts';
import type { VerificationService } from '../verification/verification.service.ts';
import { guardAdministration } from './admin-guard.ts';
import type { AdministratorsRepository } from './administrators.repository.ts';

export interface AdminRoutesOptions {
  administrators: AdministratorsRepository;
  verification: VerificationService;
  support: SupportService;
  needHelp: NeedHelpService;
  synonyms: SearchSynonymsService;
}

const tags = ['administration'];

/**
 * `admin/…`: the portal's administrators decide verification requests, record the support given to businesses, read
 * the need-help enquiries and keep the search's synonyms.
 * To anyone else every one of these routes is an unknown address. `user/administrator` tells the web app whether to
 * offer the administration.
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (
  app,
  { administrators, verification, support, needHelp, synonyms },
) => {
  app.get(
    '/user/administrator',
    {
      schema: {
        security: NEEDS_SESSION,
        tags,
        summary: 'Whether the signed-in person is one of the portal’s administrators',
        response: { 200: AdministratorAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await app.auth.requireUser(request);
      return {
        success: true as const,
        data: { administrator: await administrators.isAdministrator(user.userID) },
      };
    },
  );

  await app.register(
    async (scope) => {
      guardAdministration(scope, administrators);
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      // Left out of the published API document: to anyone but an administrator these addresses do not exist.
      const adminSchema = { security: NEEDS_SESSION, tags, hide: true };

      admin.get(
        '/verification-requests',
        {
          schema: {
            ...adminSchema,
            summary:
              'A page of the verification requests: waiting ones first, oldest first, then decided ones, newest first; `next` is the following page’s cursor',
            querystring: AdminVerificationListQuerySchema,
            response: { 200: AdminVerificationListAnswerSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request) => ({ success: true as const, data: await verification.queue(request.query) }),
      );

      admin.get(
        '/verification-requests/:requestID',
        {
          schema: {
            ...adminSchema,
            summary: 'A verification request with its documents, its business and who asked',
            params: AdminVerificationParamsSchema,
            response: { 200: AdminVerificationAnswerSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request) => ({
          success: true as const,
          data: await verification.detail(request.params.requestID),
        }),
      );

      admin.post(
        '/verification-requests/:requestID/approve',
        {
          schema: {
            ...adminSchema,
            summary: 'Approve a waiting request: its business becomes verified',
            params: AdminVerificationParamsSchema,
            response: { 200: AdminVerificationAnswerSchema, ...errorResponses(400, 401, 404, 409) },
          },
        },
        async (request) => {
          const user = await app.auth.requireUser(request);
          return {
            success: true as const,
            data: await verification.approve(user.userID, request.params.requestID),
          };
        },
      );

      admin.post(
        '/verification-requests/:requestID/reject',
        {
          schema: {
            ...adminSchema,
            summary: 'Reject a waiting request, with the reason the business reads; it stays not verified',
            params: AdminVerificationParamsSchema,
            body: AdminRejectSchema,
            response: { 200: AdminVerificationAnswerSchema, ...errorResponses(400, 401, 404, 409) },
          },
        },
        async (request) => {
          const user = await app.auth.requireUser(request);
          return {
            success: true as const,
            data: await verification.reject(user.userID, request.params.requestID, request.body.reason),
          };
        },
      );

      admin.get(
        '/businesses/:businessID/support',
        {
          schema: {
            ...adminSchema,
            summary:
              'The support hours a business’s level gives a year, those used over its current paid period and each session',
            params: AdminBusinessParamsSchema,
            response: { 200: SupportSummaryAnswerSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request) => ({
          success: true as const,
          data: await support.summary(request.params.businessID),
        }),
      );

      admin.post(
        '/businesses/:businessID/support',
        {
          schema: {
            ...adminSchema,
            summary:
              'Record support given to a business, in steps of 15 minutes; refused past its level’s yearly hours (403 PlanLimitReached)',
            params: AdminBusinessParamsSchema,
            body: SupportSessionInputSchema,
            response: { 201: SupportSummaryAnswerSchema, ...errorResponses(400, 401, 403, 404) },
          },
        },
        async (request, reply) => {
          const user = await app.auth.requireUser(request);
          const data = await support.record(user.userID, request.params.businessID, request.body);
          return reply.code(201).send({ success: true as const, data });
        },
      );

      admin.get(
        '/need-help',
        {
          schema: {
            ...adminSchema,
            summary: 'A page of the need-help enquiries, newest first, with how many there are',
            querystring: AdminNeedHelpListQuerySchema,
            response: { 200: AdminNeedHelpListAnswerSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request) => ({ success: true as const, data: await needHelp.list(request.query) }),
      );
      admin.get(
        '/search-synonyms',
        {
          schema: {
            ...adminSchema,
            summary: 'The groups of search synonyms, alphabetically by their first term',
            response: { 200: SearchSynonymListAnswerSchema, ...errorResponses(401, 404) },
          },
        },
        async () => ({ success: true as const, data: await synonyms.list() }),
      );

      admin.post(
        '/search-synonyms',
        {
          schema: {
            ...adminSchema,
            summary: 'Add a group of terms that mean the same to a buyer; searches use it at once',
            body: SearchSynonymInputSchema,
            response: { 201: SearchSynonymAnswerSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request, reply) => {
          void reply.code(201);
          return { success: true as const, data: await synonyms.create(request.body.terms) };
        },
      );

      admin.put(
        '/search-synonyms/:synonymID',
        {
          schema: {
            ...adminSchema,
            summary: 'Replace the terms of a group of search synonyms',
            params: SearchSynonymParamsSchema,
            body: SearchSynonymInputSchema,
            response: { 200: SearchSynonymAnswerSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request) => ({
          success: true as const,
          data: await synonyms.update(request.params.synonymID, request.body.terms),
        }),
      );

      admin.delete(
        '/search-synonyms/:synonymID',
        {
          schema: {
            ...adminSchema,
            summary: 'Remove a group of search synonyms',
            params: SearchSynonymParamsSchema,
            response: { 200: SearchSynonymDeletedAnswerSchema, ...errorResponses(400, 401, 404) },
          },
        },
        async (request) => {
          await synonyms.remove(request.params.synonymID);
          return { success: true as const };
        },
      );
    },
    { prefix: '/admin' },
  );
};
