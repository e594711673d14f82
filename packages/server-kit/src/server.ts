import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope, frameworkErrorEnvelope } from './error-handler.ts';
import { requestLogSerializers } from './request-log.ts';
import { trustedHops, type TrustProxy } from './trust-proxy.ts';

export interface ServerOptions {
  logLevel: string;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** The proxies whose `X-Forwarded-For` is believed (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** Where the logs go instead of standard output; tests read them. */
  logStream?: { write(line: string): void };
}

/** A Fastify instance with the Zod type provider, request ids, structured logs and the error envelope. */
export async function createServer(options: ServerOptions) {
  const fastifyOptions: FastifyServerOptions = {
    logger:
      options.logLevel === 'silent'
        ? false
        : {
            level: options.logLevel,
            serializers: requestLogSerializers,
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: options.bodyLimit,
    trustProxy: trustedHops(options.trustProxy ?? false),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorEnvelope,
  };
  const app = Fastify(fastifyOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // A callback rather than an async function: a hook every answer runs spares it a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  await app.register(errorEnvelope);
  return app;
}

export type Server = Awaited<ReturnType<typeof createServer>>;
