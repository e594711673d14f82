import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope } from './error-handler.ts';

export interface ServerOptions {
  logLevel: string;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  trustProxy?: boolean;
  /** Where the log lines go; standard output unless given. */
  logStream?: { write(line: string): void };
}

/**
 * One log line per request, when it is answered, instead of Fastify's two: the line of its arrival told nothing the line
 * of its answer does not (it now carries the request too), and writing it was half of what logging cost a request.
 */
class OneLinePerRequest extends LogController {
  override incomingRequest() {}

  override requestCompleted(...[error, request, reply]: Parameters<LogController['requestCompleted']>) {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}

/** A Fastify instance with the Zod type provider, request ids, structured logs and the error envelope. */
export async function createServer(options: ServerOptions) {
  const fastifyOptions: FastifyServerOptions = {
    logger:
      options.logLevel === 'silent'
        ? false
        : { level: options.logLevel, ...(options.logStream ? { stream: options.logStream } : {}) },
    logController: new OneLinePerRequest(),
    bodyLimit: options.bodyLimit,
    trustProxy: options.trustProxy ?? false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
  };
  const app = Fastify(fastifyOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  await app.register(errorEnvelope);
  return app;
}

export type Server = Awaited<ReturnType<typeof createServer>>;
