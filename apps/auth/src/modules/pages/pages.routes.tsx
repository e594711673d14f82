// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import {
  DEFAULT_LANGUAGE,
  errorResponses,
  HandoffStateSchema,
  htmlLangOf,
  LoginFormSchema,
  PROFILE_BUSINESS_TYPE_CODES,
  RegisterFormSchema,
  type InterfaceLanguage,
} from '@b2b/contracts';
import { AppError } from '@b2b/server-kit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AccountsService } from '../accounts/accounts.service.ts';
import { LoginPage } from './login-page.tsx';
import {
  byField,
  errorText,
  invalidForm,
  isJson,
  pageKit,
  stateOf,
  stylesheet,
  text,
  translatedFields,
  type PageKitOptions,
} from './page-kit.tsx';
import { RegisterPage, type RegisterValues } from './register-page.tsx';
import { renderPage } from './render.ts';
import type { PageTexts, ProfileBusinessTypeCode } from './texts/index.ts';

export interface PagesOptions extends PageKitOptions {
  accounts: AccountsService;
}

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

  const { frameOf, targetOf, sendHtml, refuseForeignForm, handOff } = pageKit(options);

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
        const account = await accounts.register(request.body, {
          language: frameOf(request, target, state).layout.language,
          continueUrl: target.url,
        });
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
