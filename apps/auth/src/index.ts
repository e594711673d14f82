export { buildAuthApp, type AuthApp, type BuildAuthAppOptions } from './app.ts';
export { loadAuthEnv, AuthEnvSchema, type AuthEnv } from './config.ts';
export { systemClock, type Clock } from './lib/clock.ts';
