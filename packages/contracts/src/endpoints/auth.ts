import { endpointsOf } from './endpoint.ts';

/** The account service, relative to `AUTH_URL`: the calls a portal makes for its sessions, and its public keys. */
export const authEndpoints = endpointsOf({
  authHealth: ['GET', '/health'],
  authHealthLive: ['GET', '/health/live'],
  authHealthReady: ['GET', '/health/ready'],
  jwks: ['GET', '/.well-known/jwks.json'],
  sessionRevocations: ['GET', '/session-revocations'],
  getSession: ['POST', '/get-session'],
  refreshToken: ['POST', '/refresh-token'],
  logout: ['POST', '/logout'],
  resendVerification: ['POST', '/verify-email/resend'],
});
