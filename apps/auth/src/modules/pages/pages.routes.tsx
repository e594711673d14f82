import { errorResponses } from '@b2b/contracts';
// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import { readFileSync } from 'node:fs';
import {
  DEFAULT_LANGUAGE,
  HandoffStateSchema,
  htmlLangOf,
  languageOfPath,
  localizePath,
  LoginFormSchema,
  PROFILE_BUSINESS_TYPE_CODES,
  RegisterFormSchema,
  type FieldError,
  type InterfaceLanguage,
} from '@b2b/contracts';
import { AppError, Forbidden, ValidationError } from '@b2b/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { resolveContinue, type ContinueTarget } from '../../lib/continue-url.ts';
import { sha256 } from '../../lib/secrets.ts';
import { LoginRateLimited, type AccountsService } from '../accounts/accounts.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { SsoCookie } from '../sessions/sso-cookie.ts';
import { LoginPage } from './login-page.tsx';
import { RegisterPage, type RegisterValues } from './register-page.tsx';
import { renderPage, type PageFrame } from './render.ts';
import {
  PAGE_TEXTS,
  pageLanguage,
  translateMessage,
  type PageTexts,
  type ProfileBusinessTypeCode,
} from './texts/index.ts';

export interface PagesOptions {
  accounts: AccountsService;
  sessions: SessionsService;
  cookie: SsoCookie;
  brandName: string;
  authOrigin: string;
  portalOrigins: string[];
}

const stylesheet = readFileSync(new URL('./auth.css', import.meta.url), 'utf8');
/** The stylesheet's address, versioned by its content: the account deletion page draws with it too. */
export const stylesheetHref = `/assets/auth.css?v=${sha256(stylesheet).slice(0, 12)}`;

const SignInQuerySchema = z.object({
  continue: z.string().max(2048).optional(),
  state: HandoffStateSchema.optional(),
  /** The page's language (`en`, `es`, `it`, `zh`); another value is ignored, not refused. */
  lang: z.string().max(16).optional(),
});
const htmlPage = z.string().describe('An HTML page');
const redirect = z.undefined().describe('303 to the portal’s /SetID/ page with a hand-off token');

/** The business types a person may register as, named in the page's language. */
const businessTypesIn = (texts: PageTexts) =>
  PROFILE_BUSINESS_TYPE_CODES.map((code) => ({
    code,
    name: texts.businessTypes[code as ProfileBusinessTypeCode] ?? code,
  }));

/**
 * The reference data's countries (English names) in the page's language, by their codes (the runtime's region names),
 * in that language's order; English keeps the list as it is.
 */
function countriesIn(language: InterfaceLanguage, countries: { code: string; name: string }[]) {
  if (language === DEFAULT_LANGUAGE) return countries;
  const locale = htmlLangOf(language);
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const nameOf = (code: string) => {
    try {
      return names.of(code);
    } catch {
      return undefined;
    }
  };
  return countries
    .map((country) => ({ code: country.code, name: nameOf(country.code) ?? country.name }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** A refusal shown on a page, in its language. */
const errorText = (texts: PageTexts, error: Error) =>
  error instanceof LoginRateLimited
    ? texts.errors.tooManyAttempts(Math.ceil(error.retryAfterSeconds / 60))
    : translateMessage(texts, error.message);

const translatedFields = (texts: PageTexts, errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateMessage(texts, message)]),
  );

/** Raw form text to show again; the password never goes back to the browser. */
const text = (body: unknown, field: string): string | undefined => {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
};

/** The form's state when it is a valid one: a page shown again keeps carrying it; anything else is dropped. */
const stateOf = (body: unknown): string | undefined => {
  const parsed = HandoffStateSchema.safeParse(text(body, 'state'));
  return parsed.success ? parsed.data : undefined;
};

function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The first message per field, as the form shows them. */
function byField(errors: FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of errors) map[error.path] ??= error.message;
  return map;
}

const isJson = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');

/**
 * The login and registration pages: plain HTML forms rendered on the server, that work without JavaScript. A JSON
 * caller of the same POST routes gets the contract's error envelope instead of the page.
 */
export const pagesRoutes: FastifyPluginAsyncZod<PagesOptions> = async (app, options) => {
  const { accounts, sessions, cookie } = options;
  let countries: Promise<{ code: string; name: string }[]> | undefined;
  // Reference data changes only with a deploy; a failed read is not kept.
  const countryList = () =>
    (countries ??= accounts.countries().catch((error: unknown) => {
      countries = undefined;
      throw error;
    }));

  /** The page's frame, in the language the request asks for (`lang`, else the portal's cookie, else English). */
  const frameOf = (request: FastifyRequest, target: ContinueTarget, state: string | undefined): PageFrame => {
    const language = pageLanguage(request.query, request.cookies);
    const asked = (request.query as { lang?: unknown } | undefined)?.lang === language;
    const texts = PAGE_TEXTS[language];
    return {
      layout: {
        brandName: options.brandName,
        stylesheet: stylesheetHref,
        homeUrl: `${target.origin}${localizePath('/', language)}`,
        language,
        texts,
      },
      continueUrl: target.url,
      state,
      texts,
      lang: asked || language !== DEFAULT_LANGUAGE ? language : undefined,
    };
  };
  const targetOf = (raw: string | undefined) => resolveContinue(raw, options.portalOrigins);

  // Under helmet's `no-referrer` a browser sends `Origin: null` with the pages' own forms; `same-origin` lets it name
  // this origin there, which the check below needs, and still tells other sites nothing.
  const sendHtml = (reply: FastifyReply, status: number, html: string) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'same-origin')
      .type('text/html; charset=utf-8')
      .send(html);

  /**
   * Login CSRF: every browser names the origin of a page that posts (Origin), so a post must come from this service or
   * a portal of the network. A missing Origin and `null` (a sandboxed frame, a `data:` page, a redirect) are refused too:
   * a foreign site can produce both.
   */
  function refuseForeignForm(request: FastifyRequest) {
    const origin = request.headers.origin;
    if (!origin || (origin !== options.authOrigin && !options.portalOrigins.includes(origin))) {
      throw new Forbidden('This form can only be sent from this site.');
    }
  }

  /** Opens (or keeps) the SSO session and sends the browser to the portal with a fresh hand-off. */
  async function handOff(
    request: FastifyRequest,
    reply: FastifyReply,
    accountID: string,
    target: ContinueTarget,
    state: string | undefined,
    sso?: { id: string } | null,
  ) {
    let ssoSessionID = sso?.id;
    if (!ssoSessionID) {
      const started = await sessions.startSsoSession(accountID, request.cookies[cookie.name]);
      reply.setCookie(cookie.name, started.cookie, cookie.options(started.expiresAt));
      ssoSessionID = started.id;
    }
    const token = await sessions.createHandoff(accountID, ssoSessionID, target.origin, state);
    const query = new URLSearchParams({ token });
    if (state) query.set('state', state);
    query.set('continue', target.url);
    // The hand-off page opens in the language of the page the person returns to.
    const { language } = languageOfPath(new URL(target.url).pathname);
    return reply
      .header('cache-control', 'no-store')
      .redirect(`${target.origin}${localizePath('/SetID/', language)}?${query.toString()}`, 303);
  }

  app.get(
    '/assets/auth.css',
    {
      config: { rateLimit: false },
      schema: { summary: 'The pages’ stylesheet', response: { 200: z.string() } },
    },
    async (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stylesheet),
  );

  app.get(
    '/login',
    {
      schema: {
        summary: 'Sign-in page; hands off at once when the SSO cookie is valid',
        querystring: SignInQuerySchema,
        response: { 200: htmlPage, 303: redirect, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { state } = request.query;
      const target = targetOf(request.query.continue);
      const sso = await sessions.activeSsoSession(request.cookies[cookie.name]);
      if (sso) return handOff(request, reply, sso.accountID, target, state, sso);
      return sendHtml(
        reply,
        200,
        renderPage(<LoginPage frame={frameOf(request, target, state)} values={{}} errors={{}} />),
      );
    },
  );

  app.post(
    '/login',
    {
      attachValidation: true,
      schema: {
        summary: 'Sign in (form or JSON)',
        body: LoginFormSchema,
        response: { 200: htmlPage, 303: redirect, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      refuseForeignForm(request);
      const target = targetOf(text(request.body, 'continue'));
      const state = stateOf(request.body);
      try {
        if (request.validationError) throw invalidForm(LoginFormSchema, request.body);
        const account = await accounts.login(request.body, request.ip);
        return await handOff(request, reply, account.id, target, state);
      } catch (error) {
        if (isJson(request) || !(error instanceof AppError)) throw error;
        if (error.headers) reply.headers(error.headers);
        const frame = frameOf(request, target, state);
        const page = (
          <LoginPage
            frame={frame}
            values={{ email: text(request.body, 'email') }}
            errors={translatedFields(frame.texts, byField(error.fieldErrors ?? []))}
            formError={error.fieldErrors?.length ? undefined : errorText(frame.texts, error)}
          />
        );
        return sendHtml(reply, error.status, renderPage(page));
      }
    },
  );

  app.get(
    '/register',
    {
      schema: {
        summary: 'Registration page',
        querystring: SignInQuerySchema,
        response: { 200: htmlPage, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const target = targetOf(request.query.continue);
      const frame = frameOf(request, target, request.query.state);
      const page = (
        <RegisterPage
          frame={frame}
          values={{}}
          errors={{}}
          countries={countriesIn(frame.layout.language, await countryList())}
          businessTypes={businessTypesIn(frame.texts)}
        />
      );
      return sendHtml(reply, 200, renderPage(page));
    },
  );

  app.post(
    '/register',
    {
      attachValidation: true,
      schema: {
        summary: 'Create an account (form or JSON)',
        body: RegisterFormSchema,
        response: { 200: htmlPage, 303: redirect, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      refuseForeignForm(request);
      const target = targetOf(text(request.body, 'continue'));
      const state = stateOf(request.body);
      try {
        if (request.validationError) throw invalidForm(RegisterFormSchema, request.body);
        const account = await accounts.register(request.body);
        return await handOff(request, reply, account.id, target, state);
      } catch (error) {
        if (isJson(request) || !(error instanceof AppError)) throw error;
        const values: RegisterValues = {
          firstName: text(request.body, 'firstName'),
          lastName: text(request.body, 'lastName'),
          email: text(request.body, 'email'),
          country: text(request.body, 'country'),
          businessType: text(request.body, 'businessType'),
        };
        const frame = frameOf(request, target, state);
        const errors = translatedFields(frame.texts, byField(error.fieldErrors ?? []));
        // A taken email is about the email field; say it there, where the person will look.
        if (error.errorName === 'Conflict') errors.email = errorText(frame.texts, error);
        const page = (
          <RegisterPage
            frame={frame}
            values={values}
            errors={errors}
            formError={
              error.fieldErrors?.length || error.errorName === 'Conflict'
                ? undefined
                : errorText(frame.texts, error)
            }
            countries={countriesIn(frame.layout.language, await countryList())}
            businessTypes={businessTypesIn(frame.texts)}
          />
        );
        return sendHtml(reply, error.status, renderPage(page));
      }
    },
  );
};

/** The schema's own messages for a body that failed it, as a ValidationError. */
function invalidForm(schema: z.ZodType, body: unknown): ValidationError {
  const result = schema.safeParse(body ?? {});
  const errors = result.success ? [] : fieldErrorsOf(result.error.issues);
  return new ValidationError(`The form is not valid: ${errors.map((e) => e.path).join(', ')}.`, errors);
}
