import { dataExportFileName, endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountDataService } from './account-data.service.ts';

/** `user/account/…`: the signed-in person's data export and the deletion of their account. */
export const accountDataRoutes: FastifyPluginAsyncZod<{
  accountData: AccountDataService;
  brandName: string;
}> = async (app, { accountData, brandName }) => {
  route(app, endpoints.accountDataExport, {
    config: { userRateLimit: 'exports' },
    handler: async (request, reply) => {
      const user = await app.auth.requireUser(request);
      const data = await accountData.exportOf(user);
      void reply
        .header('content-disposition', `attachment; filename="${dataExportFileName(brandName, new Date())}"`)
        .header('cache-control', 'no-store');
      return data;
    },
  });

  route(app, endpoints.accountDeletionStatus, {
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: await accountData.deletionStatus(user) };
    },
  });

  route(app, endpoints.accountDeletionRequest, {
    config: { userRateLimit: 'deletions' },
    handler: async (request) => {
      const user = await app.auth.requireUser(request);
      return { success: true as const, data: { request: await accountData.requestDeletion(user) } };
    },
  });
};
