export { buildAuthApp, type AuthApp } from './app.ts';
export { loadAuthEnv, AuthEnvSchema, type AuthEnv } from './config.ts';
