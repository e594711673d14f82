import { DEFAULT_LANGUAGE, endpoints, type InterfaceLanguage } from '@b2b/contracts';
import { route } from '@b2b/server-kit';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MailPortal } from '../mail/templates/render.ts';
import type { NotificationMailService } from './notification-mail.service.ts';
import { UNSUBSCRIBE_PATH } from './unsubscribe-link.ts';
import { unsubscribePage, type UnsubscribePageState } from './unsubscribe-page.ts';

export interface NotificationMailRoutesOptions {
  notificationMail: NotificationMailService;
}

/** `user/mail-preferences`: the signed-in person's choices of notification mail. */
export const notificationMailRoutes: FastifyPluginAsyncZod<NotificationMailRoutesOptions> = async (
  app,
  { notificationMail },
) => {
  route(app, endpoints.mailPreferences, {
    handler: async (request) => ({
      success: true as const,
      data: await notificationMail.preferences(await app.auth.requireUser(request)),
    }),
  });

  route(app, endpoints.mailPreferencesUpdate, {
    handler: async (request) => ({
      success: true as const,
      data: await notificationMail.update(await app.auth.requireUser(request), request.body),
    }),
  });
};

/**
 * `/mail/unsubscribe?u&k&s`, the address of every notification mail's `List-Unsubscribe` header and footer link: a
 * GET shows a page with a button and changes nothing (mail scanners fetch links); a POST, the mail app's one-click
 * (RFC 8058) or the page's button, turns the kind off. A link that is not signed gets the same refusal either way.
 * Outside the API's document: a page of the portal's root, like `/dev/mail`.
 */
export const unsubscribeRoutes: FastifyPluginAsync<{
  notificationMail: NotificationMailService;
  portal: MailPortal;
}> = async (app, { notificationMail, portal }) => {
  // The one-click POST's body is `List-Unsubscribe=One-Click`; the link's query says everything, so the body is read
  // only to be accepted.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  const answer = (
    reply: FastifyReply,
    status: number,
    page: UnsubscribePageState,
    language: InterfaceLanguage,
  ) =>
    reply
      .code(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(page, language, portal));

  const refuse = (reply: FastifyReply) => answer(reply, 400, { state: 'refused' }, DEFAULT_LANGUAGE);
  const schema = { hide: true } as const;

  app.get(UNSUBSCRIBE_PATH, { schema }, async (request: FastifyRequest, reply) => {
    const target = await notificationMail.unsubscribeTarget(request.query as object);
    if (!target) return refuse(reply);
    const action = request.url;
    return answer(
      reply,
      200,
      { state: 'ask', kind: target.kind, action },
      target.language as InterfaceLanguage,
    );
  });

  app.post(UNSUBSCRIBE_PATH, { schema }, async (request: FastifyRequest, reply) => {
    const target = await notificationMail.unsubscribeTarget(request.query as object);
    if (!target || !(await notificationMail.turnOff(target.userID, target.kind))) return refuse(reply);
    return answer(reply, 200, { state: 'done', kind: target.kind }, target.language as InterfaceLanguage);
  });
};
