import { AdminMailParamsSchema, endpoints } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { guardAdministration } from '../administration/admin-guard.ts';
import type { AdministratorsRepository } from '../administration/administrators.repository.ts';
import { devMailPage, devMailsPage } from './dev-mail-page.ts';
import type { MailService } from './mail.service.ts';

export interface MailRoutesOptions {
  administrators: AdministratorsRepository;
  mail: MailService;
}

/** `admin/mail…`: the administrators' view of the mail queue, and its Resend. Unknown to anyone else. */
export const mailRoutes: FastifyPluginAsyncZod<MailRoutesOptions> = async (app, { administrators, mail }) => {
  guardAdministration(app, administrators);
  const admin = app.withTypeProvider<ZodTypeProvider>();

  route(admin, endpoints.adminMail, {
    handler: async (request) => ({ success: true as const, data: await mail.queue(request.query) }),
  });

  route(admin, endpoints.adminMailResend, {
    handler: async (request) => {
      await mail.resend(request.params.mailID);
      return { success: true as const };
    },
  });
};

/** How many mails the development page lists. */
const DEV_PAGE_SIZE = 100;
// Not API routes: pages of the portal's root, outside the API's document, registered only outside production.
const schema = { hide: true } as const;

/**
 * `/dev/mail`: the outbox newest first, and `/dev/mail/{mailID}` one mail as it leaves, so that mail can be followed
 * on a machine without a mail server. Only for development: the portal does not register it in production.
 */
export const devMailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.get('/dev/mail', { schema }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(devMailsPage(await mail.newest(DEV_PAGE_SIZE))),
  );
  app.get(
    '/dev/mail/:mailID',
    { schema: { ...schema, params: AdminMailParamsSchema } },
    async (request, reply) =>
      reply.type('text/html; charset=utf-8').send(devMailPage(await mail.preview(request.params.mailID))),
  );
};
