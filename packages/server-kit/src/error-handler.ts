import type { ErrorEnvelope, ErrorName, FieldError } from '@b2b/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors.ts';

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

/** Fastify's own errors that reach us with a 4xx status, by the envelope name the contract gives them. */
function nameOfClientError(error: FastifyError): { name: ErrorName; message: string } | undefined {
  switch (error.statusCode) {
    case 400:
      if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
        return { name: 'ValidationError', message: 'The request body is not valid JSON.' };
      }
      if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
        return { name: 'ValidationError', message: 'The request body is empty but its type is JSON.' };
      }
      return { name: 'ValidationError', message: 'The request is not valid.' };
    case 404:
      return { name: 'NotFound', message: 'The resource was not found.' };
    case 413:
      return { name: 'PayloadTooLarge', message: 'The request body is too large.' };
    case 415:
      return { name: 'UnsupportedMediaType', message: 'This content type is not supported.' };
    default:
      return undefined;
  }
}

function send(reply: FastifyReply, status: number, body: ErrorEnvelope) {
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}

/** The one error handler: every failure leaves as the contract's envelope, and nothing internal leaks. */
export const errorEnvelope = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof AppError) {
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
          message: issue.message ?? 'Invalid value',
        }));
        return send(reply, 400, {
          success: false,
          name: 'ValidationError',
          message: `The ${error.validationContext ?? 'request'} is not valid: ${errors.map((e) => e.path).join(', ')}.`,
          errors,
        });
      }
      if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
        const known = nameOfClientError(error);
        if (known) return send(reply, error.statusCode, { success: false, ...known });
      }
      request.log.error({ err: error }, 'unexpected error');
      return send(reply, 500, {
        success: false,
        name: 'InternalError',
        message: 'Something went wrong on our side; please try again.',
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
