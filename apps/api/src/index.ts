export { buildApp, type App, type BuildAppOptions } from './app.ts';
export { loadPortalEnv, portalConfigOf, PortalEnvSchema, type PortalEnv } from './config.ts';
export { loadWebBuild } from './plugins/web-app.ts';
export { configuredPictureStore } from './modules/files/picture-store.ts';
export { administratorsRepository } from './modules/administration/administrators.repository.ts';
export { mailOutbox, type MailInput } from './modules/mail/mail.repository.ts';
export { recomputeResponseMetrics } from './modules/response-metrics/response-metrics.repository.ts';
