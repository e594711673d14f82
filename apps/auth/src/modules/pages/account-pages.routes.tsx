// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import {
  AccountLinkFormSchema,
  ChangeEmailFormSchema,
  ChangePasswordFormSchema,
  errorResponses,
  ForgotPasswordFormSchema,
  localizePath,
  RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
  RESET_REQUESTS_PER_EMAIL_PER_HOUR,
  ResetPasswordFormSchema,
} from '@b2b/contracts';
import { AppError, RateLimited } from '@b2b/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ReactElement } from 'react';
import { z } from 'zod';
import type { ContinueTarget } from '../../lib/continue-url.ts';
import { LinkRefused } from '../accounts/accounts.service.ts';
import {
  ChangeEmailPage,
  ChangePasswordPage,
  ConfirmLinkPage,
  ForgotPasswordPage,
  MessagePage,
  ResetPasswordPage,
} from './account-pages.tsx';
import { byField, errorText, invalidForm, pageKit, text, translatedFields } from './page-kit.tsx';
import type { PagesOptions } from './pages.routes.tsx';
import { accountPageHref, renderPage, type PageFrame } from './render.ts';

const htmlPage = z.string().describe('An HTML page');
const signInRedirect = z
  .undefined()
  .describe('303 to the portal, which signs the person in with a fresh token');

/** A page opened from a mail: its token, and its language (another value is ignored). */
const LinkQuerySchema = z.object({
  token: z.string().max(256).optional(),
  lang: z.string().max(16).optional(),
});
/** A page reached from the portal: where to go back to, and its language. */
const PortalQuerySchema = z.object({
  continue: z.string().max(2048).optional(),
  lang: z.string().max(16).optional(),
});

const HOUR_MS = 60 * 60 * 1000;

/**
 * The pages of the account's own life (decision 0022): the links mailed to it (verify the address, reset the password,
 * confirm or undo an email change), the forgotten-password form, and the signed-in person's password and email forms.
 * Plain HTML forms like the login page's, in the same four languages.
 */
export const accountPagesRoutes: FastifyPluginAsyncZod<PagesOptions> = async (app, options) => {
  const { accounts, sessions, cookie } = options;
  const { frameOf, targetOf, sendHtml, refuseForeignForm } = pageKit(options);

  // Through the server's rate-limit store (Redis when configured), so every server counts the same requests.
  const resetsFromAddress = app.createRateLimit({
    max: RESET_REQUESTS_PER_ADDRESS_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `forgot-password:address:${request.ip}`,
  });
  const resetsForEmail = app.createRateLimit({
    max: RESET_REQUESTS_PER_EMAIL_PER_HOUR,
    timeWindow: HOUR_MS,
    keyGenerator: (request) => `forgot-password:email:${text(request.body, 'email') ?? ''}`,
  });
  const limit = async (limiter: typeof resetsFromAddress, request: FastifyRequest) => {
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) throw new RateLimited(Math.max(1, outcome.ttlInSeconds));
  };

  /**
   * The portal's page that starts a sign-in (with the tab's own state) and comes back to `target`: with this browser's
   * SSO cookie the account service hands off at once, so the portal gets a fresh token.
   */
  const portalSignIn = (target: ContinueTarget, frame: PageFrame) => {
    const query = new URLSearchParams({ 'sign-in': '1', continue: target.url });
    return `${target.origin}${localizePath('/SetID/', frame.layout.language)}?${query.toString()}`;
  };

  const page = (reply: FastifyReply, status: number, element: ReactElement) =>
    sendHtml(reply, status, renderPage(element));

  /** The one answer to every refused link, whatever the reason. */
  const refusedLink = (reply: FastifyReply, frame: PageFrame, target: ContinueTarget) =>
    page(
      reply,
      400,
      <MessagePage
        frame={frame}
        title={frame.texts.links.refusedTitle}
        text={frame.texts.links.refusedText}
        link={{ href: portalSignIn(target, frame), label: frame.texts.links.signIn }}
      />,
    );

  /** The signed-in person of this browser (the SSO cookie), or the page that asks them to sign in. */
  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    frame: PageFrame,
    target: ContinueTarget,
  ) {
    const sso = await sessions.activeSsoSession(request.cookies[cookie.name]);
    if (sso) return sso;
    await page(
      reply,
      401,
      <MessagePage
        frame={frame}
        title={frame.texts.login.title}
        text={frame.texts.links.refusedText}
        link={{ href: portalSignIn(target, frame), label: frame.texts.links.signIn }}
      />,
    );
    return null;
  }

  /** A form page shown again with the refusal: field errors under their fields, anything else above the form. */
  function refusal(
    reply: FastifyReply,
    frame: PageFrame,
    error: unknown,
    draw: (errors: Record<string, string>, formError: string | undefined) => ReactElement,
  ) {
    if (!(error instanceof AppError)) throw error;
    if (error.headers) reply.headers(error.headers);
    const errors = translatedFields(frame.texts, byField(error.fieldErrors ?? []));
    return page(
      reply,
      error.status,
      draw(errors, error.fieldErrors?.length ? undefined : errorText(frame.texts, error)),
    );
  }

  app.get(
    '/verify-email',
    {
      schema: {
        summary: 'Opens a verification link: the account’s address is verified',
        querystring: LinkQuerySchema,
        response: { 200: htmlPage, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const fallback = targetOf(undefined);
      try {
        const { continueUrl } = await accounts.verifyEmail(request.query.token ?? '');
        const target = targetOf(continueUrl);
        const frame = frameOf(request, target, undefined);
        const { texts } = frame;
        return await page(
          reply,
          200,
          <MessagePage
            frame={frame}
            title={texts.verifyEmail.doneTitle}
            text={texts.verifyEmail.doneText}
            link={{ href: portalSignIn(target, frame), label: texts.links.continueTo(options.brandName) }}
          />,
        );
      } catch (error) {
        if (!(error instanceof LinkRefused)) throw error;
        return refusedLink(reply, frameOf(request, fallback, undefined), fallback);
      }
    },
  );

  app.get(
    '/forgot-password',
    {
      schema: {
        summary: 'The forgotten-password form',
        querystring: PortalQuerySchema,
        response: { 200: htmlPage, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const target = targetOf(request.query.continue);
      const frame = frameOf(request, target, undefined);
      return page(
        reply,
        200,
        <ForgotPasswordPage
          frame={frame}
          values={{}}
          errors={{}}
          loginHref={accountPageHref('login', frame)}
        />,
      );
    },
  );

  app.post(
    '/forgot-password',
    {
      attachValidation: true,
      schema: {
        summary: 'Mails a reset link when an account has the email; the same answer either way',
        body: ForgotPasswordFormSchema,
        response: { 200: htmlPage, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      refuseForeignForm(request);
      const target = targetOf(text(request.body, 'continue'));
      const frame = frameOf(request, target, undefined);
      try {
        await limit(resetsFromAddress, request);
        if (request.validationError) throw invalidForm(ForgotPasswordFormSchema, request.body);
        // Counted whether or not the email has an account, so the limit itself tells nothing.
        await limit(resetsForEmail, request);
        await accounts.requestPasswordReset(request.body.email, target.url);
        return await page(
          reply,
          200,
          <MessagePage
            frame={frame}
            title={frame.texts.forgotPassword.sentTitle}
            text={frame.texts.forgotPassword.sentText}
            link={{ href: portalSignIn(target, frame), label: frame.texts.forgotPassword.backToSignIn }}
          />,
        );
      } catch (error) {
        return refusal(reply, frame, error, (errors, formError) => (
          <ForgotPasswordPage
            frame={frame}
            values={{ email: text(request.body, 'email') }}
            errors={errors}
            formError={formError}
            loginHref={accountPageHref('login', frame)}
          />
        ));
      }
    },
  );

  app.get(
    '/reset-password',
    {
      schema: {
        summary: 'Opens a reset link: the new-password form',
        querystring: LinkQuerySchema,
        response: { 200: htmlPage, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const token = request.query.token ?? '';
      let target = targetOf(undefined);
      try {
        target = targetOf((await accounts.usableLink(token, 'reset_password')).continue);
      } catch (error) {
        if (!(error instanceof LinkRefused)) throw error;
        return refusedLink(reply, frameOf(request, target, undefined), target);
      }
      const frame = frameOf(request, target, undefined);
      return page(reply, 200, <ResetPasswordPage frame={frame} token={token} errors={{}} />);
    },
  );

  app.post(
    '/reset-password',
    {
      attachValidation: true,
      schema: {
        summary: 'Sets the new password, ends every session of the account, and signs in this browser',
        body: ResetPasswordFormSchema,
        response: { 200: htmlPage, 303: signInRedirect, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      refuseForeignForm(request);
      const token = text(request.body, 'token') ?? '';
      const fallback = targetOf(undefined);
      try {
        if (request.validationError) throw invalidForm(ResetPasswordFormSchema, request.body);
        const { accountID, continueUrl } = await accounts.resetPassword(token, request.body.password);
        await sessions.endEverySession(accountID, 'password-reset');
        const target = targetOf(continueUrl);
        const started = await sessions.startSsoSession(accountID, request.cookies[cookie.name]);
        reply.setCookie(cookie.name, started.cookie, cookie.options(started.expiresAt));
        return await reply
          .header('cache-control', 'no-store')
          .redirect(portalSignIn(target, frameOf(request, target, undefined)), 303);
      } catch (error) {
        const frame = frameOf(request, fallback, undefined);
        if (error instanceof LinkRefused) return refusedLink(reply, frame, fallback);
        return refusal(reply, frame, error, (errors, formError) => (
          <ResetPasswordPage frame={frame} token={token} errors={errors} formError={formError} />
        ));
      }
    },
  );

  app.get(
    '/account/password',
    {
      schema: {
        summary: 'The signed-in person’s password form',
        querystring: PortalQuerySchema,
        response: { 200: htmlPage, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const target = targetOf(request.query.continue);
      const frame = frameOf(request, target, undefined);
      if (!(await signedIn(request, reply, frame, target))) return reply;
      return page(reply, 200, <ChangePasswordPage frame={frame} errors={{}} />);
    },
  );

  app.post(
    '/account/password',
    {
      attachValidation: true,
      schema: {
        summary: 'Changes the password, given the current one; every other session ends',
        body: ChangePasswordFormSchema,
        response: { 200: htmlPage, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      refuseForeignForm(request);
      const target = targetOf(text(request.body, 'continue'));
      const frame = frameOf(request, target, undefined);
      const sso = await signedIn(request, reply, frame, target);
      if (!sso) return reply;
      try {
        if (request.validationError) throw invalidForm(ChangePasswordFormSchema, request.body);
        await accounts.changePassword(sso.accountID, request.body.currentPassword, request.body.password);
        await sessions.endEverySession(sso.accountID, 'password-changed', sso.id);
        return await page(
          reply,
          200,
          <MessagePage
            frame={frame}
            title={frame.texts.changePassword.doneTitle}
            text={frame.texts.changePassword.doneText}
            link={{ href: target.url, label: frame.texts.links.continueTo(options.brandName) }}
          />,
        );
      } catch (error) {
        return refusal(reply, frame, error, (errors, formError) => (
          <ChangePasswordPage frame={frame} errors={errors} formError={formError} />
        ));
      }
    },
  );

  app.get(
    '/account/email',
    {
      schema: {
        summary: 'The signed-in person’s email form',
        querystring: PortalQuerySchema,
        response: { 200: htmlPage, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const target = targetOf(request.query.continue);
      const frame = frameOf(request, target, undefined);
      const sso = await signedIn(request, reply, frame, target);
      if (!sso) return reply;
      const account = await accounts.accountOf(sso.accountID);
      return page(
        reply,
        200,
        <ChangeEmailPage frame={frame} currentEmail={account?.email ?? ''} values={{}} errors={{}} />,
      );
    },
  );

  app.post(
    '/account/email',
    {
      attachValidation: true,
      schema: {
        summary: 'Mails a confirmation link to the new address, given the current password',
        body: ChangeEmailFormSchema,
        response: { 200: htmlPage, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      refuseForeignForm(request);
      const target = targetOf(text(request.body, 'continue'));
      const frame = frameOf(request, target, undefined);
      const sso = await signedIn(request, reply, frame, target);
      if (!sso) return reply;
      try {
        if (request.validationError) throw invalidForm(ChangeEmailFormSchema, request.body);
        await accounts.requestEmailChange(sso.accountID, request.body, target.url);
        return await page(
          reply,
          200,
          <MessagePage
            frame={frame}
            title={frame.texts.changeEmail.sentTitle}
            text={frame.texts.changeEmail.sentText(request.body.email)}
            link={{ href: target.url, label: frame.texts.links.continueTo(options.brandName) }}
          />,
        );
      } catch (error) {
        const account = await accounts.accountOf(sso.accountID);
        return refusal(reply, frame, error, (errors, formError) => (
          <ChangeEmailPage
            frame={frame}
            currentEmail={account?.email ?? ''}
            values={{ email: text(request.body, 'email') }}
            errors={errors}
            formError={formError}
          />
        ));
      }
    },
  );

  /**
   * A link that moves the account's address (confirming a change, or undoing one): its page asks, and its button
   * spends the token; `done` draws what follows.
   */
  function emailLinkRoutes(
    path: string,
    purpose: 'change_email' | 'undo_email_change',
    texts: (frame: PageFrame) => { title: string; text: (email: string) => string; submit: string },
    spend: (token: string) => Promise<{ accountID: string; email: string; continueUrl: string | undefined }>,
    done: (
      request: FastifyRequest,
      reply: FastifyReply,
      spent: { accountID: string; email: string },
      frame: PageFrame,
      target: ContinueTarget,
    ) => Promise<ReturnType<typeof page>>,
  ) {
    app.get(
      path,
      {
        schema: {
          summary: `Opens a ${purpose.replaceAll('_', ' ')} link: the page that asks`,
          querystring: LinkQuerySchema,
          response: { 200: htmlPage, ...errorResponses(400, 429) },
        },
      },
      async (request, reply) => {
        const token = request.query.token ?? '';
        let data: Record<string, string>;
        try {
          data = await accounts.usableLink(token, purpose);
        } catch (error) {
          if (!(error instanceof LinkRefused)) throw error;
          const fallback = targetOf(undefined);
          return refusedLink(reply, frameOf(request, fallback, undefined), fallback);
        }
        const frame = frameOf(request, targetOf(data.continue), undefined);
        const words = texts(frame);
        return page(
          reply,
          200,
          <ConfirmLinkPage
            frame={frame}
            action={path}
            token={token}
            title={words.title}
            text={words.text(data.to ?? '')}
            submit={words.submit}
          />,
        );
      },
    );

    app.post(
      path,
      {
        attachValidation: true,
        schema: {
          summary: `Spends a ${purpose.replaceAll('_', ' ')} link`,
          body: AccountLinkFormSchema,
          response: { 200: htmlPage, ...errorResponses(400, 403, 429) },
        },
      },
      async (request, reply) => {
        refuseForeignForm(request);
        const fallback = targetOf(undefined);
        try {
          if (request.validationError) throw new LinkRefused();
          const spent = await spend(request.body.token);
          const target = targetOf(spent.continueUrl);
          return await done(request, reply, spent, frameOf(request, target, undefined), target);
        } catch (error) {
          if (!(error instanceof LinkRefused)) throw error;
          return refusedLink(reply, frameOf(request, fallback, undefined), fallback);
        }
      },
    );
  }

  emailLinkRoutes(
    '/confirm-email',
    'change_email',
    ({ texts }) => ({
      title: texts.changeEmail.confirmTitle,
      text: texts.changeEmail.confirmText,
      submit: texts.changeEmail.confirmSubmit,
    }),
    (token) => accounts.confirmEmailChange(token),
    async (_request, reply, spent, frame, target) =>
      page(
        reply,
        200,
        <MessagePage
          frame={frame}
          title={frame.texts.changeEmail.doneTitle}
          text={frame.texts.changeEmail.doneText(spent.email)}
          link={{ href: portalSignIn(target, frame), label: frame.texts.links.continueTo(options.brandName) }}
        />,
      ),
  );

  emailLinkRoutes(
    '/undo-email-change',
    'undo_email_change',
    ({ texts }) => ({
      title: texts.changeEmail.undoTitle,
      text: texts.changeEmail.undoText,
      submit: texts.changeEmail.undoSubmit,
    }),
    (token) => accounts.undoEmailChange(token),
    async (request, reply, spent, frame, target) => {
      // Whoever changed the address may be signed in anywhere: every session ends, this browser's too.
      await sessions.endEverySession(spent.accountID, 'email-change-undone');
      if (request.cookies[cookie.name] !== undefined) reply.clearCookie(cookie.name, cookie.clearOptions);
      return page(
        reply,
        200,
        <MessagePage
          frame={frame}
          title={frame.texts.changeEmail.undoneTitle}
          text={frame.texts.changeEmail.undoneText(spent.email)}
          link={{ href: portalSignIn(target, frame), label: frame.texts.links.signIn }}
        />,
      );
    },
  );
};
