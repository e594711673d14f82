// tsx runs the servers with the root folder's settings, which name no JSX runtime; this pragma picks React's.
/** @jsxRuntime automatic */
import { readFileSync } from 'node:fs';
import {
  DEFAULT_LANGUAGE,
  HandoffStateSchema,
  languageOfPath,
  localizePath,
  type FieldError,
} from '@b2b/contracts';
import { Forbidden, ValidationError, type AppError } from '@b2b/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { resolveContinue, type ContinueTarget } from '../../lib/continue-url.ts';
import { sha256 } from '../../lib/secrets.ts';
import { LoginRateLimited } from '../accounts/accounts.service.ts';
import type { SessionsService } from '../sessions/sessions.service.ts';
import type { SsoCookie } from '../sessions/sso-cookie.ts';
import type { PageFrame } from './render.ts';
import { PAGE_TEXTS, pageLanguage, translateMessage, type PageTexts } from './texts/index.ts';

/** What every page of the account service needs of the server. */
export interface PageKitOptions {
  sessions: SessionsService;
  cookie: SsoCookie;
  brandName: string;
  authOrigin: string;
  portalOrigins: string[];
}

export const stylesheet = readFileSync(new URL('./auth.css', import.meta.url), 'utf8');
export const stylesheetHref = `/assets/auth.css?v=${sha256(stylesheet).slice(0, 12)}`;

/**
 * Sends an account page, never cached. Under helmet's `no-referrer` a browser sends `Origin: null` with the pages' own
 * forms; `same-origin` lets it name this origin there, which the forms' Origin check needs, and tells other sites nothing.
 */
export const sendHtml = (reply: FastifyReply, status: number, html: string) =>
  reply
    .status(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'same-origin')
    .type('text/html; charset=utf-8')
    .send(html);

/** A refusal shown on a page, in its language; a limit's wait in minutes. */
export const errorText = (texts: PageTexts, error: AppError) => {
  if (error instanceof LoginRateLimited) {
    return texts.errors.tooManyAttempts(Math.ceil(error.retryAfterSeconds / 60));
  }
  if (error.errorName === 'RateLimited') {
    return texts.errors.tooManyRequests(Math.ceil(Number(error.headers?.['retry-after'] ?? 60) / 60));
  }
  return translateMessage(texts, error.message);
};

export const translatedFields = (texts: PageTexts, errors: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(errors).map(([field, message]) => [field, translateMessage(texts, message)]),
  );

/** Raw form text to show again; the password never goes back to the browser. */
export const text = (body: unknown, field: string): string | undefined => {
  const value = (body as Record<string, unknown> | null | undefined)?.[field];
  return typeof value === 'string' ? value : undefined;
};

/** The form's state when it is a valid one: a page shown again keeps carrying it; anything else is dropped. */
export const stateOf = (body: unknown): string | undefined => {
  const parsed = HandoffStateSchema.safeParse(text(body, 'state'));
  return parsed.success ? parsed.data : undefined;
};

function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): FieldError[] {
  return issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/** The first message per field, as the form shows them. */
export function byField(errors: FieldError[]): Record<string, string> {
  const map: Record<string, string> = {};
  for (const error of errors) map[error.path] ??= error.message;
  return map;
}

export const isJson = (request: FastifyRequest) =>
  (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/json');

/** The schema's own messages for a body that failed it, as a ValidationError. */
export function invalidForm(schema: z.ZodType, body: unknown): ValidationError {
  const result = schema.safeParse(body ?? {});
  const errors = result.success ? [] : fieldErrorsOf(result.error.issues);
  return new ValidationError(`The form is not valid: ${errors.map((e) => e.path).join(', ')}.`, errors);
}

/** The pages' shared machinery: their frame, how they answer, the forms' origin check, and the hand-off to a portal. */
export function pageKit(options: PageKitOptions) {
  const { sessions, cookie } = options;
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

  return { frameOf, targetOf, sendHtml, refuseForeignForm, handOff };
}
