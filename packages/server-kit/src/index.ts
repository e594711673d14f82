export * from './errors.ts';
export * from './error-handler.ts';
export * from './security.ts';
export * from './server.ts';
export * from './responses.ts';
export * from './health.ts';
export * from './trust-proxy.ts';
export * from './production-urls.ts';
