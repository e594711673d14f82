import {
  INTERNAL_ERROR_MESSAGE,
  INVALID_VALUE_MESSAGE,
  NOT_FOUND_MESSAGE,
  SERVICE_UNAVAILABLE_MESSAGE,
  type ErrorEnvelope,
  type ErrorName,
  type FieldError,
} from '@b2b/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDataException, isDatabaseUnavailable } from './data-errors.ts';
import { AppError, RateLimited } from './errors.ts';

type ZodIssueLike = {
  instancePath?: string;
  message?: string;
  params?: { issue?: { path?: PropertyKey[] } };
};

function fieldPath(issue: ZodIssueLike): string {
  const path = issue.params?.issue?.path;
  if (path && path.length > 0) return path.map(String).join('.');
  return (issue.instancePath ?? '').replace(/^\//, '').replaceAll('/', '.');
}

/**
 * Fastify's own refusals, by the envelope name (and status) the contract gives them. A 4xx without a name of its own is
 * still the request's fault, so it is a ValidationError rather than an unexpected error.
 */
function nameOfClientError(error: FastifyError): { status: number; name: ErrorName; message: string } {
  switch (error.statusCode) {
    case 404:
      return { status: 404, name: 'NotFound', message: NOT_FOUND_MESSAGE };
    case 413:
      return { status: 413, name: 'PayloadTooLarge', message: 'The request body is too large.' };
    case 414:
      return { status: 414, name: 'UriTooLong', message: 'A part of the address is too long.' };
    case 415:
      return { status: 415, name: 'UnsupportedMediaType', message: 'This content type is not supported.' };
    default:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return { status: 400, name: 'ValidationError', message: 'The request body is not valid JSON.' };
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return {
          status: 400,
          name: 'ValidationError',
          message: 'The request body is empty but its type is JSON.',
        };
      }
      return { status: 400, name: 'ValidationError', message: 'The request is not valid.' };
  }
}

/**
 * The wait a client is told to leave before trying again while the database is away: the pool's connection timeout
 * plus a little, so that a retry finds the database back after a restart or a failover of a few seconds.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

function send(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

function sendClientError(reply: FastifyReply, error: FastifyError) {
  const { status, ...named } = nameOfClientError(error);
  return send(reply, status, { success: false, ...named });
}

/**
 * For the server's `frameworkErrors` option: Fastify's refusals from before routing (a path parameter over its length
 * limit, an address that does not decode) bypass the error handler.
 */
export function frameworkErrorEnvelope(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return sendClientError(reply, error);
}

/** The one error handler: every failure leaves as the contract's envelope, and nothing internal leaks. */
export const errorEnvelope = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
        if (error instanceof RateLimited) app.metrics?.rateLimitRefusals.inc({ limit: error.limit });
        if (error.headers) reply.headers(error.headers);
        return send(reply, error.status, {
          success: false,
          name: error.errorName,
          message: error.message,
          ...(error.fieldErrors ? { errors: error.fieldErrors } : {}),
        });
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors: FieldError[] = error.validation.map((issue) => ({
          path: fieldPath(issue as ZodIssueLike) || String(error.validationContext ?? 'body'),
          message: issue.message ?? INVALID_VALUE_MESSAGE,
        }));
        return send(reply, 400, {
          success: false,
          name: 'ValidationError',
          message: `The ${error.validationContext ?? 'request'} is not valid: ${errors.map((e) => e.path).join(', ')}.`,
          errors,
        });
      }
      // A safety net under the schemas: a value the database itself refused is the request's fault.
      if (isDataException(error)) {
        return send(reply, 400, {
          success: false,
          name: 'ValidationError',
          message: 'A value of the request is not valid.',
        });
      }
      // The database away (refused, cut, timed out): the request may well succeed in a moment, and nothing was
      // acknowledged, so the client is told to come back rather than that something broke.
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return send(reply, 503, {
          success: false,
          name: 'ServiceUnavailable',
          message: SERVICE_UNAVAILABLE_MESSAGE,
          requestId: String(request.id),
        });
      }
      if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
        return sendClientError(reply, error);
      }
      request.log.error({ err: error }, 'unexpected error');
      return send(reply, 500, {
        success: false,
        name: 'InternalError',
        message: INTERNAL_ERROR_MESSAGE,
        requestId: String(request.id),
      });
    });

    app.setNotFoundHandler((request, reply) =>
      send(reply, 404, {
        success: false,
        name: 'NotFound',
        message: `There is no route ${request.method} ${request.url.split('?')[0]}.`,
      }),
    );
  },
  { name: 'error-envelope' },
);
