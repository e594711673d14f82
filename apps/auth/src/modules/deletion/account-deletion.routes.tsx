// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import {
  ACCOUNT_DELETE_PAGE,
  DEFAULT_LANGUAGE,
  errorResponses,
  localizePath,
  PASSWORD_MAX_LENGTH,
} from '@b2b/contracts';
import { AppError, Forbidden } from '@b2b/server-kit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveContinue } from '../../lib/continue-url.ts';
import { LoginRateLimited } from '../accounts/accounts.service.ts';
import { sendHtml, stylesheetHref } from '../pages/page-kit.tsx';
import { renderPage } from '../pages/render.ts';
import { PAGE_TEXTS, pageLanguage, translateMessage } from '../pages/texts/index.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { SsoCookie } from '../sessions/sso-cookie.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';
import { DeleteAccountPage } from './delete-account-page.tsx';
import { DELETION_TEXTS } from './deletion-texts.ts';

export interface AccountDeletionRoutesOptions {
  deletion: AccountDeletionService;
  sessions: Pick<SessionsService, 'activeSsoSession'>;
  cookie: SsoCookie;
  brandName: string;
  authOrigin: string;
  portalOrigins: string[];
}

/** The portal's request token: 32 random bytes in base64url. */
const requestToken = z.string().max(128);
const PageQuerySchema = z.object({
  request: requestToken.optional(),
  continue: z.string().max(2048).optional(),
  lang: z.string().max(16).optional(),
});
const ConfirmSchema = z.object({
  request: requestToken,
  password: z.string().max(PASSWORD_MAX_LENGTH),
  continue: z.string().max(2048).optional(),
});
const htmlPage = z.string().describe('An HTML page');

/**
 * Delete account (decision 0023): the page where the person re-enters their password for a deletion request the portal
 * opened, and its form. On success the account is gone, the browser's SSO cookie with it, and the person lands on the
 * portal's "account deleted" page.
 */
export const accountDeletionRoutes: FastifyPluginAsyncZod<AccountDeletionRoutesOptions> = async (
  app,
  options,
) => {
  const { deletion, sessions, cookie } = options;

  function pageOf(request: FastifyRequest, continueRaw: string | undefined) {
    const language = pageLanguage(request.query, request.cookies);
    const texts = PAGE_TEXTS[language];
    const target = resolveContinue(continueRaw, options.portalOrigins);
    return {
      language,
      texts,
      words: DELETION_TEXTS[language],
      target,
      layout: {
        brandName: options.brandName,
        stylesheet: stylesheetHref,
        homeUrl: `${target.origin}${localizePath('/', language)}`,
        language,
        texts,
      },
      profileUrl: `${target.origin}${localizePath('/profile', language)}`,
      lang: language === DEFAULT_LANGUAGE ? undefined : language,
    };
  }

  /** Who this browser is signed in as at the account service, if anyone: a request of someone else is refused. */
  const signedInAs = async (request: FastifyRequest) =>
    (await sessions.activeSsoSession(request.cookies[cookie.name]))?.accountID;

  app.get(
    ACCOUNT_DELETE_PAGE,
    {
      schema: {
        summary: 'The password page of an account deletion the portal opened',
        querystring: PageQuerySchema,
        response: { 200: htmlPage, ...errorResponses(400, 404, 429) },
      },
    },
    async (request, reply) => {
      const page = pageOf(request, request.query.continue);
      const props = {
        layout: page.layout,
        words: page.words,
        request: request.query.request ?? '',
        continueUrl: page.target.url,
        profileUrl: page.profileUrl,
        lang: page.lang,
      };
      try {
        const { email } = await deletion.requestOf(request.query.request ?? '', await signedInAs(request));
        return sendHtml(reply, 200, renderPage(<DeleteAccountPage {...props} email={email} />));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        const html = renderPage(
          <DeleteAccountPage {...props} email={undefined} formError={page.words.invalid} />,
        );
        return sendHtml(reply, error.status, html);
      }
    },
  );

  app.post(
    ACCOUNT_DELETE_PAGE,
    {
      attachValidation: true,
      schema: {
        summary: 'Delete the account of an open deletion request, given its password',
        body: ConfirmSchema,
        response: { 303: z.undefined(), 200: htmlPage, ...errorResponses(400, 403, 404, 429) },
      },
    },
    async (request, reply) => {
      // Only this service's own page posts here (a portal has no reason to): no other site can make a browser try.
      if (request.headers.origin !== options.authOrigin) {
        throw new Forbidden('This form can only be sent from this site.');
      }
      const body = (request.body ?? {}) as Partial<z.infer<typeof ConfirmSchema>>;
      const page = pageOf(request, typeof body.continue === 'string' ? body.continue : undefined);
      const token = typeof body.request === 'string' ? body.request : '';
      try {
        if (request.validationError) {
          throw new AppError('ValidationError', 'The password is missing.', { errors: [] });
        }
        await deletion.confirm(token, body.password ?? '', request.ip, await signedInAs(request));
        if (request.cookies[cookie.name] !== undefined) reply.clearCookie(cookie.name, cookie.clearOptions);
        return reply.header('cache-control', 'no-store').redirect(page.target.url, 303);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.headers) reply.headers(error.headers);
        const open = error.errorName !== 'NotFound';
        const message =
          error instanceof LoginRateLimited
            ? page.texts.errors.tooManyAttempts(Math.ceil(error.retryAfterSeconds / 60))
            : error.errorName === 'ValidationError'
              ? page.words.wrongPassword
              : open
                ? translateMessage(page.texts, error.message)
                : page.words.invalid;
        const email = open
          ? (await deletion.requestOf(token, undefined).catch(() => null))?.email
          : undefined;
        const html = renderPage(
          <DeleteAccountPage
            layout={page.layout}
            words={page.words}
            email={email}
            request={token}
            continueUrl={page.target.url}
            profileUrl={page.profileUrl}
            lang={page.lang}
            {...(open && email !== undefined ? { passwordError: message } : { formError: message })}
          />,
        );
        return sendHtml(reply, error.status, html);
      }
    },
  );
};
