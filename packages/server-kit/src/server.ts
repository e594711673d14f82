import { fastifyRequestContext } from '@fastify/request-context';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { pino, type Logger } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorEnvelope, frameworkErrorEnvelope } from './error-handler.ts';
import { NotFound } from './errors.ts';
import { METRICS_PATH, serverMetrics } from './metrics.ts';
import { currentRequestId, REQUEST_ID_HEADER, requestIdOf } from './request-id.ts';
import { requestLogSerializers } from './request-log.ts';
import { trustedHops, type TrustProxy } from './trust-proxy.ts';

export interface ServerOptions {
  /** The server's name in its metrics (`portal`, `accounts`); without it the server measures nothing. */
  service?: string;
  logLevel: string;
  /** Largest accepted request body, in bytes. */
  bodyLimit: number;
  /** The proxies whose `X-Forwarded-For` is believed (TRUST_PROXY); none by default. */
  trustProxy?: TrustProxy;
  /** Where the logs go instead of standard output; tests read them. */
  logStream?: { write(line: string): void };
}

/**
 * The server's JSON logger. A request's lines go through its child logger, which carries `reqId`; a line written
 * through the server's own logger while a request's work runs (a client's error event, say) gets that request's id
 * from its context, so every line of a request names it.
 */
function serverLogger(options: ServerOptions): Logger {
  return pino(
    {
      level: options.logLevel,
      serializers: requestLogSerializers,
      mixin(_object, _level, instance) {
        if (requestLoggers.has(instance)) return {};
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
    },
    options.logStream ?? pino.destination(1),
  );
}

/** The requests' own loggers, which carry `reqId` in their bindings already. */
const requestLoggers = new WeakSet<object>();

/** A Fastify instance with the Zod type provider, request ids, structured logs and the error envelope. */
export async function createServer(options: ServerOptions) {
  const fastifyOptions: FastifyServerOptions = {
    ...(options.logLevel === 'silent'
      ? { logger: false }
      : { loggerInstance: serverLogger(options) as unknown as FastifyServerOptions['loggerInstance'] }),
    bodyLimit: options.bodyLimit,
    trustProxy: trustedHops(options.trustProxy ?? false),
    // The caller's id is taken only when well-formed (requestIdOf), never as sent.
    requestIdHeader: false,
    genReqId: requestIdOf,
    childLoggerFactory(logger, bindings, childOptions) {
      const child = logger.child(bindings, childOptions);
      requestLoggers.add(child);
      return child;
    },
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorEnvelope,
  };
  const app = Fastify(fastifyOptions).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The request's id, for what runs on its behalf without being handed the request: calls to the other server, logs.
  await app.register(fastifyRequestContext, { defaultStoreValues: (request) => ({ requestId: request.id }) });
  // A callback rather than an async function: a hook every answer runs spares it a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done(null, payload);
  });
  if (options.service) app.decorate('metrics', serverMetrics(app, options.service));
  await app.register(errorEnvelope);
  if (options.service) {
    // The metrics are served on their own address only (serveMetrics). Here, where a web app would answer any other
    // address with its page, the path answers plainly that there is nothing.
    app.get(METRICS_PATH, { config: { rateLimit: false } }, async () => {
      throw new NotFound();
    });
  }
  return app;
}

export type Server = Awaited<ReturnType<typeof createServer>>;
